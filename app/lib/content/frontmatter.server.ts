import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { fieldProblems } from "./field-problems";
import { missingFrontmatter, splitFrontmatter } from "./frontmatter";

export interface Document<T> {
  data: T;
  body: string;
}

/** A content file that does not match its schema: the message names the file and the field. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

/** Splits a Markdown file into its YAML frontmatter, checked against `schema`, and its body. */
export function parseDocument<S extends z.ZodType>(file: string, source: string, schema: S): Document<z.infer<S>> {
  const parts = splitFrontmatter(source);
  if (!parts) throw new ContentError(file, missingFrontmatter);
  let raw: unknown;
  try {
    raw = parseYaml(parts.frontmatter);
  } catch (error) {
    throw new ContentError(file, `frontmatter is not valid YAML (${(error as Error).message})`);
  }
  const result = schema.safeParse(raw ?? {});
  if (!result.success) {
    throw new ContentError(file, fieldProblems(result.error, "(frontmatter)").join("; "));
  }
  return { data: result.data, body: parts.body };
}
