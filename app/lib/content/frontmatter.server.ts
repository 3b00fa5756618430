import type { z } from "zod";
import { images } from "#app/generated/images.ts";
import type { ContentFormat } from "./collections";
import { missingFrontmatter, readContent, splitFrontmatter } from "./frontmatter";
import { fillPlaceholders, type Filling } from "./placeholders";
import { publishingDate } from "./route-lists.server";

/** A content file that does not match its schema: the message names the file and the field. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

/** A file's data, its placeholders written out for the build's day (placeholders.ts), checked against `schema`. */
export function parseData<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  format: ContentFormat = "yaml",
  keep?: Filling["keep"],
): z.infer<S> {
  const filling = { today: publishingDate(), keep };
  const { value, problems } = readContent(source, schema, format, (data) => fillPlaceholders(file, data, filling));
  if (problems.length > 0) throw new ContentError(file, problems.join("; "));
  return value as z.infer<S>;
}

/** Splits a Markdown file into its frontmatter, checked against `schema`, and its body, both filled in. */
export function parseDocument<S extends z.ZodType>(file: string, source: string, schema: S) {
  const parts = splitFrontmatter(source);
  if (!parts) throw new ContentError(file, missingFrontmatter);
  return {
    data: parseData(file, parts.frontmatter, schema, "frontmatter"),
    body: fillPlaceholders(file, parts.body, { today: publishingDate() }),
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
