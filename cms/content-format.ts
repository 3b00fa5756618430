import { frontmatterYAML } from "decap-cms-core/dist/esm/formats/frontmatter.js";
import json from "decap-cms-core/dist/esm/formats/json.js";
import yaml from "decap-cms-core/dist/esm/formats/yaml.js";
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

interface ContentKind {
  /** A file of content/, or a folder and the extension of its files. */
  matches(file: string): boolean;
  format: "frontmatter" | "yaml" | "json";
  fieldOrder: string[];
}

const config = cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });

function names(fields: readonly CmsField[]): string[] {
  return fields.map((field) => field.name);
}

function formatOf(file: string): ContentKind["format"] {
  if (file.endsWith(".md")) return "frontmatter";
  return file.endsWith(".json") ? "json" : "yaml";
}

const kinds: ContentKind[] = config.collections.flatMap((collection): ContentKind[] => {
  if ("folder" in collection && collection.folder) {
    const prefix = `${collection.folder}/`;
    return [
      {
        matches: (file) => file.startsWith(prefix) && file.endsWith(`.${collection.extension}`),
        format: formatOf(`x.${collection.extension}`),
        fieldOrder: names(collection.fields ?? []),
      },
    ];
  }
  return (collection.files ?? []).map((entry) => ({
    matches: (file: string) => file === entry.file,
    format: formatOf(entry.file),
    fieldOrder: names(entry.fields),
  }));
});

/** The content manager's kind of a file of content/, or undefined for a file it does not edit (pictures). */
function kindOf(file: string): ContentKind | undefined {
  return kinds.find((kind) => kind.matches(file));
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
  const formatter = kind.format === "frontmatter" ? frontmatterYAML() : kind.format === "json" ? json : yaml;
  const data = formatter.fromFile(text);
  if (typeof data.body === "string") data.body = body(data.body);
  const written = formatter.toFile(data, kind.fieldOrder);
  // Decap ends every file with a line break (its backend adds one when the format does not).
  return written.endsWith("\n") ? written : `${written}\n`;
}
