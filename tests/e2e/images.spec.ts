import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { site } from "#app/data/site.ts";
import { literal } from "#tests/site-facts.ts";
import { expect, test } from "./fixtures";
import { publicPages } from "./site-map";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const kB = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Bytes a browser downloads for a built file: its brotli version when the build made one. */
async function deliveredBytes(file: string): Promise<number> {
  try {
    return (await stat(`${file}.br`)).size;
  } catch {
    return (await stat(file)).size;
  }
}

test.describe("image budgets @publish", () => {
  test("no image file of the build is over 150 kB", async () => {
    const images = (await filesUnder(clientDirectory)).filter((file) => /\.(svg|jpe?g|png|webp|avif)$/.test(file));
    expect(images.length).toBeGreaterThan(0);
    const tooLarge: string[] = [];
    for (const file of images) {
      const size = (await stat(file)).size;
      if (size > 150 * kB) tooLarge.push(`${path.relative(clientDirectory, file)}: ${(size / kB).toFixed(1)} kB`);
    }
    expect(tooLarge).toEqual([]);
  });

  test("the home page's main picture is preloaded, and its file is under 60 kB as delivered", async () => {
    const html = await readFile(path.join(clientDirectory, "index.html"), "utf8");
    // The first picture of the carousel, asked for with the stylesheet (docs/decisions/191).
    const preloaded = /<link rel="preload" href="([^"]+)" as="image"/.exec(html)?.[1];
    expect(preloaded, "the home page preloads its main picture").toBeDefined();
    const bytes = await deliveredBytes(path.join(clientDirectory, preloaded ?? ""));
    expect(bytes).toBeLessThan(60 * kB);
  });
});

/**
 * Text pages with no picture but their heading's decoration: the contact page (form, cards,
 * offices), the trip composer (a form) and the policies.
 */
const pagesWithoutPictures = new Set(["/contact", "/plan", "/privacy", "/terms"]);

test.describe("every picture on every page @publish", () => {
  for (const { path: pagePath } of publicPages) {
    test(`${pagePath}: every <img> has width, height and alt and comes from this site, every drawing in the page is named`, async ({
      request,
    }) => {
      const html = await (await request.get(pagePath)).text();
      const files = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
      for (const tag of files) {
        expect(tag, "width").toMatch(/\swidth="\d+"/);
        expect(tag, "height").toMatch(/\sheight="\d+"/);
        expect(tag, "alt").toMatch(/\salt="[^"]*"/);
        expect(tag, "own host").toMatch(/\ssrc="\/[^/]/);
      }
      // A first screen's illustration is drawn inside the page (docs/decisions/141): named like an
      // image, unless it is the decoration under an inner page's heading, hidden from assistive technology.
      const drawings = [...html.matchAll(/<div data-inline-picture="[^"]*"[^>]*>/g)].map(([tag]) => tag);
      const named = drawings.filter((tag) => !/ aria-hidden="true"/.test(tag));
      for (const tag of named) expect(tag).toMatch(/ role="img" aria-label="[^"]+"/);
      // A page without any picture says so here, so that a picture that goes missing is noticed.
      if (pagesWithoutPictures.has(pagePath)) expect(files.length + named.length, "pictures").toBe(0);
      else expect(files.length + named.length, "pictures").toBeGreaterThan(0);
    });
  }
  // That no page asks another host for a picture, even scrolled to the end, is checked with each
  // page's hydration in pages.spec.ts.
});

test.describe("link previews @publish", () => {
  test("every page names its own 1200 x 630 preview picture, and it exists", async ({ request }) => {
    for (const { path: pagePath } of publicPages) {
      const html = await (await request.get(pagePath)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, pagePath).toMatch(new RegExp(`^${literal(site.origin)}/social/[a-z0-9-]+\\.jpg$`));
      const response = await request.get(new URL(image ?? "").pathname);
      expect(response.status(), pagePath).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
    }
  });
});
