import { frontmatterYAML } from "decap-cms-core/dist/esm/formats/frontmatter.js";
import json from "decap-cms-core/dist/esm/formats/json.js";
import yaml from "decap-cms-core/dist/esm/formats/yaml.js";
import { collectionOf, type ContentFormat } from "#app/lib/content/collections.ts";
import { missingFrontmatter, splitFrontmatter } from "#app/lib/content/frontmatter.ts";
import { cmsConfig, type CmsField } from "./config";

/**
 * Content files as the content manager writes them. Decap serializes a whole entry when it saves
 * (its own YAML with lines folded at 80 characters, the fields in the configuration's order, JSON
 * indented by two), so a file written any other way changes from top to bottom at its first save.
 * Kept in Decap's form, a two-line edit in /admin is a two-line change in git. The formats are
 * Decap's own modules, not a copy of them. A Markdown body is written anew only when it is edited,
 * through Decap's Markdown serializer, which needs a browser's DOM: cms/content-format.test.ts
 * (in jsdom) holds every body to that form, and `npm run content:format` runs that test in its
 * writing mode to rewrite every file of content/.
 */

const yamlFrontmatter = frontmatterYAML();

/**
 * How the content manager reads and writes a Markdown file (cms/main.tsx registers it for the
 * collections whose format is "frontmatter"): Decap's YAML frontmatter, read only when the file
 * opens as the build requires (app/lib/content/frontmatter.ts). gray-matter, which Decap reads it
 * with, takes the rest of the first line as the frontmatter's language (`---toml`, `---js`): such a
 * file is not read at all, and its title in the lists and the editor says so.
 */
export const markdownFormat: DecapFileFormat = {
  fromFile: (text) =>
    splitFrontmatter(text) ? yamlFrontmatter.fromFile(text) : { title: `Not read: ${missingFrontmatter}` },
  toFile: (data, sortedKeys, comments) => yamlFrontmatter.toFile(data, sortedKeys, comments),
};

const config = cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });

/** A file's format (from the registry of collections) and its fields in the content manager's order. */
function kindOf(file: string): { format: ContentFormat; fieldOrder: string[] } | undefined {
  const found = collectionOf(file);
  if (!found) return undefined;
  const collection = config.collections.find((candidate) => candidate.name === found.collection.name);
  const fields =
    collection && "files" in collection
      ? collection.files.find((entry) => entry.name === found.file?.name)?.fields
      : collection?.fields;
  return { format: found.collection.format, fieldOrder: (fields ?? []).map((field: CmsField) => field.name) };
}

/** Whether the content manager edits (and so writes) this file of content/. */
export function isEditedFile(file: string): boolean {
  return kindOf(file) !== undefined;
}

/**
 * A file's text as the content manager would save it, unchanged; undefined for a file it does not
 * edit. `body` rewrites a Markdown body as the editor does once it is edited (left as it is by default).
 */
export function inContentManagerForm(
  file: string,
  text: string,
  body: (markdown: string) => string = (markdown) => markdown,
): string | undefined {
  const kind = kindOf(file);
  if (!kind) return undefined;
  const formatter = kind.format === "frontmatter" ? markdownFormat : kind.format === "json" ? json : yaml;
  const data = formatter.fromFile(text);
  if (typeof data.body === "string") data.body = body(data.body);
  const written = formatter.toFile(data, kind.fieldOrder);
  // Decap ends every file with a line break (its backend adds one when the format does not).
  return written.endsWith("\n") ? written : `${written}\n`;
}
