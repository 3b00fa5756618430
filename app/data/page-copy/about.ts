import { headOffice, officeCities, site } from "#app/data/site.ts";
import type { PageCopy } from "./page-copy";

export const aboutPage = {
  title: `About ${site.brandName}`,
  description: `Who we are: ${site.brandName} is a ${headOffice.city}-based travel agency and destination-management company with offices in ${officeCities}.`,
  heading: `About ${site.brandName}`,
  eyebrow: "Who we are",
  lead: "Travel specialists and technologists who plan journeys across Asia and the Middle East the way we would want to take them ourselves.",
} as const satisfies PageCopy;
