import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { images } from "#app/generated/images.ts";
import type { ContentFormat } from "./collections";
import { withDatedFacts } from "./dated-facts";
import { fieldProblems } from "./field-problems";
import { missingFrontmatter, splitFrontmatter } from "./frontmatter";
import { publishingDate } from "./route-lists.server";

/** A content file that does not match its schema: the message names the file and the field. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

const yaml = (text: string): unknown => parseYaml(text);
const formats = {
  frontmatter: { parse: yaml, invalid: "frontmatter is not valid YAML", whole: "(frontmatter)" },
  yaml: { parse: yaml, invalid: "not valid YAML", whole: "(document)" },
  json: { parse: JSON.parse, invalid: "not valid JSON", whole: "(file)" },
} satisfies Record<ContentFormat, unknown>;

/** A file's data, its dated facts written out (dated-facts.ts), parsed and checked against `schema`. */
export function parseData<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  format: ContentFormat = "yaml",
): z.infer<S> {
  const { parse, invalid, whole } = formats[format];
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    throw new ContentError(file, `${invalid} (${(error as Error).message})`);
  }
  const result = schema.safeParse(withDatedFacts(file, raw ?? {}, publishingDate()));
  if (!result.success) throw new ContentError(file, fieldProblems(result.error, whole).join("; "));
  return result.data;
}

/** Splits a Markdown file into its frontmatter, checked against `schema`, and its body. */
export function parseDocument<S extends z.ZodType>(file: string, source: string, schema: S) {
  const parts = splitFrontmatter(source);
  if (!parts) throw new ContentError(file, missingFrontmatter);
  return {
    data: parseData(file, parts.frontmatter, schema, "frontmatter"),
    body: withDatedFacts(file, parts.body, publishingDate()),
  };
}

/** Fails unless picture `id` of `field` is in the image manifest. */
export function checkPicture(file: string, field: string, id: string, manifest: object = images): void {
  if (!Object.hasOwn(manifest, id))
    throw new ContentError(
      file,
      `field "${field}": "${id}" is not a picture of content/images (choose another in the content manager, or add content/images/${id}.svg or a photograph of that name)`,
    );
}
