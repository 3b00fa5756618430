/**
 * Every business fact of Saffron Route lives here, and only here.
 * Change the brand, phone, e-mail, social links, offices or hours in this file;
 * every page, link, structured-data block and policy text reads from it.
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

/** Digits of the agency's number in international form, without "+" or spaces. */
const phoneDigits = "919820000000";
const phoneDisplay = "+91 98200 00000";
const email = "hello@saffronroute.example";

/** Canonical origin: set SITE_ORIGIN at build time to publish under another domain. */
const defaultOrigin = "https://www.saffronroute.example";

/**
 * Build-time settings, injected by Vite's `define` (see vite.config.ts) so that the prerendered
 * HTML and the browser bundle agree. Outside Vite (plain Node scripts) they are undefined.
 */
const buildOrigin = typeof __SITE_ORIGIN__ === "undefined" ? undefined : __SITE_ORIGIN__;
const buildFormId = typeof __TALLY_FORM_ID__ === "undefined" ? undefined : __TALLY_FORM_ID__;

function normaliseOrigin(value: string | undefined): string {
  const origin = (value ?? "").trim().replace(/\/+$/, "");
  return origin === "" ? defaultOrigin : origin;
}

function office(
  country: string,
  name: string,
  city: string,
  address: readonly string[],
  postal: PostalAddress,
  coordinates: Office["coordinates"],
): Office {
  return { country, office: name, city, address, postal, coordinates, phone: phoneDisplay, email };
}

export const site = {
  brandName: "Saffron Route",
  legalName: "Saffron Route Travel Technologies Pvt. Ltd.",
  tagline: "Your gateway to extraordinary journeys",
  description:
    "Saffron Route plans journeys across Asia and the Middle East: custom itineraries, luxury stays, adventure and cultural tours, corporate travel and 24/7 support.",
  origin: normaliseOrigin(buildOrigin),
  copyrightYear: 2024,
  phone: {
    display: phoneDisplay,
    digits: phoneDigits,
  },
  email,
  social: {
    professional: { label: "LinkedIn", href: "https://www.linkedin.com/company/saffron-route" },
    social: { label: "Facebook", href: "https://www.facebook.com/saffronroute" },
    photo: { label: "Instagram", href: "https://www.instagram.com/saffronroute" },
  },
  chat: {
    appName: "WhatsApp",
    host: "https://wa.me",
  },
  contactForm: {
    provider: "Tally",
    host: "https://tally.so",
    /** Tally form id; an empty id shows the fallback message instead of the form. */
    formId: (buildFormId ?? "mRoute").trim(),
  },
  hours: {
    /** Support line, every day (schema.org openingHours form). */
    support: { schema: "Mo-Su 09:00-21:00", display: "every day, 9:00 to 21:00 IST" },
    /** Each office, weekdays. */
    office: { schema: "Mo-Fr 09:00-18:00", display: "Monday to Friday, 9:00 to 18:00" },
  },
  areasServed: ["Vietnam", "South Korea", "Sri Lanka"],
  offices: [
    office(
      "India",
      "Head Office",
      "Mumbai",
      ["Unit 1204, Crystal Plaza", "New Link Road, Andheri West", "Mumbai, Maharashtra 400053"],
      {
        streetAddress: "Unit 1204, Crystal Plaza, New Link Road, Andheri West",
        addressLocality: "Mumbai",
        addressRegion: "Maharashtra",
        postalCode: "400053",
        addressCountry: "IN",
      },
      { lat: 19.136, lon: 72.83 },
    ),
    office("Sri Lanka", "Colombo Office", "Colombo", ["42 Galle Road", "Colombo 03, Sri Lanka"], {
      streetAddress: "42 Galle Road, Colombo 03",
      addressLocality: "Colombo",
      addressRegion: "Western Province",
      addressCountry: "LK",
    }, { lat: 6.911, lon: 79.849 }),
    office("Vietnam", "Hanoi Office", "Hanoi", ["18 Ly Thuong Kiet", "Hoan Kiem District, Hanoi"], {
      streetAddress: "18 Ly Thuong Kiet, Hoan Kiem District",
      addressLocality: "Hanoi",
      addressCountry: "VN",
    }, { lat: 21.025, lon: 105.853 }),
    office("Vietnam", "Ho Chi Minh City Office", "Ho Chi Minh City", ["65 Le Loi Boulevard", "District 1, Ho Chi Minh City"], {
      streetAddress: "65 Le Loi Boulevard, District 1",
      addressLocality: "Ho Chi Minh City",
      addressCountry: "VN",
    }, { lat: 10.774, lon: 106.7 }),
  ],
} as const;

export const headOffice: Office = site.offices[0];

/** "Mumbai, Colombo, Hanoi and Ho Chi Minh City": the office cities as a sentence. */
export const officeCities: string = (() => {
  const cities = site.offices.map((item) => item.city);
  return `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;
})();
