import { site } from "#app/data/site.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { unknownPaths } from "./site-map";

const message =
  "The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.";

test.describe("an unknown address", () => {
  for (const path of unknownPaths) {
    test(`${path} answers 404 with the not-found page`, async ({ page, pageProblems }) => {
      const logged: string[] = [];
      page.on("console", (entry) => logged.push(entry.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true);
      expect(pageProblems).toEqual([]);
    });
  }

  test("the not-found page is not indexed", async ({ request }) => {
    const html = await (await request.get("/no-such-page")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  test("'Return to Home' leads back to the home page", async ({ page }) => {
    await page.goto("/blog/no-such-article");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.tagline);
  });
});
