import type { Page } from "@playwright/test";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { site } from "#app/data/site.ts";
import { dialHref, mailAddress, startingWith } from "#tests/site-facts.ts";
import { expect, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });

/** Loads the site until its service worker is installed and controls the page. */
async function installServiceWorker(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes over on the next load (it never claims open tabs: docs/decisions/091-a-new-service-worker-waits.md).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe("offline, once visited", () => {
  // Each test installs the service worker first, and installing fetches its whole precache: on a
  // busy two-core machine that alone has taken most of the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("a visited page opens without a connection", async ({ page, context }) => {
    await installServiceWorker(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${site.brandName}`);
    await context.setOffline(true);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${site.brandName}`);
  });

  test("a page opened offline keeps the policy it was served with: the form host on the contact page alone", async ({
    page,
    context,
  }) => {
    await installServiceWorker(page);
    await page.goto("/contact");
    await page.goto("/about");
    await context.setOffline(true);
    for (const [address, formHost] of [
      ["/contact", true],
      ["/about", false],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.fromServiceWorker(), address).toBe(true);
      const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      expect(policy, address).toMatch(/^default-src 'none'; script-src 'self'/);
      expect(policy.includes("https://tally.so"), address).toBe(formHost);
    }
  });

  test("a page never visited shows the offline page with the phone number and e-mail, not a browser error", async ({
    page,
    context,
  }) => {
    await installServiceWorker(page);
    await context.setOffline(true);
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", dialHref);
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", startingWith(`${mailAddress}?`));
  });

  test("unknown addresses still get the real 404 from the network", async ({ page }) => {
    await installServiceWorker(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: notFoundPage.title })).toBeVisible();
  });

  test("the offline page is not indexed and not in the sitemap", async ({ request }) => {
    const html = await (await request.get("/offline")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/offline");
  });
});
