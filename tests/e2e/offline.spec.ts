import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { tripShortcuts } from "#app/data/navigation.ts";
import { offlinePage } from "#app/data/page-copy/offline.ts";
import { site } from "#app/data/site.ts";
import { documentTitle } from "#app/lib/seo.ts";
import { paths } from "#app/utils/paths.ts";
import { destinationPages } from "#tests/site-content.ts";
import { dialHref, mailAddress, startingWith } from "#tests/site-facts.ts";
import { expect, test, waitForHydration } from "./fixtures";

test.use({ serviceWorkers: "allow" });

const planShortcut = tripShortcuts.find((shortcut) => shortcut.href === paths.plan)!;

/** Loads the site until its service worker is installed and controls the page. */
async function installServiceWorker(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes over on the next load (it never claims open tabs: docs/decisions/154-shell-behaviour.md).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** True once the picture has given up: the browser finished with it and has nothing to draw. */
async function hasFailed(picture: Locator): Promise<boolean> {
  return picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0);
}

/**
 * The colours the picture's box shows with everything drawn over it (the hero's words, a card's
 * badge) out of sight, 12 px in from its edges (rounded corners show what is behind them):
 * one colour means neither a broken-picture glyph nor alt text is drawn there. The shot is of the
 * picture itself, which Playwright takes once the box holds still: a clip measured beforehand once
 * met a page still settling on a busy machine and took in the card's white beside the slot.
 */
async function coloursIn(picture: Locator): Promise<number> {
  // Through the CSSOM: the page's policy refuses a style element.
  const alone = (hide: boolean) =>
    picture.evaluate((img, hidden) => {
      for (const element of document.body.querySelectorAll<HTMLElement>("*"))
        if (!element.contains(img)) element.style.visibility = hidden ? "hidden" : "";
    }, hide);
  await alone(true);
  const shot = await picture.screenshot();
  await alone(false);
  const inset = 12;
  const { width = 0, height = 0 } = await sharp(shot).metadata();
  const { data } = await sharp(shot)
    .extract({ left: inset, top: inset, width: width - 2 * inset, height: height - 2 * inset })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 3) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
  return colours.size;
}

test.describe("offline, once visited", () => {
  // Each test installs the service worker first, and installing fetches its whole precache: on a
  // busy two-core machine that alone has taken most of the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("unknown addresses still get the real 404 from the network; a visited page opens without a connection, under the policy it was served with (the form host on the contact page alone); a page never visited shows the offline page with the phone number and e-mail, not a browser error", async ({
    page,
    context,
  }) => {
    await installServiceWorker(page);
    const notFound = await page.goto("/no-such-page");
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: notFoundPage.title })).toBeVisible();

    await page.goto("/contact");
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${site.brandName}`);
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${site.brandName}`);

    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", dialHref);
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", startingWith(`${mailAddress}?`));
    await expect(page).toHaveTitle(documentTitle(offlinePage.title));
  });

  test("after a first visit to the home page alone, on a phone: the composer opens and composes; the home and contact pages show the offline page as itself, with no script to hydrate it as another page and nothing refused", async ({
    page,
    context,
    pageProblems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await context.setOffline(true);
    for (const address of ["/", "/contact"]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1, name: offlinePage.heading })).toBeVisible();
      await expect(page).toHaveTitle(documentTitle(offlinePage.title));
      expect(await page.locator("script:not([type='application/ld+json'])").count(), address).toBe(0);
    }
    // Without a script the menu leads to the footer, whose way to the composer the worker answers.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: planShortcut.label }).click();
    await expect(page).toHaveURL(paths.plan);
    await waitForHydration(page);
    const country = destinationPages[0]!.name;
    await page.getByRole("checkbox", { name: country }).check();
    await expect(page.getByRole("textbox", { name: "Your message", exact: true })).toHaveValue(
      new RegExp(`\\nDestinations: ${country}\\n`),
    );
    // Pictures never saved fail to load, as offline they must; nothing else may be logged (no
    // hydration error, no policy refusal).
    expect(pageProblems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
  });

  test("a page whose pictures are not saved draws their slots in their colours, with no glyph or alt text over its words", async ({
    page,
    context,
  }) => {
    const guide = destinationPages[0];
    if (!guide) throw new Error("no destination guide in content/");
    const link = page.locator(`main a[href="${paths.destination(guide.slug)}"]`).first();
    // No picture is ever saved: none reaches the worker's cache, nor the browser's. (Deleting them
    // after the visit raced the worker, which may still be storing one it fetched.)
    const picture = /\.(avif|webp|jpe?g|png|svg)$/;
    await context.route(picture, (route) => route.abort());
    await installServiceWorker(page);
    await waitForHydration(page);
    // A guide read once by following a link saves its words (its data and fragments)...
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.name);
    await expect
      .poll(() =>
        page.evaluate(async (path) => {
          const saved = await (await caches.open("page-data")).keys();
          return saved.some((request) => new URL(request.url).pathname === `${path}.data`);
        }, paths.destination(guide.slug)),
      )
      .toBe(true);
    // ...but not its pictures (the worker keeps at most 120, and the browser's own cache is no
    // promise either).
    const saved = await page.evaluate(async () => (await (await caches.open("media")).keys()).map(({ url }) => url));
    expect(saved.filter((url) => picture.test(url))).toEqual([]);
    await context.setOffline(true);
    await page.goto("/");
    await waitForHydration(page);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.name);

    // The hero's picture lies under its words: alone, it draws its band's colour and nothing else.
    const header = page.locator("main header").first();
    const hero = header.locator("img").first();
    await expect.poll(() => hasFailed(hero)).toBe(true);
    await expect(hero).toHaveAccessibleName(/\S/);
    expect(await coloursIn(hero)).toBe(1);

    // A picture further down, once scrolled to, keeps its slot, and its alt text for screen readers.
    const card = page.locator("main article img").first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => hasFailed(card)).toBe(true);
    await expect(card).toHaveAccessibleName(/\S/);
    expect(await coloursIn(card)).toBe(1);
  });

  test("the offline page is not indexed and not in the sitemap", async ({ request }) => {
    const html = await (await request.get("/offline")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/offline");
  });
});
