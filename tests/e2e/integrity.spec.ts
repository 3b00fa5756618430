import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { site } from "#app/data/site.ts";
import { expect, test } from "./fixtures";
import { publicPages } from "./site-map";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const canonicalOrigin = site.origin;
/** "October 8, 2027": the American order, where the site writes every day "8 October 2027". */
const americanDate =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;

/** Every URL a page refers to: links, pictures, scripts, styles, preview images. */
function references(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)) found.add(match[1] ?? "");
  for (const match of html.matchAll(/\ssrcset="([^"]+)"/gi)) {
    for (const candidate of (match[1] ?? "").split(",")) found.add(candidate.trim().split(/\s+/)[0] ?? "");
  }
  for (const match of html.matchAll(/import\("([^"]+)"\)/g)) found.add(match[1] ?? "");
  return [...found];
}

/** Internal URLs as paths: "/about", "/assets/x.js", and canonical-origin URLs mapped to paths. */
function internalPath(reference: string): string | undefined {
  const decoded = reference.replace(/&amp;/g, "&");
  if (decoded.startsWith(canonicalOrigin)) return decoded.slice(canonicalOrigin.length) || "/";
  if (/^\/(?!\/)/.test(decoded)) return decoded;
  return undefined;
}

test.describe("integrity of the built site @publish", () => {
  test("every page is valid HTML (html-validate, zero errors) and writes its days day-month-year", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
    const pages = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(pages.length).toBeGreaterThanOrEqual(publicPages.length);
    const problems: string[] = [];
    for (const file of pages) {
      const date = americanDate.exec(await readFile(file, "utf8"));
      if (date) problems.push(`${path.relative(clientDirectory, file)}: "${date[0]}" is not written day-month-year`);
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(
            `${path.relative(clientDirectory, file)}: ${message.ruleId} ${message.message} (${message.selector ?? ""})`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  test("every internal link and asset reference on every page resolves", async ({ request }) => {
    test.setTimeout(120_000);
    const checked = new Map<string, number>();
    const broken: string[] = [];
    const queue = publicPages.map((page) => page.path);
    const crawled = new Set<string>();
    while (queue.length > 0) {
      const pagePath = queue.shift() ?? "/";
      if (crawled.has(pagePath)) continue;
      crawled.add(pagePath);
      const response = await request.get(pagePath);
      if (response.status() !== 200) {
        broken.push(`${pagePath}: ${response.status()}`);
        continue;
      }
      const html = await response.text();
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
      for (const [, fragment] of html.matchAll(/\shref="#([^"]+)"/g)) {
        if (!ids.has(fragment)) broken.push(`${pagePath}: link to #${fragment} has no target`);
      }
      for (const reference of references(html)) {
        const target = internalPath(reference);
        if (!target) continue;
        const [withoutHash = ""] = target.split("#");
        if (!checked.has(withoutHash))
          checked.set(withoutHash, (await request.get(withoutHash, { maxRedirects: 0 })).status());
        const status = checked.get(withoutHash) ?? 0;
        if (status !== 200) broken.push(`${pagePath}: ${reference} answers ${status}`);
        // Follow links to other pages of the site (not files), so nothing reachable goes unchecked.
        if (!/\.[a-z0-9]+$/i.test(withoutHash.split("?")[0] ?? "") && !crawled.has(withoutHash.split("?")[0] ?? ""))
          queue.push(withoutHash.split("?")[0] ?? "/");
      }
    }
    console.log(`integrity: ${crawled.size} pages crawled, ${checked.size} distinct internal URLs checked`);
    expect(broken).toEqual([]);
    expect(crawled.size).toBeGreaterThanOrEqual(publicPages.length);
  });
});
