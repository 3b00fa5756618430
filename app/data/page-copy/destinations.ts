import { destinationCountries } from "#app/data/destinations.ts";
import { destinationCare, site } from "#app/data/site.ts";
import { joinList } from "#app/utils/list.ts";
import type { PageCopy } from "./page-copy";

export const destinationsPage = {
  title: "Destinations",
  description: `Explore ${joinList(destinationCountries)} with ${site.brandName}: destination guides, highlights, attractions and the best time to visit.`,
  heading: "Explore Our Destinations",
  eyebrow: "Where we travel",
  lead: `Countries we know street by street, looked after by ${destinationCare}.`,
} as const satisfies PageCopy;
