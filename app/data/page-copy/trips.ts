import { destinationCountries } from "#app/data/destinations.ts";
import { site } from "#app/data/site.ts";
import { joinList } from "#app/utils/list.ts";
import type { PageCopy } from "./page-copy";

/** The trip ideas' index: its title, description and heading, a module of its own like every page's. */
export const tripsPage = {
  title: "Trip Ideas",
  description: `Sample trips by ${site.brandName} in ${joinList(destinationCountries)}: a day-by-day plan, a route map, the best months and an indicative price, ready to tailor.`,
  heading: "Trip Ideas",
  eyebrow: "Sample itineraries",
  lead: "Real plans our teams have run, day by day, with what they cost. Take one as it is or as the start of your own: we tailor every trip.",
} as const satisfies PageCopy;
