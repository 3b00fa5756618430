import { readFile } from "node:fs/promises";
import path from "node:path";
import { policies } from "./collections";
import { parseDocument } from "./frontmatter.server";
import { renderMarkdown } from "./markdown";
import { sanitizeContentHtml } from "./sanitize.server";

export type LegalPageName = "privacy" | "terms";

/** A policy, from its file in the registry or the file of that name in `directory`. */
export async function loadLegalPage(name: LegalPageName, directory?: string) {
  const policy = policies.files.find((candidate) => candidate.name === name);
  if (!policy) throw new Error(`app/lib/content/collections.ts: no policy named "${name}"`);
  const file = path.resolve(directory ?? path.dirname(policy.file), path.basename(policy.file));
  const relative = path.relative(process.cwd(), file);
  const { data, body } = parseDocument(relative, await readFile(file, "utf8"), policy.schema);
  const { html, headings } = renderMarkdown(body);
  return { ...data, html: sanitizeContentHtml(html), sections: headings.filter((heading) => heading.depth === 2) };
}
