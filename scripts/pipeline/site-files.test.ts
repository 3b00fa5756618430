import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { robotsTxt, sitemapXml, webManifest, writeIcons } from "./site-files";

describe("the sitemap", () => {
  it("lists every given page by its absolute URL, home first", () => {
    const xml = sitemapXml("https://example.org", [{ path: "/terms" }, { path: "/" }, { path: "/blog/ocean-odyssey" }]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://example.org/",
      "https://example.org/blog/ocean-odyssey",
      "https://example.org/terms",
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("gives a page the day it last changed, when it has one", () => {
    const xml = sitemapXml("https://example.org", [{ path: "/" }, { path: "/blog/sapa", lastModified: "2025-08-01" }]);
    expect(xml).toContain("<url><loc>https://example.org/</loc></url>");
    expect(xml).toContain("<url><loc>https://example.org/blog/sapa</loc><lastmod>2025-08-01</lastmod></url>");
  });
});

describe("robots.txt", () => {
  it("allows crawling but for the content manager and its sign-in, and points to the sitemap", () => {
    expect(robotsTxt("https://example.org")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});

describe("the web app manifest", () => {
  it("names the site, starts at / and offers plain and maskable icons", () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: site.brandName,
      start_url: "/",
      display: "standalone",
      theme_color: "#0f4c5c",
    });
    expect(
      (manifest.icons as { purpose: string; sizes: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("has icons drawn from the brand mark at the declared sizes", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "icons-"));
    try {
      const mark = await readFile(path.resolve("public/favicon.svg"), "utf8");
      await writeIcons(directory, mark);
      for (const [file, size] of [
        ["icon-192.png", 192],
        ["icon-512.png", 512],
        ["icon-maskable-512.png", 512],
        ["apple-touch-icon.png", 180],
      ] as const) {
        const metadata = await sharp(path.join(directory, "icons", file)).metadata();
        expect([metadata.format, metadata.width, metadata.height], file).toEqual(["png", size, size]);
        expect(metadata.isPalette, `${file} is a palette PNG`).toBe(true);
      }
      // The quantised palette keeps the mark's colours: the sun at the centre is still saffron.
      const { data } = await sharp(path.join(directory, "icons", "icon-192.png"))
        .extract({ left: 96, top: 80, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data]).toEqual([0xe0, 0x93, 0x1f]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
