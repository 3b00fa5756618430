import { frontmatterYAML } from "decap-cms-core/dist/esm/formats/frontmatter.js";
import json from "decap-cms-core/dist/esm/formats/json.js";
import yaml from "decap-cms-core/dist/esm/formats/yaml.js";
import { collectionOf, type ContentFormat } from "#app/lib/content/collections.ts";
import { missingFrontmatter, splitFrontmatter } from "#app/lib/content/frontmatter.ts";
import { cmsConfig, type CmsField } from "./config";

/**
 * Content files as the content manager writes them, with Decap's own formats: Decap serializes a
 * whole entry when it saves, so a file kept in its form changes in git only where it was edited.
 * Its Markdown serializer needs a DOM: cms/content-format.test.ts (in jsdom) holds every body to
 * that form, and `npm run content:format` rewrites content/ through it.
 */

const yamlFrontmatter = frontmatterYAML();

/**
 * Decap's YAML frontmatter, read only when the file opens as the build requires: gray-matter would
 * take the rest of the first line as the language (`---js`), so such a file is not read at all.
 */
export const markdownFormat: DecapFileFormat = {
  fromFile: (text) =>
    splitFrontmatter(text) ? yamlFrontmatter.fromFile(text) : { title: `Not read: ${missingFrontmatter}` },
  toFile: (data, sortedKeys, comments) => yamlFrontmatter.toFile(data, sortedKeys, comments),
};

const config = cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });

/** A file's format and its fields in the content manager's order. */
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

export function isEditedFile(file: string): boolean {
  return kindOf(file) !== undefined;
}

/** A file's text as the content manager would save it unchanged; `body` rewrites a Markdown body as once edited. */
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
  // Decap's backend ends every file with a line break.
  return written.endsWith("\n") ? written : `${written}\n`;
}
