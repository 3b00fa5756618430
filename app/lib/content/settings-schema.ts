import { z } from "zod";
import { gstBases } from "#app/data/trip-copy.ts";
import {
  coordinates,
  day,
  distinct,
  edited,
  keptList,
  line,
  list,
  matching,
  optional,
  paragraph,
  picture,
} from "./schema-kit.ts";

/**
 * Each side of an e-mail's "@" is printed unbroken, and the narrowest column (the contact form's
 * fallback at 320 px) holds about 23 characters (docs/decisions/144-content-schemas-and-rules.md).
 */
const emailPartLength = 22;

/** "+91 22 1234 5678". */
const phonePattern = /^\+\d{1,3}(?: \d{1,6}){1,5}$/;

/** schema.org openingHours: "Mo-Fr 09:00-18:00" or "Sa 10:00-14:00". */
const weekday = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const openingHoursPattern = new RegExp(
  `^${weekday}(?:-${weekday})? (?:[01]\\d|2[0-3]):[0-5]\\d-(?:[01]\\d|2[0-4]):[0-5]\\d$`,
);

const hours = (label: string, hint?: string) =>
  edited(
    z.strictObject({
      schema: edited(
        matching(
          openingHoursPattern,
          'Write the days and hours like "Mo-Fr 09:00-18:00" (days in two letters, 24-hour times).',
        ),
        { label: "For search engines" },
      ),
      display: line(5, 80, { label: "As the pages say it", hint: 'Such as "Monday to Friday, 9:00 to 18:00".' }),
    }),
    { label, ...(hint ? { hint, collapsed: true } : {}) },
  );

const phone = (label: string, hint: string) =>
  edited(
    matching(
      phonePattern,
      'Write a plus, the country code and the number in groups of digits, such as "+91 22 1234 5678".',
    )
      // E.164: no number has more (docs/decisions/144-content-schemas-and-rules.md).
      .refine(
        (number) => number.replace(/\D/g, "").length <= 15,
        "A phone number has at most 15 digits, the country code included.",
      ),
    { label, hint },
  );

const email = (label: string, hint?: string) =>
  edited(
    z
      .string()
      .trim()
      .email()
      .refine(
        (address) => address.split("@").every((part) => part.length <= emailPartLength),
        `Keep each side of the "@" to ${emailPartLength} characters at most: a longer one does not fit the narrowest column the address is printed in.`,
      ),
    {
      label,
      hint: `${hint ? `${hint} ` : ""}Printed on two lines where a column is narrow, broken after the "@": each side up to ${emailPartLength} characters.`,
    },
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
  city: line(2, 40, { label: "City" }),
  address: edited(list(line(2, 80, { label: "Line" }), 1, 4), { label: "Address lines" }),
  /** schema.org PostalAddress. */
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
  coordinates: coordinates("Decimal degrees, for the maps."),
  // Each left empty is the head office's (app/data/site.ts).
  phone: optional(phone("Phone", "The office's own number. Left empty, the head office's.")),
  chat: optional(phone("WhatsApp number", "The number chats with this office go to. Left empty, the office's phone.")),
  email: optional(email("E-mail", "The office's own address. Left empty, the head office's.")),
  hours: optional(hours("Opening hours", "The office's own hours. Left empty, the head office's.")),
});

export type OfficeFacts = z.infer<typeof officeSchema>;

export const siteFactsSchema = z.strictObject({
  brandName: line(2, 40, { label: "Brand name" }),
  legalName: line(2, 80, { label: "Legal name" }),
  tagline: line(10, 80, { label: "Tagline" }),
  description: paragraph(80, 200, { label: "Description for search engines" }),
  copyrightYear: edited(z.number().int().min(2000).max(2100), { label: "Copyright year" }),
  phone: phone(
    "Phone (the head office and the support line)",
    "Call and WhatsApp links use its digits. An office without a number of its own gives this one.",
  ),
  email: email("E-mail (the head office)", "An office without an address of its own gives this one."),
  social: edited(
    z.strictObject({
      professional: socialLink("Professional network", "linkedin.com"),
      social: socialLink("Social network", "facebook.com"),
      photo: socialLink("Photo network", "instagram.com"),
    }),
    { label: "Social networks" },
  ),
  contactFormId: edited(matching(/^[A-Za-z0-9]*$/, "Use letters and digits only."), {
    label: "Contact form id (Tally)",
    hint: "Leave empty to switch the form off: the contact page then shows the other ways to reach us.",
  }),
  hours: edited(z.strictObject({ support: hours("Support line"), office: hours("The head office") }), {
    label: "Hours",
  }),
  offices: edited(z.array(officeSchema).min(1).max(12), {
    label: "Offices",
    summary: "{{fields.office}}, {{fields.country}}",
    hint: "The first office is the head office. Each office may have its own phone, WhatsApp number, e-mail and hours; what it leaves empty is the head office's.",
  }),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;

export const teamSchema = z.strictObject({
  members: edited(
    list(
      z.strictObject({
        name: line(3, 60, { label: "Name" }),
        role: line(3, 60, { label: "Role" }),
        photo: optional(
          picture({ label: "Portrait", hint: "Without a portrait the page shows the member's initials." }),
        ),
        description: paragraph(60, 400, { label: "Description" }),
      }),
      1,
      12,
    ),
    { label: "Members", summary: "{{fields.name}}, {{fields.role}}" },
  ),
});

/** The blog's categories in the specification, in the order of its chips. */
export const specificationBlogCategories = [
  "Luxury Travel",
  "Cultural Travel",
  "Adventure Luxury",
  "Food & Culture",
  "Eco Travel",
  "Cruise Travel",
  "Travel Tech",
] as const;

export const blogSettingsSchema = z.strictObject({
  featured: optional(
    edited(z.string().trim().min(1), {
      label: "Featured article",
      hint: "The article shown large at the top of the blog. Left empty, or while the chosen article is a draft or scheduled, the newest article is featured.",
      kind: "relation",
      relation: { collection: "articles", valueField: "{{slug}}", displayFields: ["title"], searchFields: ["title"] },
    }),
  ),
  categories: keptList(specificationBlogCategories, "Blog category", {
    label: "Categories",
    hint: "The categories an article chooses from, one chip each on the blog. Add a new one at the end; the first ones are the site's own and stay.",
  }),
});

/**
 * The lists a guide chooses from (content/settings/guides.json): the specification's values, which
 * stay, then staff's own (docs/decisions/161-lists-staff-choose-from-are-content.md).
 */

export const specificationAttractionTypes = [
  "Royal Palace",
  "Cultural Heritage",
  "Natural Wonder",
  "Modern Marvel",
  "UNESCO Heritage",
  "Culinary Experience",
  "Sacred Buddhist Site",
  "Engineering Marvel",
  "Wildlife Safari",
  "Colonial Heritage",
  "Sacred Mountain",
  "Cultural Landscape",
  "Historical Site",
  "River Delta",
  "Cave System",
] as const;

export const specificationDurations = [
  "2-3 hours",
  "3-4 hours",
  "Half Day",
  "Full Day",
  "2-3 Days",
  "2-4 Days",
] as const;

export const guideListsSchema = z.strictObject({
  attractionTypes: keptList(specificationAttractionTypes, "Attraction type", {
    label: "Attraction types",
    hint: "The types a guide's attractions choose from. Add a new one at the end (such as Island); the first ones are the site's own and stay.",
  }),
  durations: keptList(specificationDurations, "Visit duration", {
    label: "Visit durations",
    hint: "How long a visit to an attraction takes, such as Half Day. Add a new one at the end; the first ones stay.",
  }),
});

/** The agency's own standards of a night, which stay (content/settings/trip-lists.json). */
export const agencyAccommodationStandards = [
  "heritage hotel",
  "boutique hotel",
  "4-star hotel",
  "lodge",
  "raft house",
] as const;

export const tripListsSchema = z.strictObject({
  accommodationStandards: keptList(
    agencyAccommodationStandards,
    "Standard",
    {
      label: "Accommodation standards",
      hint: "Where a sample trip's night is spent, at what standard, such as jungle lodge. Add a new one at the end; the agency's own (heritage hotel, boutique hotel, 4-star hotel, lodge, raft house) stay.",
    },
    "agency's",
  ),
});

/** A trip in a festival's months names it in a note as "{{Tet}}", and the page dates it (trip-schema.ts). */
export const festivalsSchema = z.strictObject({
  festivals: edited(
    z
      .array(
        z
          .strictObject({
            name: line(3, 40, {
              label: "Name",
              hint: 'Such as "Tet". A trip\'s note names it in double braces, "{{Tet}}", and the page adds its next dates; a trip in its months must name it.',
            }),
            country: line(2, 40, { label: "Country", hint: "The country it is held in, as the guides name it." }),
            from: day({ label: "First day" }),
            to: day({ label: "Last day" }),
            provisional: edited(z.boolean().optional(), {
              label: "Provisional",
              hint: "On while the official dates are not published: the pages say the dates are provisional, and the due list asks for the official ones.",
            }),
          })
          .refine((festival) => festival.to >= festival.from, {
            path: ["to"],
            message: "The last day must be on or after the first day.",
          }),
      )
      .max(150),
    {
      label: "Festivals and holidays",
      summary: "{{fields.name}} ({{fields.country}}, {{fields.from}})",
      hint: "Add next year's dates before the season is sold; past festivals may be deleted. The due list names a festival with no dates to come.",
    },
  ),
});

/** A pattern staff write: compiled case-insensitive; one that does not compile is refused. */
const pattern = (label: string, hint: string) =>
  edited(
    z
      .string()
      .trim()
      .min(2)
      .max(200)
      .refine((text) => {
        try {
          new RegExp(text, "i");
          return true;
        } catch {
          return false;
        }
      }, "Not a pattern the check can read: write the words, or a valid regular expression."),
    { label, hint },
  );

/**
 * The claims the site makes that hold until a day or must be re-checked, and the facts the content
 * rules guard: each with its review day, which the due list announces (docs/decisions/165-dated-facts.md).
 */
export const datedFactsSchema = z.strictObject({
  facts: edited(
    distinct(
      z.array(
        z
          .strictObject({
            id: edited(
              matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lowercase words joined by hyphens, such as k-eta-exemption."),
              {
                label: "Id",
                hint: 'A page prints the fact where its text says "{{fact:k-eta-exemption}}".',
              },
            ),
            says: paragraph(10, 400, {
              label: "What it says",
              hint: "The fact as a page prints it where a text names it by its id, until the review day.",
            }),
            lapsed: optional(
              paragraph(10, 300, {
                label: "What the pages say after the review day",
                hint: 'Printed instead of the fact from its review day until it is checked again, such as "Check the current rule on the official K-ETA site." Needed for a fact a text names by its id.',
              }),
            ),
            usedIn: edited(list(line(3, 120, { label: "Page or file" }), 0, 12), {
              label: "Where it is used",
            }),
            reviewBy: day({
              label: "Review by",
              hint: "The day it must be checked again (before the day it lapses). The due list shows it a month before.",
            }),
            source: optional(paragraph(3, 600, { label: "Source and notes" })),
            about: optional(
              pattern(
                "Passages about it",
                'Words (or a regular expression) that find the passages stating it, such as "Mirissa[^.]*whale". Every passage of content/ found is checked on each save and build.',
              ),
            ),
            mustSay: optional(
              pattern(
                "Each such passage must say",
                'Such as "November to April". Left empty, a passage found is refused: a statement never to make again.',
              ),
            ),
            refuses: optional(
              line(5, 300, {
                label: "A sentence the check refuses",
                hint: 'Such as "Blue whales off Mirissa from December to April." The pattern must find it, and it must not say what it must.',
              }),
            ),
            problem: optional(
              line(10, 300, {
                label: "What the check tells the writer",
                hint: 'Shown with the passage it refuses, such as "Mirissa\'s blue whales have one season everywhere: November to April."',
              }),
            ),
          })
          .refine((fact) => fact.about === undefined || fact.problem !== undefined, {
            path: ["problem"],
            message: "Say what the check tells the writer of a passage it refuses.",
          })
          // The guard shown to work on a sentence of its own, so that a pattern that finds nothing is refused.
          .refine(
            ({ about, mustSay, refuses }) =>
              about === undefined ||
              (refuses !== undefined &&
                new RegExp(about, "i").test(refuses) &&
                !(mustSay !== undefined && new RegExp(mustSay, "i").test(refuses))),
            {
              path: ["refuses"],
              message:
                "Give a sentence the check refuses: one its passages pattern finds that does not say what it must.",
            },
          ),
      ),
      "an id",
      "id",
    ),
    {
      label: "Dated facts",
      summary: "{{fields.id}} (review by {{fields.reviewBy}})",
      hint: "Every claim that holds until a day or must be re-checked, with its review day.",
    },
  ),
});

export type DatedFact = z.infer<typeof datedFactsSchema>["facts"][number];

const clockTime = (label: string) =>
  edited(matching(/^(?:[01]?\d|2[0-3]):[0-5]\d$/, 'Write a 24-hour time, such as "9:00" or "21:00".'), { label });

const bookingSchema = z.strictObject({
  reply: edited(
    z
      .strictObject({
        within: line(3, 30, { label: "We reply within", hint: 'Such as "two hours".' }),
        from: clockTime("From (India time)"),
        to: clockTime("Until (India time)"),
      })
      .refine((reply) => Number(reply.to.replace(":", ".")) > Number(reply.from.replace(":", ".")), {
        path: ["to"],
        message: "Replies must end after they start.",
      }),
    {
      label: "Replies by chat and phone",
      hint: 'Printed beside every chat and call button: "We reply within two hours, 9:00 to 21:00 India time, every day; a message sent outside those hours is answered from 9:00."',
    },
  ),
  writtenReplyWithin: line(3, 30, {
    label: "Replies by form and e-mail: within",
    hint: 'Printed beside the contact form and every e-mail address, such as "24 hours" (the specification\'s promise).',
  }),
  quoteWithin: line(3, 40, {
    label: "A written quote within",
    hint: 'Of knowing the dates, party and hotel level, such as "two working days".',
  }),
  quoteHolds: line(3, 30, { label: "A quote holds for", hint: 'Such as "seven days".' }),
  depositPercent: edited(z.number().int().min(1).max(100), {
    label: "Deposit (% of the trip's price)",
    hint: "It confirms the booking.",
  }),
  balanceDays: edited(z.number().int().min(0).max(180), {
    label: "Balance due (days before departure)",
    hint: "A booking made later pays in full.",
  }),
  payment: line(5, 100, {
    label: "Ways to pay",
    hint: 'Follows "Pay by", such as "card, bank transfer or UPI, or in agreed installments".',
  }),
  gst: edited(z.enum(gstBases), { label: "GST on the tour package", hint: "In the prices shown, or added to them." }),
  gstSince: day({
    label: "Price basis since",
    hint: "The day the GST basis above last changed: every trip's price checked before it is on the due list until it is checked again.",
  }),
  tcsRate: line(1, 20, {
    label: "TCS rate at the time of writing",
    hint: 'Such as "2%": added on the invoice for Indian residents at the rate in force.',
  }),
  childAges: edited(
    z
      .strictObject({
        from: edited(z.number().int().min(0).max(17), { label: "From age" }),
        to: edited(z.number().int().min(1).max(17), { label: "To age" }),
      })
      .refine((ages) => ages.to > ages.from, { path: ["to"], message: "The last age must be above the first." }),
    {
      label: "Child price: ages",
      hint: "Younger children travel on request; older ones pay as adults.",
    },
  ),
  peakDates: line(5, 120, {
    label: "Peak dates with hotel supplements, every country",
    hint: 'Quoted separately, such as "Christmas to New Year and Diwali week".',
  }),
  countryPeakDates: edited(
    distinct(
      z.array(
        z.strictObject({
          country: line(2, 40, { label: "Country", hint: "As the guides name it." }),
          dates: line(5, 160, {
            label: "Its own peak dates",
            hint: 'Such as "Tet and 30 April to 1 May": a trip in this country names them after those of every country.',
          }),
        }),
      ),
      "a country",
      "country",
    ),
    { label: "Peak dates of each country", summary: "{{fields.country}}" },
  ),
});

export type BookingFacts = z.infer<typeof bookingSchema>;

/**
 * Every settings file, named once. Each reaches the code one way: parsed with its schema into its
 * module, app/generated/settings/<file>.ts, by `npm run assets` before anything imports the content
 * registry, which lists these for /admin (docs/decisions/176-settings-reach-code-one-way.md).
 */
export const settingsFiles = [
  {
    name: "site",
    label: "Business facts (phone, e-mail, offices, hours)",
    file: "content/settings/site.json",
    schema: siteFactsSchema,
    module: "siteFacts",
    entry: "the business facts",
    preview: "facts",
  },
  {
    name: "booking",
    label: "How booking works (replies, quotes, payment, price basis)",
    file: "content/settings/booking.json",
    schema: bookingSchema,
    module: "bookingFacts",
    entry: "how booking works",
  },
  {
    name: "team",
    label: "Team",
    file: "content/settings/team.json",
    schema: teamSchema,
    module: "teamFacts",
    entry: "the team",
    preview: "team",
  },
  {
    name: "blog",
    label: "Blog: the featured article and the categories",
    file: "content/settings/blog.json",
    schema: blogSettingsSchema,
    module: "blogSettings",
    entry: "the blog's settings",
  },
  {
    name: "festivals",
    label: "Festivals and holidays",
    file: "content/settings/festivals.json",
    schema: festivalsSchema,
    module: "festivalCalendar",
    entry: "the festivals and holidays",
  },
  {
    name: "dated-facts",
    label: "Dated facts (claims with a review day, and what the checks guard)",
    file: "content/settings/dated-facts.json",
    schema: datedFactsSchema,
    module: "datedFacts",
    entry: "the dated facts",
    // Its texts are no page's: they quote what the rules refuse.
    passages: false,
  },
  {
    // Not "guides": /admin registers a file's preview under the file's name, and the destination
    // guides' preview is registered under "guides".
    name: "guide-lists",
    label: "Lists of the destination guides (attraction types, durations)",
    file: "content/settings/guides.json",
    schema: guideListsSchema,
    module: "guideLists",
    entry: "the lists of the destination guides",
  },
  {
    name: "trip-lists",
    label: "Lists of the sample trips (accommodation standards)",
    file: "content/settings/trip-lists.json",
    schema: tripListsSchema,
    module: "tripLists",
    entry: "the lists of the sample trips",
  },
] as const;

type SettingsFile = (typeof settingsFiles)[number];

/** A settings file's value as its module holds it. */
export type SettingsValue<N extends SettingsFile["name"]> = z.output<Extract<SettingsFile, { name: N }>["schema"]>;
