import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { parseDocument } from "./frontmatter.server";
import { renderMarkdown, type Heading } from "./markdown";
import { fillPlaceholders } from "./placeholders";
import { legalSchema } from "./legal-schema";
import { sanitizeContentHtml } from "./sanitize.server";

export type LegalPageName = "privacy" | "terms";

export interface LegalPage extends z.infer<typeof legalSchema> {
  html: string;
  sections: Heading[];
}

const legalContentDirectory = path.resolve("content/legal");

/** Loads content/legal/<name>.md at build time: frontmatter checked, facts filled in, HTML rendered. */
export async function loadLegalPage(name: LegalPageName, directory = legalContentDirectory): Promise<LegalPage> {
  const file = path.join(directory, `${name}.md`);
  const relative = path.relative(process.cwd(), file);
  const source = fillPlaceholders(relative, await readFile(file, "utf8"));
  const { data, body } = parseDocument(relative, source, legalSchema);
  const { html, headings } = renderMarkdown(body);
  return { ...data, html: sanitizeContentHtml(html), sections: headings.filter((heading) => heading.depth === 2) };
}
