import { siteFacts } from "#app/generated/settings/site.ts";
import type { OfficeFacts, SiteFacts } from "#app/lib/content/settings-schema.ts";
import { joinList } from "#app/utils/list.ts";
import { slugify } from "#app/utils/slug.ts";
import { destinationCountries } from "#app/data/destinations.ts";

/**
 * Every business fact of Saffron Route, from content/settings/site.json (edited at /admin). Every
 * page, link, structured-data block and policy text reads them from here.
 */

/**
 * A number as printed ("+91 22 1234 5678"), its digits for chat links ("912212345678") and its
 * dialling form for tel: links and structured data ("+912212345678").
 */
function phoneNumber(display: string) {
  const digits = display.replace(/\D/g, "");
  return { display, digits, dial: `+${digits}` };
}

export type PhoneNumber = ReturnType<typeof phoneNumber>;

/**
 * An office as the pages show it: its own phone, WhatsApp number, e-mail and hours, or, for each
 * it leaves empty, the head office's (and the head office's own, or the agency's). Its `id`, its city's
 * slug, names it in the counts of calls and chats to its own number.
 */
export type Office = Omit<OfficeFacts, "phone" | "chat" | "email" | "hours"> & {
  id: string;
  phone: PhoneNumber;
  chat: PhoneNumber;
  email: string;
  hours: SiteFacts["hours"]["office"];
};

/**
 * Build-time settings from Vite's `define`, so that the prerendered HTML and the browser bundle
 * agree; outside Vite (build scripts, tests) the origin comes from the same environment variable.
 */
const buildOrigin = typeof __SITE_ORIGIN__ === "undefined" ? globalThis.process?.env.SITE_ORIGIN : __SITE_ORIGIN__;
const buildFormId = typeof __TALLY_FORM_ID__ === "undefined" ? undefined : __TALLY_FORM_ID__;

const facts: SiteFacts = siteFacts;

/**
 * Each office's own phone, chat number, e-mail and hours, or else the head office's (the first), or
 * else the agency's. A chat number left empty is the office's phone.
 */
export function officesAsShown({ offices, phone, email, hours }: SiteFacts): Office[] {
  const [head] = offices;
  const own = <K extends "phone" | "chat" | "email" | "hours">(office: OfficeFacts, key: K) =>
    office[key] ?? head?.[key];
  return offices.map((office) => {
    const number = phoneNumber(own(office, "phone") ?? phone);
    return {
      ...office,
      id: slugify(office.city),
      phone: number,
      chat: phoneNumber(own(office, "chat") ?? number.display),
      email: own(office, "email") ?? email,
      hours: own(office, "hours") ?? hours.office,
    };
  });
}

export const site = {
  brandName: facts.brandName,
  legalName: facts.legalName,
  tagline: facts.tagline,
  description: facts.description,
  origin: buildOrigin?.trim().replace(/\/+$/, "") || "https://www.saffronroute.example",
  copyrightYear: facts.copyrightYear,
  phone: phoneNumber(facts.phone),
  email: facts.email,
  social: facts.social,
  chat: {
    appName: "WhatsApp",
    host: "https://wa.me",
  },
  contactForm: {
    host: "https://tally.so",
    /** Empty: the fallback message shows instead of the form. */
    formId: (buildFormId ?? facts.contactFormId).trim(),
  },
  hours: facts.hours,
  areasServed: destinationCountries,
  offices: officesAsShown(facts),
};

// The schema asks for at least one office.
export const headOffice: Office = site.offices[0]!;

/** "Mumbai, Colombo, Hanoi and Ho Chi Minh City": the office cities as a sentence. */
export const officeCities: string = joinList(site.offices.map((item) => item.city));

/** "India, Sri Lanka and Vietnam": the countries of the offices, in the list's order, once each. */
export const officeCountries: string = joinList([...new Set(site.offices.map((office) => office.country))]);

/** The offices grouped by the number they answer, head office first, as the footer lists them; `id` the first's. */
export const officesByPhone: { phone: PhoneNumber; cities: string; id: string }[] = [
  ...new Set(site.offices.map((office) => office.phone.display)),
].map((display) => {
  const offices = site.offices.filter((office) => office.phone.display === display);
  return { phone: offices[0]!.phone, cities: joinList(offices.map((office) => office.city)), id: offices[0]!.id };
});

const countriesWithOffice = new Set(site.offices.map((office) => office.country));

/**
 * "our own teams in Vietnam and Sri Lanka, and trusted partners in South Korea": where the agency
 * has no office it works through partners, and says so.
 */
export const destinationCare: string = [
  site.areasServed.filter((name) => countriesWithOffice.has(name)),
  site.areasServed.filter((name) => !countriesWithOffice.has(name)),
]
  .flatMap((names, index) =>
    names.length === 0 ? [] : [`${index === 0 ? "our own teams" : "trusted partners"} in ${joinList(names)}`],
  )
  .join(", and ");
