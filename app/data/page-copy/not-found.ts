import type { PageCopy } from "./page-copy";

/** The 404 page: its title is both the tab's title and the heading under the h1 "404". */
export const notFoundPage = {
  title: "Page Not Found",
  description: "The page you're looking for doesn't exist.",
  heading: "404",
  message:
    "The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
  homeLink: "Return to Home",
} as const satisfies PageCopy & { message: string; homeLink: string };
