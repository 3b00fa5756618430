import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { site } from "#app/data/site.ts";
import { documentTitle } from "#app/lib/seo.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { unknownPaths } from "./site-map";

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
