import { z } from "zod";
import { fieldProblems } from "./field-problems.ts";

/**
 * The shape of the agency's business facts (content/settings/site.json) and team
 * (content/settings/team.json). The code reads those files directly; this schema checks them when
 * the site is built or served in development (vite.config.ts), so a mistake fails with the file and
 * the field named. Only relative imports: vite.config.ts loads this module before any alias exists.
 */

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** "+91 22 1234 5678": a plus, the country code and the number, in groups of digits. */
const phonePattern = /^\+\d{1,3}(?: \d{1,6}){1,5}$/;

/** schema.org openingHours: "Mo-Fr 09:00-18:00" or "Sa 10:00-14:00". */
const day = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const openingHoursPattern = new RegExp(`^${day}(?:-${day})? (?:[01]\\d|2[0-3]):[0-5]\\d-(?:[01]\\d|2[0-4]):[0-5]\\d$`);

const hoursSchema = z.strictObject({
  schema: z.string().regex(openingHoursPattern, 'opening hours written like "Mo-Fr 09:00-18:00"'),
  display: text(5, 80),
});

const httpsUrl = (host: string) =>
  z
    .string()
    .trim()
    .url("a full web address")
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === "https:" && (url.hostname === host || url.hostname.endsWith(`.${host}`));
    }, `a https:// address on ${host}`);

const socialLink = (host: string) => z.strictObject({ label: text(2, 30), href: httpsUrl(host) });

const officeSchema = z.strictObject({
  country: text(2, 40),
  office: text(3, 60),
  /** The city, for structured data and short mentions. */
  city: text(2, 40),
  /** The address as printed, one line each. */
  address: z.array(text(2, 80)).min(1).max(4),
  /** The same address in the parts search engines read (schema.org PostalAddress). */
  postal: z.strictObject({
    streetAddress: text(3, 120),
    addressLocality: text(2, 60),
    addressRegion: text(2, 60).optional(),
    postalCode: text(3, 12).optional(),
    addressCountry: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code such as IN, LK or VN"),
  }),
  /** Where the office is, for the maps: decimal degrees, north and east positive. */
  coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
});

export const siteFactsSchema = z.strictObject({
  brandName: text(2, 40),
  legalName: text(2, 80),
  tagline: text(10, 80),
  description: text(80, 200),
  copyrightYear: z.number().int().min(2000).max(2100),
  /** The one phone number of every office and the support line, as printed; links use its digits. */
  phone: z
    .string()
    .trim()
    .regex(phonePattern, 'a number written like "+91 22 1234 5678" (plus, country code, groups of digits)'),
  email: z.string().trim().email("an e-mail address such as hello@example.com"),
  social: z.strictObject({
    professional: socialLink("linkedin.com"),
    social: socialLink("facebook.com"),
    photo: socialLink("instagram.com"),
  }),
  /** The contact form's id at Tally; empty switches the form off and shows the fallback. */
  contactFormId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]*$/, "letters and digits only, or empty to switch the form off"),
  hours: z.strictObject({ support: hoursSchema, office: hoursSchema }),
  offices: z.array(officeSchema).min(1).max(12),
});

export const teamSchema = z.strictObject({
  members: z
    .array(
      z.strictObject({
        name: text(3, 60),
        role: text(3, 60),
        /** An illustrated portrait or a photograph of content/images; without one the card shows initials. */
        photo: z.string().trim().min(1).optional(),
        description: text(60, 400),
      }),
    )
    .min(1)
    .max(12),
});

/** The files this schema checks, relative to the project, with their schema. */
export const settingsFiles = [
  { file: "content/settings/site.json", schema: siteFactsSchema },
  { file: "content/settings/team.json", schema: teamSchema },
] as const;

/** The problems of one parsed settings file, each naming the field; empty when it is valid. */
export function settingsProblems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return fieldProblems(result.error, "(file)");
}
