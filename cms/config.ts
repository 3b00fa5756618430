import { blogCategories } from "~/data/blog-categories";
import { attractionDurations, attractionTypes, destinationNames, reasonIcons } from "~/data/destinations";
import { slugify } from "~/utils/slug";
import { articleWords } from "~/lib/content/article-rules";
import { monthRatings } from "~/lib/content/destination-guide";
import { monthRangePattern } from "~/lib/content/months";

/**
 * The content manager's configuration (Decap CMS, served at /admin). Its fields mirror the
 * build's schemas (app/lib/content/*-schema.ts, destination-guide.ts), with the same lists and
 * limits, so that staff see a clear message in the editor instead of a failed build; the build
 * still checks everything and names the file and the field. cms/config.test.ts holds the two
 * side by side.
 */

/** Where the content manager saves: the git host's repository and branch, set when the site is built. */
export interface CmsSettings {
  /** "owner/name" of the GitHub repository (CMS_GITHUB_REPO). */
  repo: string;
  branch: string;
  /** The site's origin, which also serves the sign-in handshake (/oauth/auth, /oauth/callback). */
  origin: string;
}

type Field = Record<string, unknown> & { name: string; label: string; widget: string };

const lengthPattern = (min: number, max: number, what = "characters"): [string, string] => [
  `^[\\s\\S]{${min},${max}}$`,
  `Write ${min} to ${max} ${what}.`,
];

const string = (name: string, label: string, min: number, max: number, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: "string",
  pattern: lengthPattern(min, max),
  ...extra,
});

const text = (name: string, label: string, min: number, max: number, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: "text",
  pattern: lengthPattern(min, max),
  ...extra,
});

const picture = (name: string, label: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: "image",
  choose_url: false,
  hint: "Choose a picture of the site or upload one (JPEG, PNG or SVG, named in lowercase words joined by hyphens). A picture uploaded with an existing picture's name replaces it everywhere.",
  ...extra,
});

const select = (name: string, label: string, options: readonly string[], extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: "select",
  options: [...options],
  ...extra,
});

const list = (name: string, label: string, fields: Field[], extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: "list",
  fields,
  ...extra,
});

/** A point on the maps, in decimal degrees (north and east positive). */
const coordinates = (hint: string): Field => ({
  name: "coordinates",
  label: "Position on the map",
  widget: "object",
  hint,
  fields: [
    { name: "lat", label: "Latitude (north)", widget: "number", value_type: "float", min: -90, max: 90 },
    { name: "lon", label: "Longitude (east)", widget: "number", value_type: "float", min: -180, max: 180 },
  ],
});

const articleFields: Field[] = [
  string("title", "Title", 5, 90),
  {
    name: "slug",
    label: "Address (slug)",
    widget: "string",
    pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "Lowercase words joined by hyphens, such as hoi-an-by-night."],
    hint: "The article's address: /blog/<slug>. Do not change it once the article is published.",
  },
  {
    name: "id",
    label: "Number",
    widget: "number",
    value_type: "int",
    min: 1,
    hint: "A number no other article uses (the next free one).",
  },
  text("excerpt", "Excerpt", 20, 240, {
    hint: "One or two sentences for the blog list, search engines and link previews.",
  }),
  picture("image", "Main picture"),
  string("imageAlt", "Main picture: alt text", 5, 200, {
    hint: "What the picture shows, for readers who cannot see it.",
  }),
  string("author", "Author", 2, 60),
  {
    name: "date",
    label: "Date",
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "YYYY-MM-DD",
    time_format: false,
    picker_utc: true,
    hint: "An article dated in the future is published by the first build on or after that day.",
  },
  {
    name: "updated",
    label: "Updated",
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "YYYY-MM-DD",
    time_format: false,
    picker_utc: true,
    required: false,
    hint: "The day you last revised a published article, if you did: shown beside the date. Leave it empty otherwise.",
  },
  select("category", "Category", blogCategories),
  { name: "featured", label: "Featured (the one article at the top of the blog)", widget: "boolean", default: false },
  { name: "draft", label: "Draft (published nowhere while on)", widget: "boolean", default: false, required: false },
  {
    name: "body",
    label: "Article",
    widget: "article-body",
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
    editor_components: ["image"],
    hint: `${articleWords.min} to ${articleWords.max} words, in sections under "Heading 2", with at least two pictures ("Picture with caption"), each with alt text and a caption.`,
  },
];

const guideFields: Field[] = [
  select("name", "Destination", destinationNames),
  text("description", "Search-engine description", 80, 170),
  text("intro", "Introduction", 150, 800),
  list("stats", "Headline figures", [string("value", "Figure", 1, 12), string("label", "Label", 3, 40)], {
    required: false,
    min: 2,
    max: 4,
  }),
  list(
    "reasons",
    "Reasons to visit",
    [select("icon", "Icon", reasonIcons), string("title", "Title", 3, 40), text("description", "Description", 40, 260)],
    { min: 6, max: 6, summary: "{{fields.title}}" },
  ),
  list(
    "attractions",
    "Attractions",
    [
      string("name", "Name", 3, 60),
      string("location", "Location", 3, 60),
      text("description", "Description", 120, 560),
      select("type", "Type", attractionTypes),
      select("duration", "Duration", attractionDurations),
      picture("image", "Picture"),
      string("imageAlt", "Picture: alt text", 10, 200),
      string("region", "Region (for the map's list of places)", 3, 40),
      coordinates(
        "Decimal degrees, such as 20.91 and 107.18 for Ha Long Bay; the build checks that it lies in the country.",
      ),
    ],
    { min: 6, max: 6, summary: "{{fields.name}}" },
  ),
  {
    name: "tips",
    label: "Travel tips",
    widget: "object",
    fields: [
      list(
        "bestTime",
        "Best time to visit",
        [
          string("label", "Region or season", 3, 40),
          {
            name: "months",
            label: "Months",
            widget: "string",
            pattern: [
              "^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$",
              'A month range such as "Oct-Apr".',
            ],
          },
          text("note", "Note", 20, 200),
        ],
        { min: 2, max: 4, summary: "{{fields.label}}: {{fields.months}}" },
      ),
      list(
        "essentials",
        "Essentials",
        [string("label", "Label", 3, 30), string("value", "Value", 2, 60), text("detail", "Detail", 20, 240)],
        {
          min: 2,
          max: 4,
          summary: "{{fields.label}}",
        },
      ),
      list(
        "whenToGo",
        "Month by month",
        [
          string("region", "Region (as in the best-time tips) or the whole country", 3, 40),
          list(
            "periods",
            "Periods (together, every month once)",
            [
              {
                name: "months",
                label: "Months",
                widget: "string",
                pattern: [monthRangePattern.source, 'A month or a month range such as "May" or "Oct-Apr".'],
              },
              select("rating", "Rating", monthRatings),
              string("reason", "Reason (monsoon, typhoons, cold, heat)", 8, 90),
            ],
            { min: 2, max: 8, summary: "{{fields.months}}: {{fields.rating}}" },
          ),
        ],
        {
          min: 1,
          max: 4,
          summary: "{{fields.region}}",
          hint: "The best months must agree with the best-time tips; the build checks it.",
        },
      ),
    ],
  },
  {
    name: "capital",
    label: "Capital (marked on the map)",
    widget: "object",
    fields: [string("name", "Name", 3, 40), coordinates("Decimal degrees.")],
  },
];

const hoursFields = (label: string): Field => ({
  name: label === "Support line" ? "support" : "office",
  label,
  widget: "object",
  fields: [
    {
      name: "schema",
      label: "For search engines",
      widget: "string",
      pattern: [
        "^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d$",
        'Days and hours written like "Mo-Fr 09:00-18:00".',
      ],
    },
    string("display", "As the pages say it", 5, 80),
  ],
});

const social = (name: string, label: string, host: string): Field => ({
  name,
  label,
  widget: "object",
  fields: [
    string("label", "Network name", 2, 30),
    {
      name: "href",
      label: "Address",
      widget: "string",
      pattern: [`^https://([a-z0-9-]+\\.)*${host.replace(".", "\\.")}/`, `A https:// address on ${host}.`],
    },
  ],
});

const siteFields: Field[] = [
  string("brandName", "Brand name", 2, 40),
  string("legalName", "Legal name", 2, 80),
  string("tagline", "Tagline", 10, 80),
  text("description", "Description for search engines", 80, 200),
  { name: "copyrightYear", label: "Copyright year", widget: "number", value_type: "int", min: 2000, max: 2100 },
  {
    name: "phone",
    label: "Phone (every office and the support line)",
    widget: "string",
    pattern: [
      "^\\+\\d{1,3}( \\d{1,6}){1,5}$",
      'A plus, the country code and the number in groups of digits, such as "+91 22 1234 5678".',
    ],
    hint: "Call and WhatsApp links use its digits.",
  },
  {
    name: "email",
    label: "E-mail (every office)",
    widget: "string",
    pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An e-mail address such as hello@example.com."],
  },
  {
    name: "social",
    label: "Social networks",
    widget: "object",
    fields: [
      social("professional", "Professional network", "linkedin.com"),
      social("social", "Social network", "facebook.com"),
      social("photo", "Photo network", "instagram.com"),
    ],
  },
  {
    name: "contactFormId",
    label: "Contact form id (Tally)",
    widget: "string",
    required: false,
    pattern: ["^[A-Za-z0-9]*$", "Letters and digits only."],
    hint: "Leave empty to switch the form off: the contact page then shows the other ways to reach us.",
  },
  { name: "hours", label: "Hours", widget: "object", fields: [hoursFields("Support line"), hoursFields("Offices")] },
  list(
    "offices",
    "Offices",
    [
      string("country", "Country", 2, 40),
      string("office", "Office name", 3, 60),
      string("city", "City", 2, 40),
      { name: "address", label: "Address lines", widget: "list", field: string("line", "Line", 2, 80), min: 1, max: 4 },
      {
        name: "postal",
        label: "Address for search engines",
        widget: "object",
        collapsed: true,
        fields: [
          string("streetAddress", "Street", 3, 120),
          string("addressLocality", "City", 2, 60),
          string("addressRegion", "Region", 2, 60, { required: false }),
          string("postalCode", "Postal code", 3, 12, { required: false }),
          {
            name: "addressCountry",
            label: "Country code",
            widget: "string",
            pattern: ["^[A-Z]{2}$", "A two-letter country code such as IN, LK or VN."],
          },
        ],
      },
      coordinates("Decimal degrees, for the maps."),
    ],
    { min: 1, max: 12, summary: "{{fields.office}}, {{fields.country}}", hint: "The first office is the head office." },
  ),
];

const teamFields: Field[] = [
  list(
    "members",
    "Members",
    [
      string("name", "Name", 3, 60),
      string("role", "Role", 3, 60),
      picture("photo", "Portrait", {
        required: false,
        hint: "Without a portrait the page shows the member's initials.",
      }),
      text("description", "Description", 60, 400),
    ],
    { min: 1, max: 12, summary: "{{fields.name}}, {{fields.role}}" },
  ),
];

const legalFields: Field[] = [
  string("title", "Title", 1, 80),
  text("description", "Search-engine description", 20, 170),
  {
    name: "lastUpdated",
    label: "Last updated",
    widget: "string",
    pattern: ["^[A-Z][a-z]+ \\d{4}$", 'A month and year, such as "December 2024".'],
  },
  {
    name: "body",
    label: "Text",
    widget: "markdown",
    hint: "Write {{email}}, {{phone}}, {{legalName}} or {{headOfficeAddress}} instead of those facts.",
  },
];

export function cmsConfig({ repo, branch, origin }: CmsSettings) {
  return {
    load_config_file: false,
    backend: { name: "github", repo, branch, base_url: origin, auth_endpoint: "oauth/auth" },
    // On localhost, the content manager reads and writes the files of this checkout through
    // decap-server (npm run cms) instead of the git host.
    local_backend: { url: "http://localhost:8081/api/v1", allowed_hosts: ["localhost", "127.0.0.1"] },
    publish_mode: "simple",
    site_url: origin,
    display_url: origin,
    logo_url: "/favicon.svg",
    media_folder: "content/images",
    public_folder: "/content/images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "articles",
        label: "Articles",
        label_singular: "Article",
        folder: "content/blog",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        slug: "{{fields.slug}}",
        identifier_field: "title",
        summary: "{{title}} ({{date}}){{draft | ternary(' · draft', '')}}",
        sortable_fields: ["date", "title", "category"],
        fields: articleFields,
      },
      {
        name: "guides",
        label: "Destination guides",
        label_singular: "Destination guide",
        extension: "yaml",
        // Decap's generic preview lists the fields; the site's own pages are the preview (npm run dev).
        editor: { preview: false },
        files: destinationNames.map((name) => ({
          name: slugify(name),
          label: name,
          file: `content/destinations/${slugify(name)}.yaml`,
          fields: guideFields,
        })),
      },
      {
        name: "policies",
        label: "Policies",
        files: [
          { name: "privacy", label: "Privacy policy", file: "content/legal/privacy.md", fields: legalFields },
          { name: "terms", label: "Terms and conditions", file: "content/legal/terms.md", fields: legalFields },
        ],
      },
      {
        name: "settings",
        label: "Business facts and team",
        editor: { preview: false },
        files: [
          {
            name: "site",
            label: "Business facts (phone, e-mail, offices, hours)",
            file: "content/settings/site.json",
            fields: siteFields,
          },
          { name: "team", label: "Team", file: "content/settings/team.json", fields: teamFields },
        ],
      },
    ],
  };
}

export type { Field as CmsField };
