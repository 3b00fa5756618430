import { destinationCountries } from "#app/data/destinations.ts";
import { headOffice, officeCities, site } from "#app/data/site.ts";
import type { PageCopy } from "./page-copy";

export const contactPage = {
  title: "Contact Us",
  description: `Plan your journey with ${site.brandName}: call, chat on WhatsApp, e-mail or send the form, and we reply within 24 hours. Offices in ${officeCities}.`,
  heading: "Contact Us",
  eyebrow: "Get in touch",
  lead: "Let's Plan Your Perfect Journey Together",
  keywords: [
    `contact ${site.brandName}`,
    "travel agency contact",
    "plan a trip",
    "travel inquiry",
    "custom itinerary",
    ...destinationCountries.map((country) => `${country} tours`),
    `travel agency ${headOffice.city}`,
  ],
} as const satisfies PageCopy;
