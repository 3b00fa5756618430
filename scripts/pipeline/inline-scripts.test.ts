import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sealInlineScripts } from "./host-headers.ts";

const token = "tGMkL8vQ2xA";
const marked = (body: string, type = "") => `<script${type} nonce="${token}">${body}</script>`;
// Whatever the framework writes, marked with the build's token; the JSON-LD is data, never hashed.
const frameworkScripts = [
  marked("window.__reactRouterContext = {};"),
  marked('import("/assets/entry.client.js");', ' type="module"'),
  marked('window.__reactRouterContext.streamController.enqueue("[]");'),
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
  it("hashes each script the build marked, by its text, and removes the token from the page", async () => {
    const build = await buildWith({ "index.html": frameworkScripts, "about/index.html": frameworkScripts });
    const hashes = await sealInlineScripts(build, token);
    expect(hashes.get("index.html")).toHaveLength(3);
    expect(hashes.get("about/index.html")).toEqual(hashes.get("index.html"));
    const page = await readFile(path.join(build, "index.html"), "utf8");
    expect(page).not.toContain(token);
    expect(page).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it.each([
    ["without the token", "<script>window.x=1</script>"],
    ["with another token", '<script nonce="guessed">window.x=1</script>'],
  ])("fails a build whose page gains an inline script %s, naming the page", async (_name, script) => {
    const build = await buildWith({
      "index.html": frameworkScripts,
      "blog/sapa/index.html": `<main><p>Text</p>${script}</main>${frameworkScripts}`,
    });
    await expect(sealInlineScripts(build, token)).rejects.toThrowError(
      /blog\/sapa\/index\.html: an inline script the build did not write: "window\.x=1"/,
    );
  });

  it("passes JSON-LD without a hash, and refuses a script that only looks like it", async () => {
    const structuredData = `<script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(
      (await sealInlineScripts(await buildWith({ "index.html": structuredData }), token)).get("index.html"),
    ).toEqual([]);
    for (const script of [
      `<script data-type="application/ld+json">window.x=1</script>`,
      `<script type="application/ld+json">window.x=1</script>`,
    ])
      await expect(sealInlineScripts(await buildWith({ "index.html": script }), token), script).rejects.toThrowError(
        /index\.html: an inline script the build did not write: "window\.x=1"/,
      );
  });

  it("leaves the content manager's pages to their own policy", async () => {
    const build = await buildWith({ "index.html": frameworkScripts, "admin/index.html": "<script>x()</script>" });
    expect([...(await sealInlineScripts(build, token)).keys()]).toEqual(["index.html"]);
  });
});
