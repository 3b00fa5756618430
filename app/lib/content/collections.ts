import type { z } from "zod";
import { articleWords } from "./article-body.ts";
import { blogFrontmatterSchema } from "./blog-schema.ts";
import {
  articleProblems,
  guideProblems,
  officeProblems,
  passageProblems,
  passagesOf,
  priceBasisProblems,
  priceEndProblems,
  type RuleContext,
  type RuleProblem,
} from "./content-rules.ts";
import { destinationGuideSchema } from "./destination-schema.ts";
import { listSettings } from "./guide-lists-schema.ts";
import { legalSchema } from "./legal-schema.ts";
import { bookingSchema, datedFactsSchema, festivalsSchema, siteFactsSchema, teamSchema } from "./settings-schema.ts";
import { tripSchema } from "./trip-schema.ts";

/** Every collection of content/, declared once (docs/decisions/144-content-schemas-and-rules.md). */

export type ContentFormat = "frontmatter" | "yaml" | "json";

/** The content manager's previews (cms/main.tsx gives each its component). */
export type PreviewName = "article" | "guide" | "trip" | "policy" | "facts" | "team";

export interface BodyField {
  /** "article": the article editor with figures; "policy": plain Markdown with the facts' placeholders. */
  kind: "article" | "policy";
  label: string;
  hint: string;
}

/** An entry as its rules read it: its file, its fields parsed with its schema, a Markdown file's body. */
export interface Entry<T> {
  file: string;
  data: T;
  body?: string;
}

/** The content rules of an entry beyond its schema (content-rules.ts), which the build and /admin both run. */
interface Ruled<T> {
  rules?(entry: Entry<T>, context: RuleContext): RuleProblem[];
  /** False for a file whose texts are no page's: the dated facts quote what the rules refuse. */
  passages?: false;
}

export interface ContentFile extends Ruled<unknown> {
  /** Its entry's slug in the content manager. */
  name: string;
  label: string;
  file: string;
  schema: z.ZodType;
  preview?: PreviewName;
  /** What the messages call the entry ("the team"). */
  entry: string;
  /** For a settings file the pages read: its export from app/generated/settings/<name>.ts. */
  module?: string;
}

interface CollectionBase {
  name: string;
  label: string;
  format: ContentFormat;
  body?: BodyField;
}

/** One file per entry, the file name its address. */
export interface FolderCollection<S extends z.ZodType = z.ZodType> extends CollectionBase, Ruled<z.infer<S>> {
  folder: string;
  extension: "md" | "yaml" | "json";
  schema: S;
  preview?: PreviewName;
  singular: string;
  list: { summary: string; sortableFields: string[]; identifierField: string };
}

export interface FilesCollection extends CollectionBase {
  files: ContentFile[];
}

export type Collection = FolderCollection | FilesCollection;

export const articles = {
  name: "articles",
  label: "Articles",
  singular: "article",
  folder: "content/blog",
  extension: "md",
  format: "frontmatter",
  schema: blogFrontmatterSchema,
  body: {
    kind: "article",
    label: "Article",
    hint: `${articleWords.min} to ${articleWords.max} words, in sections under "Heading 2", with at least two pictures ("Picture with caption"), each with alt text and a caption.`,
  },
  preview: "article",
  rules: ({ file, data, body }: Entry<z.infer<typeof blogFrontmatterSchema>>) =>
    body === undefined ? [] : articleProblems({ file, date: data.date, updated: data.updated, body }),
  list: {
    summary: "{{title}} ({{date}}){{draft | ternary(' · draft', '')}}",
    sortableFields: ["date", "title", "category"],
    identifierField: "title",
  },
} as const satisfies FolderCollection;

export const trips = {
  name: "trips",
  label: "Sample trips",
  singular: "trip",
  folder: "content/trips",
  extension: "yaml",
  format: "yaml",
  schema: tripSchema,
  preview: "trip",
  // Its price's last day against the other trips' (as published, in /admin).
  rules: ({ file, data }: Entry<z.infer<typeof tripSchema>>, { priceEnds = [] }: RuleContext) =>
    priceEndProblems([
      { file, title: data.title, validUntil: data.price.validUntil },
      ...priceEnds.filter((end) => end.file !== file),
    ]).filter((item) => item.file === file),
  list: { summary: "{{title}} ({{destination}})", sortableFields: ["title", "destination"], identifierField: "title" },
} as const satisfies FolderCollection;

export const guides = {
  name: "guides",
  label: "Destination guides",
  singular: "destination guide",
  folder: "content/destinations",
  extension: "yaml",
  format: "yaml",
  schema: destinationGuideSchema,
  preview: "guide",
  rules: ({ file, data }: Entry<z.infer<typeof destinationGuideSchema>>, context: RuleContext) =>
    guideProblems({ ...data, file }, context),
  list: { summary: "{{order}}. {{name}}: {{tagline}}", sortableFields: ["order", "name"], identifierField: "name" },
} as const satisfies FolderCollection;

export const policies = {
  name: "policies",
  label: "Policies",
  format: "frontmatter",
  body: {
    kind: "policy",
    label: "Text",
    hint: "Write a fact's placeholder instead of the fact, such as {{email}}, {{phone}}, {{legalName}}, {{headOfficeAddress}}, {{headOfficeCity}}, {{officeCities}} or {{officeCountries}}, or one of how booking works: {{replyTime}}, {{replyFrom}}, {{quoteWithin}}, {{quoteHolds}}, {{depositPercent}}, {{balanceDays}}, {{payment}}, {{gst}}, {{tcsRate}}, {{children}}, {{peakDates}}. The page fills them in from the business facts and follows the list of offices.",
  },
  files: [
    { name: "privacy", label: "Privacy policy", file: "content/legal/privacy.md" },
    { name: "terms", label: "Terms and conditions", file: "content/legal/terms.md" },
  ].map((file) => ({
    ...file,
    schema: legalSchema,
    preview: "policy" as const,
    entry: `the ${file.label.toLowerCase()}`,
  })),
} satisfies FilesCollection;

export const settings = {
  name: "settings",
  label: "Business facts, team, blog, festivals and guide lists",
  format: "json",
  files: [
    {
      name: "site",
      label: "Business facts (phone, e-mail, offices, hours)",
      file: "content/settings/site.json",
      schema: siteFactsSchema,
      preview: "facts",
      entry: "the business facts",
      module: "siteFacts",
      rules: ({ file, data }: Entry<z.infer<typeof siteFactsSchema>>) => officeProblems(file, data.offices),
    },
    {
      name: "booking",
      label: "How booking works (replies, quotes, payment, price basis)",
      file: "content/settings/booking.json",
      schema: bookingSchema,
      entry: "how booking works",
      module: "bookingFacts",
      rules: ({ file, data }: Entry<z.infer<typeof bookingSchema>>, { priceBasis }: RuleContext) =>
        priceBasisProblems(file, data, priceBasis),
    },
    {
      name: "team",
      label: "Team",
      file: "content/settings/team.json",
      schema: teamSchema,
      preview: "team",
      entry: "the team",
      module: "teamFacts",
    },
    {
      name: "blog",
      label: "Blog: the featured article and the categories",
      ...listSettings.blog,
      entry: "the blog's settings",
    },
    {
      name: "festivals",
      label: "Festivals and holidays",
      file: "content/settings/festivals.json",
      schema: festivalsSchema,
      entry: "the festivals and holidays",
    },
    {
      name: "dated-facts",
      label: "Dated facts (claims with a review day, and what the checks guard)",
      file: "content/settings/dated-facts.json",
      schema: datedFactsSchema,
      entry: "the dated facts",
      module: "datedFacts",
      passages: false,
    },
    {
      // Not "guides": the content manager registers a file's preview under the file's name, and the
      // destination guides' preview is registered under "guides".
      name: "guide-lists",
      label: "Lists of the destination guides (attraction types, durations)",
      ...listSettings.guides,
      entry: "the lists of the destination guides",
    },
    {
      name: "trip-lists",
      label: "Lists of the sample trips (accommodation standards)",
      ...listSettings.trips,
      entry: "the lists of the sample trips",
    },
  ],
} as const satisfies FilesCollection;

/** Every collection, in the content manager's order. */
export const collections: readonly Collection[] = [articles, guides, trips, policies, settings];

type SettingsFile = (typeof settings.files)[number];

/** A settings file, typed by its own schema. */
export function settingsFile<N extends SettingsFile["name"]>(name: N): Extract<SettingsFile, { name: N }> {
  return settings.files.find((file): file is Extract<SettingsFile, { name: N }> => file.name === name)!;
}

/** A collection, or a named file of one, by the content manager's key: "trips", "settings/site". */
export function ownerOf(key: string): FolderCollection | ContentFile | undefined {
  const [name, fileName] = key.split("/");
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection || isFolder(collection)) return collection;
  return collection.files.find((file) => file.name === fileName);
}

/**
 * Every content rule an entry breaks: its texts' (unless the build checks all passages together)
 * and its collection's own. `data` has passed the entry's schema.
 */
export function ruleProblems(
  owner: FolderCollection | ContentFile,
  { file, data, body }: Entry<unknown>,
  context: RuleContext,
  withPassages = true,
): RuleProblem[] {
  return [
    ...(withPassages ? passageProblems(entryPassages(owner, { file, data, body }), context) : []),
    ...(owner.rules?.({ file, data, body }, context) ?? []),
  ];
}

/** An entry's texts, each with its path of fields, for the rules every text keeps. */
export function entryPassages(owner: FolderCollection | ContentFile, { file, data, body }: Entry<unknown>) {
  if (owner.passages === false) return [];
  return passagesOf(file, body === undefined ? data : { ...(data as object), body });
}

export function isFolder(collection: Collection): collection is FolderCollection {
  return "folder" in collection;
}

/** The collection (and for named files, the file) a path of content/ belongs to. */
export function collectionOf(file: string): { collection: Collection; file?: ContentFile } | undefined {
  for (const collection of collections) {
    if (isFolder(collection)) {
      const prefix = `${collection.folder}/`;
      const name = file.slice(prefix.length);
      if (file.startsWith(prefix) && !name.includes("/") && name.endsWith(`.${collection.extension}`))
        return { collection };
    } else {
      const entry = collection.files.find((candidate) => candidate.file === file);
      if (entry) return { collection, file: entry };
    }
  }
  return undefined;
}
