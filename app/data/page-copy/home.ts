import { site } from "#app/data/site.ts";
import type { PageCopy } from "./page-copy";

export const homePage = {
  title: site.brandName,
  description: site.description,
  heading: site.tagline,
  eyebrow: "Asia, the Middle East and beyond",
  lead: "Custom itineraries planned with AI and refined by specialists who know the places we send you firsthand: luxury stays, adventure tours, cultural immersion and corporate travel, with 24/7 support on the road.",
} as const satisfies PageCopy;
