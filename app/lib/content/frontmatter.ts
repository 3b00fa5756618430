import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { ContentFormat } from "./collections.ts";
import { fieldProblems } from "./field-problems.ts";

/** A frontmatter of another language (`---js`, `---toml`) is never read. */
export const missingFrontmatter = "missing the frontmatter block (--- alone on the first line, and again after it)";

/** A Markdown file's YAML frontmatter, between its `---` lines, and its body. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? "", body: match[2] ?? "" } : undefined;
}

const yaml = (text: string): unknown => parseYaml(text);
const formats = {
  frontmatter: { parse: yaml, invalid: "frontmatter is not valid YAML", whole: "(frontmatter)" },
  yaml: { parse: yaml, invalid: "not valid YAML", whole: "(document)" },
  json: { parse: JSON.parse, invalid: "not valid JSON", whole: "(file)" },
} satisfies Record<ContentFormat, unknown>;

/** A file's data as written (a frontmatter's, for a Markdown file); throws on text the format cannot read. */
export const parseSource = (source: string, format: ContentFormat): unknown => formats[format].parse(source) ?? {};

/**
 * A content file's data, `prepare`d and checked against `schema`: its value, or its problems, each
 * naming the field.
 */
export function readContent<S extends z.ZodType>(
  source: string,
  schema: S,
  format: ContentFormat,
  prepare: (data: unknown) => unknown = (data) => data,
): { value?: z.infer<S>; problems: string[] } {
  const { invalid, whole } = formats[format];
  let data: unknown;
  try {
    data = parseSource(source, format);
  } catch (error) {
    return { problems: [`${invalid} (${(error as Error).message})`] };
  }
  const result = schema.safeParse(prepare(data));
  return result.success ? { value: result.data, problems: [] } : { problems: fieldProblems(result.error, whole) };
}
