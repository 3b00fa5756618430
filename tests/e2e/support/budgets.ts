import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { images } from "#app/generated/images.ts";

/**
 * Byte budgets per page, from the production build (deterministic, so they may gate):
 * compressed HTML + CSS + fonts of the first render under 60 kB, every font the page draws
 * preloaded, and JavaScript in three parts (docs/decisions/093-budgets-for-code-and-for-content.md):
 * the code under 116 kB (115, and 1 kB for the site's own counts: record 164), and the two indexes that grow with the agency's content weighed per entry:
 * React Router's route manifest (a route per article, guide and trip) and the picture index (a
 * line per picture). A catalogue of any size staff can save passes; code that grows does not.
 * pages.spec.ts weighs each page on its one visit.
 */
const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const kB = 1024;
const firstRenderBudget = 60 * kB;
const codeBudget = 116 * kB;
/** Compressed bytes per route of the manifest, its shared part spread over the routes. */
const manifestBytesPerRoute = 64;
/** Compressed bytes per picture of the picture index, its code spread over the pictures. */
const pictureIndexBytesPerPicture = 40;

/** The two content indexes, as the build names their files (scripts/pipeline/chunk-groups.ts). */
const routeManifest = /^\/assets\/manifest-[^/]+\.js$/;
const pictureIndex = /^\/assets\/pictures-[^/]+\.js$/;

/** How many routes the build's manifest lists. */
async function manifestRoutes(url: string): Promise<number> {
  const source = await readFile(path.join(clientDirectory, url), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(manifest.routes).length;
}

/** Bytes on the wire for a file of the build: its brotli copy when there is one. */
async function wireBytes(url: string): Promise<number> {
  // React Router writes a stylesheet that a lazily loaded module also needs with a "#" at the end.
  const file = path.join(clientDirectory, decodeURIComponent(url.split(/[?#]/)[0] ?? ""));
  try {
    return (await stat(`${file}.br`)).size;
  } catch {
    return (await stat(file)).size;
  }
}

async function totalBytes(urls: Iterable<string>): Promise<number> {
  return (await Promise.all([...urls].map(wireBytes))).reduce((sum, bytes) => sum + bytes, 0);
}

function pageFile(pagePath: string): string {
  return path.join(clientDirectory, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

/** The heading of the table that `weighPage`'s rows make. */
export const budgetTableHeading = [
  "| page | HTML kB | CSS kB | fonts kB (files) | first render kB | code kB | route manifest kB (routes) | picture index kB (pictures) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
];

/**
 * Holds the page to its budgets, given the fonts and scripts of this site the browser asked for
 * while the page loaded and hydrated (a module's imports are only known once it arrives), and
 * returns its row of the table of bytes.
 */
export async function weighPage(
  pagePath: string,
  seen: { fonts: ReadonlySet<string>; scripts: ReadonlySet<string> },
): Promise<string> {
  const { fonts, scripts } = seen;
  const html = await readFile(pageFile(pagePath), "utf8");
  const htmlBytes = await wireBytes(path.relative(clientDirectory, pageFile(pagePath)));
  const styles = attributeValues(html, /<link rel="stylesheet" href="([^"]+)"/g);
  const preloadedFonts = attributeValues(html, /<link rel="preload" href="([^"]+)" as="font"/g);
  expect(scripts.size, "scripts seen").toBeGreaterThan(0);

  const manifests = [...scripts].filter((url) => routeManifest.test(url));
  const pictureIndexes = [...scripts].filter((url) => pictureIndex.test(url));
  const code = [...scripts].filter((url) => !routeManifest.test(url) && !pictureIndex.test(url));
  const [cssBytes, fontBytes, manifestBytes, pictureIndexBytes, codeBytes] = await Promise.all([
    totalBytes(styles),
    totalBytes(fonts),
    totalBytes(manifests),
    totalBytes(pictureIndexes),
    totalBytes(code),
  ]);
  const routes = (await Promise.all(manifests.map(manifestRoutes))).reduce((sum, count) => sum + count, 0);
  const pictures = Object.keys(images).length;
  const firstRender = htmlBytes + cssBytes + fontBytes;
  expect(
    firstRender,
    `HTML ${htmlBytes} + CSS ${cssBytes} + fonts ${fontBytes} (${[...fonts].join(", ")})`,
  ).toBeLessThan(firstRenderBudget);
  expect(codeBytes, `code: ${code.join(", ")}`).toBeLessThan(codeBudget);
  expect(manifests, "one route manifest").toHaveLength(1);
  expect(manifestBytes, `route manifest of ${routes} routes`).toBeLessThanOrEqual(manifestBytesPerRoute * routes);
  expect(pictureIndexes.length, "at most one picture index").toBeLessThanOrEqual(1);
  expect(pictureIndexBytes, `picture index of ${pictures} pictures`).toBeLessThanOrEqual(
    pictureIndexBytesPerPicture * pictures,
  );
  // A text in a weight or character the basic files lack pulls in a full font file, and the
  // fonts then arrive after the first paint: see scripts/pipeline/fonts/subset-fonts.ts.
  expect([...fonts].sort(), "fonts drawn, all of them preloaded").toEqual(preloadedFonts.sort());
  const size = (bytes: number) => (bytes / kB).toFixed(1);
  return `| ${pagePath} | ${size(htmlBytes)} | ${size(cssBytes)} | ${size(fontBytes)} (${fonts.size}) | ${size(firstRender)} | ${size(codeBytes)} | ${size(manifestBytes)} (${routes}) | ${size(pictureIndexBytes)} (${pictureIndexes.length > 0 ? pictures : 0}) |`;
}
