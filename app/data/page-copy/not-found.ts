import type { PageCopy } from "./page-copy";

/**
 * The 404 page's words (specification): its h1 '404', its title 'Page Not Found' (the tab's title
 * and the heading under the h1), the message and the button home. A module of its own, so that each
 * page downloads only its own words.
 */
export const notFoundPage = {
  title: "Page Not Found",
  description: "The page you're looking for doesn't exist.",
  heading: "404",
  message:
    "The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
  homeLink: "Return to Home",
} as const satisfies PageCopy & { message: string; homeLink: string };
