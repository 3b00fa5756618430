/**
 * The script-free twin of a build: the same pages, stylesheets, fonts and pictures, with every
 * script taken out, so `npm run bench` can measure what hydrating React costs a page
 * (docs/decisions/026-hydration-against-a-script-free-twin.md).
 */
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { compressFile } from "#scripts/pipeline/finish-build.ts";
import { withoutScripts } from "#scripts/pipeline/without-scripts.ts";

const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const fontPreload = /<link\b[^>]*\bas="font"[^>]*>/gi;

/**
 * A page as bare HTML: no script, no stylesheet, no font. What Lighthouse's simulation reads for it
 * is the floor under any page of that size here; a page is judged against it, not against an
 * absolute figure the simulation cannot reach on these machines (decision 026).
 */
export function bareHtml(html: string): string {
  return withoutScripts(html).replace(stylesheet, "").replace(fontPreload, "");
}

/**
 * Copies the built site to `twinDirectory` and rewrites every page with `transform` (by default,
 * strips its scripts), with fresh precompressed copies, since the servers send those when they
 * exist. The content manager and the service worker stay out: no twin page can reach them.
 */
export async function buildScriptFreeTwin(
  clientDirectory: string,
  twinDirectory: string,
  transform: (html: string) => string = withoutScripts,
): Promise<void> {
  await rm(twinDirectory, { recursive: true, force: true });
  await cp(clientDirectory, twinDirectory, {
    recursive: true,
    filter: (source) => !/^(admin|sw\.js)/.test(path.relative(clientDirectory, source).split(path.sep).join("/")),
  });
  const entries = await readdir(twinDirectory, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith(".html"))) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const stripped = transform(html);
    if (stripped === html) continue;
    await writeFile(file, stripped);
    await Promise.all([".br", ".gz"].map((extension) => rm(`${file}${extension}`, { force: true })));
    await compressFile(file);
  }
}
