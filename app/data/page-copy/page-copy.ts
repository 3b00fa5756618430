/** What each fixed page says of itself: its tab title, description and heading. */
export interface PageCopy {
  /** Title for the browser tab and search results (the brand is added). */
  title: string;
  description: string;
  /** The page's h1. */
  heading: string;
  eyebrow?: string;
  lead?: string;
  /** Search keywords, for pages that set their own (the contact page). */
  keywords?: readonly string[];
}
