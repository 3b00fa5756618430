import { badRequestPage } from "#app/data/page-copy/bad-request.ts";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { site } from "#app/data/site.ts";
import { documentTitle } from "#app/lib/seo.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { unknownPaths, unreadablePaths } from "./site-map";

test.describe("an unknown address", () => {
  for (const path of unknownPaths) {
    test(`${path} answers 404 with the not-found page`, async ({ page, pageProblems }) => {
      const logged: string[] = [];
      page.on("console", (entry) => logged.push(entry.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: notFoundPage.heading })).toBeVisible();
      await expect(page.getByRole("heading", { name: notFoundPage.title })).toBeVisible();
      await expect(page.getByText(notFoundPage.message)).toBeVisible();
      await expect(page).toHaveTitle(documentTitle(notFoundPage.title));
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true);
      expect(pageProblems).toEqual([]);
    });
  }

  test("the not-found page is not indexed", async ({ request }) => {
    const html = await (await request.get("/no-such-page")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  test(`'${notFoundPage.homeLink}' leads back to the home page`, async ({ page }) => {
    await page.goto("/blog/no-such-article");
    await waitForHydration(page);
    await page.getByRole("link", { name: notFoundPage.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.tagline);
  });
});

test.describe("an address the server cannot read", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`answers 400 with the site's own page, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const path of unreadablePaths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(400);
        await expect(page).toHaveTitle(new RegExp(badRequestPage.title));
        await expect(page.getByRole("heading", { level: 1, name: badRequestPage.heading })).toBeVisible();
        await expect(page.getByRole("heading", { name: badRequestPage.title })).toBeVisible();
        await expect(page.getByText(badRequestPage.lead)).toBeVisible();
        // The site's own header and footer, as on every page.
        await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "HOME" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        // A static page: no script of the site runs at an address the router could not match.
        expect(await page.locator("script:not([type='application/ld+json'])").count(), path).toBe(0);
      }
      await page.getByRole("link", { name: badRequestPage.homeLink }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(site.tagline);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("the 400 page is not indexed", async ({ request }) => {
    const html = await (await request.get(unreadablePaths[0] ?? "")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});
