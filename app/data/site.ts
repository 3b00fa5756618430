// Relative imports: the build configuration loads this module before any alias exists.
import { siteFacts as facts } from "../generated/settings/site";
import { joinList } from "../utils/list";
import { destinationCountries } from "./destinations";

/**
 * Every business fact of Saffron Route, read from content/settings/site.json (which staff edit in
 * the content manager at /admin): brand, phone, e-mail, social links, offices, hours, form id.
 * Every page, link, structured-data block and policy text reads them from here. The file comes
 * parsed with its schema through app/generated/settings/site.ts (scripts/pipeline/settings-module.ts).
 */

/** An address in the parts search engines read (schema.org PostalAddress). */
export interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2 country code. */
  addressCountry: string;
}

export interface Office {
  country: string;
  office: string;
  /** The city, for structured data and short mentions; the address lines stay as printed. */
  city: string;
  address: readonly string[];
  postal: PostalAddress;
  /** Where the office is, in decimal degrees, for the maps (checked against the country when the site builds). */
  coordinates: { lat: number; lon: number };
  phone: string;
  email: string;
}

/**
 * Build-time settings, injected by Vite's `define` (see vite.config.ts) so that the prerendered
 * HTML and the browser bundle agree. Outside Vite (the build's own scripts, the tests) the origin
 * comes from the same environment variable, so every reader of `site.origin` agrees with the pages.
 */
const buildOrigin = typeof __SITE_ORIGIN__ === "undefined" ? globalThis.process?.env.SITE_ORIGIN : __SITE_ORIGIN__;
const buildFormId = typeof __TALLY_FORM_ID__ === "undefined" ? undefined : __TALLY_FORM_ID__;

/** Canonical origin: set SITE_ORIGIN at build time to publish under another domain. */
const defaultOrigin = "https://www.saffronroute.example";

function normaliseOrigin(value: string | undefined): string {
  const origin = (value ?? "").trim().replace(/\/+$/, "");
  return origin === "" ? defaultOrigin : origin;
}

/**
 * The number as printed (such as "+91 22 1234 5678"), its digits for chat links ("912212345678")
 * and its dial form for tel: links and structured data ("+912212345678").
 */
const phoneDisplay = facts.phone;
const phoneDigits = phoneDisplay.replace(/\D/g, "");

export const site = {
  brandName: facts.brandName,
  legalName: facts.legalName,
  tagline: facts.tagline,
  description: facts.description,
  origin: normaliseOrigin(buildOrigin),
  copyrightYear: facts.copyrightYear,
  phone: {
    display: phoneDisplay,
    digits: phoneDigits,
    dial: `+${phoneDigits}`,
  },
  email: facts.email,
  social: facts.social,
  chat: {
    appName: "WhatsApp",
    host: "https://wa.me",
  },
  contactForm: {
    provider: "Tally",
    host: "https://tally.so",
    /** Tally form id; an empty id shows the fallback message instead of the form. */
    formId: (buildFormId ?? facts.contactFormId).trim(),
  },
  hours: facts.hours,
  areasServed: destinationCountries,
  offices: facts.offices.map((office): Office => ({ ...office, phone: phoneDisplay, email: facts.email })),
};

/** The first office of the list: the head office. */
export const headOffice: Office = (() => {
  const [first] = site.offices;
  if (!first) throw new Error('content/settings/site.json: field "offices": list at least the head office');
  return first;
})();

/** "Mumbai, Colombo, Hanoi and Ho Chi Minh City": the office cities as a sentence. */
export const officeCities: string = joinList(site.offices.map((item) => item.city));

const officeCountries = new Set(site.offices.map((office) => office.country));

/**
 * Who looks after travelers in the destinations: "our own teams in Vietnam and Sri Lanka, and
 * trusted partners in South Korea". Where the agency has no office it works through partners, and
 * says so; the sentence follows the offices staff list in content/settings/site.json.
 */
export const destinationCare: string = [
  site.areasServed.filter((name) => officeCountries.has(name)),
  site.areasServed.filter((name) => !officeCountries.has(name)),
]
  .flatMap((names, index) =>
    names.length === 0 ? [] : [`${index === 0 ? "our own teams" : "trusted partners"} in ${joinList(names)}`],
  )
  .join(", and ");
