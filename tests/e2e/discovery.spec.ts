import { site } from "#app/data/site.ts";
import { literal } from "#tests/site-facts.ts";
import { expect, test } from "./fixtures";
import { publishedArticles as articles } from "#tests/site-content.ts";
import { publicPages } from "./site-map";

test.describe("what crawlers and the system read @publish", () => {
  test("the sitemap lists exactly the public pages, each article with the day it last changed", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const text = await response.text();
    const locations = [...text.matchAll(new RegExp(`<loc>${literal(site.origin)}([^<]*)</loc>`, "g"))].map(
      (match) => match[1],
    );
    expect(locations.sort()).toEqual(publicPages.map((page) => page.path).sort());
    for (const article of articles) {
      expect(text).toContain(
        `<loc>${site.origin}/blog/${article.slug}</loc><lastmod>${article.updated ?? article.date}</lastmod>`,
      );
    }
  });

  test("robots.txt allows crawling but for the content manager, and points to the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test("the web app manifest is linked, typed and its icons exist", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/site.webmanifest");
    const response = await request.get(href ?? "");
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) {
      const iconResponse = await request.get(icon.src);
      expect(iconResponse.status(), icon.src).toBe(200);
      expect(iconResponse.headers()["content-type"]).toBe("image/png");
    }
    expect(await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href")).toBe(
      "/icons/apple-touch-icon.png",
    );
  });
});
