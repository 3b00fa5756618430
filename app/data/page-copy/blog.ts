import { officeCities, site } from "#app/data/site.ts";
import type { PageCopy } from "./page-copy";

export const blogPage = {
  title: "Travel Blog",
  description: `Stories, guides and practical advice from the ${site.brandName} team: luxury escapes, cultural journeys, street food, cruises, eco travel and travel tech.`,
  heading: "Travel Blog",
  eyebrow: "Stories from the road",
  lead: `Stories from our specialists in ${officeCities} and our partners: where to go, when to go and what to eat when you get there.`,
} as const satisfies PageCopy;
