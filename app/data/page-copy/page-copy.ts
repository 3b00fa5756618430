/**
 * What each fixed page says of itself. Each page has a module of its own here, so that each page
 * downloads only its own words.
 */
export interface PageCopy {
  /** Title for the browser tab and search results (the brand is added). */
  title: string;
  description: string;
  /** The page's h1. */
  heading: string;
  eyebrow?: string;
  lead?: string;
  keywords?: readonly string[];
}
