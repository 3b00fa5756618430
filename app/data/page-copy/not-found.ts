import type { PageCopy } from "./page-copy";

/** The 404 page's title, description and heading: a module of its own, so that each page downloads only its own words. */
export const notFoundPage = {
  title: "Page Not Found",
  description: "The page you're looking for doesn't exist.",
  heading: "404",
} as const satisfies PageCopy;
