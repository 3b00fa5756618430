import { site } from "#app/data/site.ts";
import type { PageCopy } from "./page-copy";

export const servicesPage = {
  title: "Services",
  description: `AI-powered trip planning, premium accommodation, transportation, cruises and yachts, curated experiences, visas and passports: everything ${site.brandName} arranges for you.`,
  heading: "Our Services",
  eyebrow: "What we do",
  lead: "From the first idea to the flight home, we plan, book and look after every part of your journey.",
} as const satisfies PageCopy;
