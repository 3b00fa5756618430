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
import { legalSchema } from "./legal-schema.ts";
import { businessTokens, placeholderProblem, unknownPlaceholders, type Filling } from "./placeholders.ts";
import { settingsFiles, type BookingFacts, type SiteFacts } from "./settings-schema.ts";
import { festivalNote, tripSchema } from "./trip-schema.ts";

/** Every collection of content/, declared once (docs/decisions/144-content-schemas-and-rules.md). */

type SettingsName = (typeof settingsFiles)[number]["name"];

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
  /** Where an unknown token is another check's (placeholders.ts). */
  keep?: Filling["keep"];
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
  keep: festivalNote,
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
    hint: `Write a fact's placeholder instead of the fact: ${businessTokens.join(", ")}, or a dated fact as {{fact:its-id}}. The page fills them in from the business facts and follows the list of offices.`,
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

const settingsRules: Partial<Record<SettingsName, ContentFile["rules"]>> = {
  site: ({ file, data }) => officeProblems(file, (data as SiteFacts).offices),
  booking: ({ file, data }, { priceBasis }) => priceBasisProblems(file, data as BookingFacts, priceBasis),
};

export const settings = {
  name: "settings",
  label: "Business facts, team, blog, festivals and guide lists",
  format: "json",
  files: settingsFiles.map((file): ContentFile => ({ ...file, rules: settingsRules[file.name] })),
} satisfies FilesCollection;

/** Every collection, in the content manager's order. */
export const collections: readonly Collection[] = [articles, guides, trips, policies, settings];

/** A collection, or a named file of one, by the content manager's key: "trips", "settings/site". */
export function ownerOf(key: string): FolderCollection | ContentFile | undefined {
  const [name, fileName] = key.split("/");
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection || isFolder(collection)) return collection;
  return collection.files.find((file) => file.name === fileName);
}

/**
 * Every content rule an entry breaks: its placeholders, its texts' (unless the build checks all
 * passages together) and its collection's own. `data` has passed the entry's schema.
 */
export function ruleProblems(
  owner: FolderCollection | ContentFile,
  { file, data, body }: Entry<unknown>,
  context: RuleContext,
  withPassages = true,
): RuleProblem[] {
  const passages = entryPassages(owner, { file, data, body });
  return [
    ...passages
      .filter((item) => !owner.keep?.(item.path))
      .flatMap((item) =>
        unknownPlaceholders(item.text, context).map((name) => ({
          file: item.file,
          path: item.path,
          message: placeholderProblem(name),
        })),
      ),
    ...(withPassages ? passageProblems(passages, context) : []),
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
