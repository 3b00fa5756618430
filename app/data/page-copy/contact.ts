import { booking } from "#app/data/booking.ts";
import { destinationCountries } from "#app/data/destinations.ts";
import { headOffice, officeCities, site } from "#app/data/site.ts";
import type { PageCopy } from "./page-copy";

export const contactPage = {
  title: "Contact Us",
  description: `Plan your journey with ${site.brandName}: call or chat on WhatsApp for a reply within ${booking.reply.within} (${booking.reply.from} to ${booking.reply.to} India time), or e-mail or send the form for one within ${booking.writtenReplyWithin}. Offices in ${officeCities}.`,
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
