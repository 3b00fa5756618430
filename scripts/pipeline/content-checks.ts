import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { collectionOf, isFolder, settings, type Collection } from "#app/lib/content/collections.ts";
import {
  articleProblems,
  guideProblems,
  officeProblems,
  passageProblems,
  passagesOf,
  priceEndProblems,
  problemLine,
  type GuideFacts,
  type Passage,
  type PriceEnd,
  type RuleContext,
} from "#app/lib/content/content-rules.ts";
import { splitFrontmatter } from "#app/lib/content/frontmatter.ts";
import { officePlaceProblems, type OfficePlace } from "#app/lib/maps/office-country.server.ts";
import { guideUseProblems, readJsonFile } from "./destination-index.ts";
import { contentFiles, missingPictures } from "./picture-uses.ts";

/**
 * What the build checks in content/ before a page is rendered (the loaders check the pages' own
 * files as they read them). Each problem begins with the file and names the field.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The settings files read and parsed with their schemas: each file's parsed value, or its problems. */
export function readSettings(projectRoot: string = root): { problems: string[]; values: Map<string, unknown> } {
  const problems: string[] = [];
  const values = new Map<string, unknown>();
  for (const { file, schema } of settings.files) {
    const read = readJsonFile(projectRoot, file, schema);
    problems.push(...read.problems);
    if (read.problems.length === 0) values.set(file, read.value);
  }
  return { problems, values };
}

/** Every problem of content/settings; an office's point against its country once the file passes its schema. */
export function checkSettings(projectRoot: string = root): string[] {
  const { problems, values } = readSettings(projectRoot);
  const site = values.get("content/settings/site.json") as { offices: OfficePlace[] } | undefined;
  return [...problems, ...(site ? officePlaceProblems(site.offices) : [])];
}

/** A file of a collection, read as the content manager writes it: its fields, and a Markdown file's body. */
function readEntry(collection: Collection, full: string): Record<string, unknown> | undefined {
  try {
    const text = readFileSync(full, "utf8");
    if (collection.format === "json") return JSON.parse(text) as Record<string, unknown>;
    if (collection.format === "yaml") return (parseYaml(text) ?? {}) as Record<string, unknown>;
    const parts = splitFrontmatter(text);
    if (!parts) return undefined;
    return { ...((parseYaml(parts.frontmatter) ?? {}) as Record<string, unknown>), body: parts.body };
  } catch {
    // Unreadable: the loader that reads the file names what is wrong with it.
    return undefined;
  }
}

/** Every content rule broken in content/; an entry that fails its schema is left to the schema's message. */
export function contentRuleProblems(projectRoot: string = root): string[] {
  const site = readSettings(projectRoot).values.get(settings.files[0].file) as
    { offices: RuleContext["offices"]; hours: { support: { display: string } } } | undefined;
  if (!site) return [];
  const context: RuleContext = { offices: site.offices, supportHours: site.hours.support.display };
  const passages: Passage[] = [];
  const priceEnds: PriceEnd[] = [];
  const entryProblems = contentFiles(projectRoot).flatMap((file) => {
    const { collection, file: named } = collectionOf(file)!;
    const data = readEntry(collection, path.join(projectRoot, file));
    if (!data) return [];
    const schema = isFolder(collection) ? collection.schema : named!.schema;
    const { body, ...fields } = data;
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return [];
    const checked = parsed.data as Record<string, unknown>;
    // Passages are checked together: a season told in two entries is one season.
    passages.push(...passagesOf(file, typeof body === "string" ? { ...fields, body } : fields));
    if (collection.name === "trips") {
      const trip = checked as { title: string; price: { validUntil: string } };
      priceEnds.push({ file, title: trip.title, validUntil: trip.price.validUntil });
    }
    return [
      ...(collection.name === "articles" && typeof body === "string"
        ? articleProblems({ file, date: String(checked.date), updated: checked.updated as string | undefined, body })
        : []),
      ...(collection.name === "guides"
        ? guideProblems({ ...(checked as Omit<GuideFacts, "file">), file }, context)
        : []),
      ...(file === settings.files[0].file ? officeProblems(file, context.offices) : []),
    ];
  });
  return [...passageProblems(passages, context), ...priceEndProblems(priceEnds), ...entryProblems].map(problemLine);
}

export function checkContent(projectRoot: string = root): string[] {
  return [
    ...checkSettings(projectRoot),
    ...missingPictures(projectRoot),
    ...guideUseProblems(projectRoot),
    ...contentRuleProblems(projectRoot),
  ];
}
