import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect, followRequests, test } from "./fixtures";
import { publicPages } from "./site-map";

/**
 * Byte budgets per page, from the production build (deterministic, so they may gate):
 * compressed HTML + CSS + fonts of the first render under 60 kB, JavaScript under 115 kB,
 * every font the page draws preloaded. (That no page asks another host for anything while it
 * loads is checked with each page's hydration, in pages.spec.ts.)
 */
const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const kB = 1024;
const firstRenderBudget = 60 * kB;
const scriptBudget = 115 * kB;

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

function pageFile(pagePath: string): string {
  return path.join(clientDirectory, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

const rows: string[] = [];

test.describe("byte budgets @publish", () => {
  for (const { path: pagePath } of publicPages) {
    test(`${pagePath}: first render under 60 kB and JavaScript under 115 kB, compressed, with preloaded fonts only`, async ({
      page,
    }) => {
      const html = await readFile(pageFile(pagePath), "utf8");
      const htmlBytes = await wireBytes(path.relative(clientDirectory, pageFile(pagePath)));
      const styles = attributeValues(html, /<link rel="stylesheet" href="([^"]+)"/g);
      const preloadedFonts = attributeValues(html, /<link rel="preload" href="([^"]+)" as="font"/g);

      // The fonts and scripts the page really asks for while it loads and hydrates, seen in the
      // browser (a module's imports are only known once it arrives).
      const fonts = new Set<string>();
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.hostname !== "localhost") return;
        if (request.resourceType() === "font") fonts.add(url.pathname);
        if (request.resourceType() === "script") scripts.add(url.pathname);
      });
      const requests = followRequests(page);
      await page.goto(pagePath);
      await requests.settled();
      expect(scripts.size, "scripts seen").toBeGreaterThan(0);

      const cssBytes = (await Promise.all(styles.map(wireBytes))).reduce((sum, bytes) => sum + bytes, 0);
      const fontBytes = (await Promise.all([...fonts].map(wireBytes))).reduce((sum, bytes) => sum + bytes, 0);
      const jsBytes = (await Promise.all([...scripts].map(wireBytes))).reduce((sum, bytes) => sum + bytes, 0);
      const firstRender = htmlBytes + cssBytes + fontBytes;
      rows.push(
        `| ${pagePath} | ${(htmlBytes / kB).toFixed(1)} | ${(cssBytes / kB).toFixed(1)} | ${(fontBytes / kB).toFixed(1)} (${fonts.size}) | ${(firstRender / kB).toFixed(1)} | ${(jsBytes / kB).toFixed(1)} |`,
      );
      expect(
        firstRender,
        `HTML ${htmlBytes} + CSS ${cssBytes} + fonts ${fontBytes} (${[...fonts].join(", ")})`,
      ).toBeLessThan(firstRenderBudget);
      expect(jsBytes).toBeLessThan(scriptBudget);
      // A text in a weight or character the basic files lack pulls in a full font file, and the
      // fonts then arrive after the first paint: see scripts/pipeline/fonts/subset-fonts.ts.
      expect([...fonts].sort(), "fonts drawn, all of them preloaded").toEqual(preloadedFonts.sort());
    });
  }

  test.afterAll(() => {
    if (rows.length === 0) return;
    console.log(
      [
        "",
        "| page | HTML kB | CSS kB | fonts kB (files) | first render kB | JS kB |",
        "|---|---:|---:|---:|---:|---:|",
        ...rows.sort(),
      ].join("\n"),
    );
  });
});
