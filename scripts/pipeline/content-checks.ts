import { readFileSync } from "node:fs";
import path from "node:path";
import {
  collectionOf,
  entryPassages,
  ruleProblems,
  trips,
  type Collection,
  type FolderCollection,
} from "#app/lib/content/collections.ts";
import { passageProblems, problemLine, ruleContext, type RuleContext } from "#app/lib/content/content-rules.ts";
import type { Trip } from "#app/lib/content/trip-schema.ts";
import { parseSource, splitFrontmatter } from "#app/lib/content/frontmatter.ts";
import { officePlaceProblems } from "#app/lib/maps/office-country.server.ts";
import { guideUseProblems } from "./destination-index.ts";
import { contentFiles, missingPictures } from "./picture-uses.ts";
import { readSettings } from "./settings-module.ts";

/**
 * What the build checks in content/ before a page is rendered (the loaders check the pages' own
 * files as they read them). Each problem begins with the file and names the field.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Every problem of content/settings; an office's point against its country once the file passes its schema. */
export function checkSettings(projectRoot: string = root): string[] {
  const { problems, values } = readSettings(projectRoot);
  return [...problems, ...(values.site ? officePlaceProblems(values.site.offices) : [])];
}

/** A file of a collection, read as the content manager writes it: its fields, and a Markdown file's body. */
function readEntry(collection: Collection, full: string): Record<string, unknown> | undefined {
  try {
    const text = readFileSync(full, "utf8");
    if (collection.format !== "frontmatter") return parseSource(text, collection.format) as Record<string, unknown>;
    const parts = splitFrontmatter(text);
    if (!parts) return undefined;
    return { ...(parseSource(parts.frontmatter, "frontmatter") as Record<string, unknown>), body: parts.body };
  } catch {
    // Unreadable: the loader that reads the file names what is wrong with it.
    return undefined;
  }
}

/** Every content rule broken in content/; an entry that fails its schema is left to the schema's message. */
export function contentRuleProblems(projectRoot: string = root): string[] {
  const { site, "dated-facts": datedFacts } = readSettings(projectRoot).values;
  if (!site || !datedFacts) return [];
  const entries = contentFiles(projectRoot).flatMap((file) => {
    const { collection, file: named } = collectionOf(file)!;
    const data = readEntry(collection, path.join(projectRoot, file));
    if (!data) return [];
    const owner = named ?? (collection as FolderCollection);
    const { body, ...fields } = data;
    const parsed = owner.schema.safeParse(fields);
    if (!parsed.success) return [];
    return [{ owner, file, fields, data: parsed.data, body: typeof body === "string" ? body : undefined }];
  });
  const context: RuleContext = {
    ...ruleContext(site, datedFacts.facts),
    priceEnds: entries.flatMap(({ owner, file, data }) =>
      owner === trips ? [{ file, title: (data as Trip).title, validUntil: (data as Trip).price.validUntil }] : [],
    ),
  };
  // Passages are checked together: a season told in two entries is one season.
  const passages = entries.flatMap(({ owner, file, fields, body }) =>
    entryPassages(owner, { file, data: fields, body }),
  );
  return [
    ...passageProblems(passages, context),
    ...entries.flatMap(({ owner, file, data, body }) => ruleProblems(owner, { file, data, body }, context, false)),
  ].map(problemLine);
}

export function checkContent(projectRoot: string = root): string[] {
  return [
    ...checkSettings(projectRoot),
    ...missingPictures(projectRoot),
    ...guideUseProblems(projectRoot),
    ...contentRuleProblems(projectRoot),
  ];
}
