import { z } from "zod";
import { coordinates, edited, line, optional, paragraph, picture } from "./schema-kit.ts";

/**
 * The shape of the agency's business facts (content/settings/site.json), team
 * (content/settings/team.json) and blog settings (content/settings/blog.json). The build and the
 * development server check the files with it (vite.config.ts), so a mistake fails with the file and
 * the field named; the content manager's fields come from it. Only relative imports:
 * vite.config.ts loads this module before any alias exists.
 */

/** "+91 22 1234 5678": a plus, the country code and the number, in groups of digits. */
/**
 * The longest either side of an e-mail's "@" may be: each side is printed unbroken (EmailAddress),
 * and the narrowest column that prints it (the contact form's fallback on a 320 px phone) holds
 * about 23 characters of the text face (docs/decisions/068-addresses-that-fit.md).
 */
const emailPartLength = 22;

const phonePattern = /^\+\d{1,3}(?: \d{1,6}){1,5}$/;

/** schema.org openingHours: "Mo-Fr 09:00-18:00" or "Sa 10:00-14:00". */
const day = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const openingHoursPattern = new RegExp(`^${day}(?:-${day})? (?:[01]\\d|2[0-3]):[0-5]\\d-(?:[01]\\d|2[0-4]):[0-5]\\d$`);

const hours = (label: string) =>
  edited(
    z.strictObject({
      schema: edited(
        z
          .string()
          .trim()
          .regex(
            openingHoursPattern,
            'Write the days and hours like "Mo-Fr 09:00-18:00" (days in two letters, 24-hour times).',
          ),
        { label: "For search engines" },
      ),
      display: line(5, 80, { label: "As the pages say it", hint: 'Such as "Monday to Friday, 9:00 to 18:00".' }),
    }),
    { label },
  );

const httpsUrl = (host: string) =>
  edited(
    z
      .string()
      .trim()
      .url("Write the full address, starting with https://.")
      .refine((value) => {
        const url = new URL(value);
        return url.protocol === "https:" && (url.hostname === host || url.hostname.endsWith(`.${host}`));
      }, `Write an address on ${host}, starting with https://.`),
    { label: "Address" },
  );

const socialLink = (label: string, host: string) =>
  edited(z.strictObject({ label: line(2, 30, { label: "Network name" }), href: httpsUrl(host) }), { label });

const officeSchema = z.strictObject({
  country: line(2, 40, { label: "Country" }),
  office: line(3, 60, { label: "Office name" }),
  /** The city, for structured data and short mentions. */
  city: line(2, 40, { label: "City" }),
  /** The address as printed, one line each. */
  address: edited(
    z
      .array(line(2, 80, { label: "Line" }))
      .min(1)
      .max(4),
    { label: "Address lines" },
  ),
  /** The same address in the parts search engines read (schema.org PostalAddress). */
  postal: edited(
    z.strictObject({
      streetAddress: line(3, 120, { label: "Street" }),
      addressLocality: line(2, 60, { label: "City" }),
      addressRegion: optional(line(2, 60, { label: "Region" })),
      postalCode: optional(line(3, 12, { label: "Postal code" })),
      addressCountry: edited(
        z.string().regex(/^[A-Z]{2}$/, "Write the country's two-letter code, such as IN, LK, VN or AE."),
        { label: "Country code" },
      ),
    }),
    { label: "Address for search engines", collapsed: true },
  ),
  /** Where the office is, for the maps: decimal degrees, north and east positive. */
  coordinates: coordinates("Decimal degrees, for the maps."),
});

export const siteFactsSchema = z
  .strictObject({
    brandName: line(2, 40, { label: "Brand name" }),
    legalName: line(2, 80, { label: "Legal name" }),
    tagline: line(10, 80, { label: "Tagline" }),
    description: paragraph(80, 200, { label: "Description for search engines" }),
    copyrightYear: edited(z.number().int().min(2000).max(2100), { label: "Copyright year" }),
    /** The one phone number of every office and the support line, as printed; links use its digits. */
    phone: edited(
      z
        .string()
        .trim()
        .regex(
          phonePattern,
          'Write a plus, the country code and the number in groups of digits, such as "+91 22 1234 5678".',
        )
        // E.164: no number has more; the call button prints it unbroken (docs/decisions/068).
        .refine(
          (phone) => phone.replace(/\D/g, "").length <= 15,
          "A phone number has at most 15 digits, the country code included.",
        ),
      { label: "Phone (every office and the support line)", hint: "Call and WhatsApp links use its digits." },
    ),
    email: edited(
      z
        .string()
        .trim()
        .email()
        .refine(
          (email) => email.split("@").every((part) => part.length <= emailPartLength),
          `Keep each side of the "@" to ${emailPartLength} characters at most: a longer one does not fit the narrowest column the address is printed in.`,
        ),
      {
        label: "E-mail (every office)",
        hint: `Printed on two lines where a column is narrow, broken after the "@": each side up to ${emailPartLength} characters.`,
      },
    ),
    social: edited(
      z.strictObject({
        professional: socialLink("Professional network", "linkedin.com"),
        social: socialLink("Social network", "facebook.com"),
        photo: socialLink("Photo network", "instagram.com"),
      }),
      { label: "Social networks" },
    ),
    /** The contact form's id at Tally; empty switches the form off and shows the fallback. */
    contactFormId: edited(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]*$/, "Use letters and digits only."),
      {
        label: "Contact form id (Tally)",
        hint: "Leave empty to switch the form off: the contact page then shows the other ways to reach us.",
      },
    ),
    hours: edited(z.strictObject({ support: hours("Support line"), office: hours("Offices") }), { label: "Hours" }),
    offices: edited(z.array(officeSchema).min(1).max(12), {
      label: "Offices",
      summary: "{{fields.office}}, {{fields.country}}",
      hint: "The first office is the head office.",
    }),
  })
  .meta({ editor: { label: "Business facts (phone, e-mail, offices, hours)" } });

export const teamSchema = z
  .strictObject({
    members: edited(
      z
        .array(
          z.strictObject({
            name: line(3, 60, { label: "Name" }),
            role: line(3, 60, { label: "Role" }),
            /** An illustrated portrait or a photograph of content/images; without one the card shows initials. */
            photo: optional(
              picture({ label: "Portrait", hint: "Without a portrait the page shows the member's initials." }),
            ),
            description: paragraph(60, 400, { label: "Description" }),
          }),
        )
        .min(1)
        .max(12),
      { label: "Members", summary: "{{fields.name}}, {{fields.role}}" },
    ),
  })
  .meta({ editor: { label: "Team" } });

/** The blog's settings (content/settings/blog.json): which article is featured. */
export const blogSettingsSchema = z
  .strictObject({
    featured: optional(
      edited(z.string().trim().min(1), {
        label: "Featured article",
        hint: "The article shown large at the top of the blog. Left empty, or while the chosen article is a draft or scheduled, the newest article is featured.",
        kind: "relation",
        relation: { collection: "articles", valueField: "{{slug}}", displayFields: ["title"], searchFields: ["title"] },
      }),
    ),
  })
  .meta({ editor: { label: "Blog: the featured article" } });

/** The files this schema checks, relative to the project, with their schema. */
export const settingsFiles = [
  { file: "content/settings/site.json", schema: siteFactsSchema },
  { file: "content/settings/team.json", schema: teamSchema },
  { file: "content/settings/blog.json", schema: blogSettingsSchema },
] as const;
