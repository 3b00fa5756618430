import type { IconName } from "#app/utils/icons.ts";

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

/** A card of an icon, a title and a sentence or two: values, reasons, services, steps. */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}
