import { tripShortcuts } from "#app/data/navigation.ts";
import { site } from "#app/data/site.ts";
import { idleTimeoutMs } from "#app/lib/browser/start-up.ts";
import { chatAddress, literal } from "#tests/site-facts.ts";
import { anyArticle } from "#tests/site-content.ts";
import { expect, followRequests, test, waitForHydration } from "./fixtures";

/**
 * The shell every page shares (header, footer, floating bar, the head), in a few journeys: each
 * visit checks what a reader meets there, in the order they meet it. That the pages say when we
 * reply beside every way to ask is checked on each page's one visit (pages.spec.ts).
 */

const headerLinks = ["HOME", "ABOUT US", "BLOG", "DESTINATIONS", "SERVICES", "CONTACT"];

test.describe("the header", () => {
  test("lists the six sections in capitals and marks the current one; the first Tab reaches 'Skip to content', which moves past it; an article marks BLOG, not HOME; the logo leads home", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of headerLinks) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "ABOUT US" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();

    await page.goto(`/blog/${anyArticle.slug}`);
    await expect(nav.getByRole("link", { name: "BLOG" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "HOME" })).not.toHaveAttribute("aria-current", "page");
    await waitForHydration(page);
    await page.getByRole("link", { name: `${site.brandName}, home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("navigates inside the app without a full reload and tells assistive technology; a page's data is fetched once per navigation, never again when the window regains focus (docs/decisions/021)", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (["fetch", "xhr"].includes(request.resourceType()) && pathname.endsWith(".data")) fetched.push(pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const nav = page.getByRole("navigation", { name: "Main" });
    // The blog's page has build-time data (its article list); the services page has none.
    await nav.getByRole("link", { name: "BLOG" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel Blog");
    await nav.getByRole("link", { name: "SERVICES" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.locator("main")).toBeFocused();
    await expect(page.locator('[aria-live="polite"]')).toHaveText(`Services | ${site.brandName}`);

    // What a query cache with refetch-on-focus would answer: the window and the tab coming back.
    await page.evaluate(() => {
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("online"));
    });
    // The next navigation is the marker: anything the events set off was asked for before it.
    await nav.getByRole("link", { name: "BLOG" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel Blog");
    expect(fetched).toEqual(["/blog.data", "/blog.data"]);
  });

  test("on a long page, the scroll-to-top button appears past 300 px of scroll and takes the reader back to the top; a footer link from far down opens the next page at its top", async ({
    page,
  }) => {
    await page.goto("/terms");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, closes when a link is chosen, with Escape, and when Tab leaves it; halfway down an article, the floating bar shows its four buttons in full", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "CONTACT" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "CONTACT" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "CONTACT" })).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole("link", { name: "ABOUT US" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    const links = nav.getByRole("link");
    for (let count = await links.count(); count > 0; count--) await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(links.first()).toBeHidden();

    // That the bar covers no text and no control of any page, at every width the CSS lays out, is the layout
    // check's (pages.spec.ts).
    await page.goto(`/blog/${anyArticle.slug}`);
    await waitForHydration(page);
    await page.mouse.wheel(0, 1600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const bar = page.getByRole("complementary", { name: "Social media and chat" });
    for (const link of await bar.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
  });
});

test.describe("the menu on a phone, before any script has run", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("leads to the footer's list of every page", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/services#footer-navigation$/);
    const footerNavigation = page.getByRole("navigation", { name: "Footer" });
    await expect(footerNavigation).toBeInViewport();
    await footerNavigation.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
});

const socialTargets = [
  ...[site.social.professional, site.social.social, site.social.photo].map(({ label, href }) => ({
    name: new RegExp(literal(label)),
    href,
  })),
  { name: /WhatsApp/, href: `${chatAddress}?text=Hi!%20I%20want%20to%20book%20travel%20package` },
];

test.describe("the footer and the floating bar", () => {
  test("each has four social buttons that open the right pages in a new tab, the messaging one prefilled with 'Hi! I want to book travel package'; the footer links to every section and policy and carries the copyright of the legal name", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const container of [footer, page.getByRole("complementary", { name: "Social media and chat" })]) {
      for (const { name, href } of socialTargets) {
        const link = container.getByRole("link", { name });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const chat = await container.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
      expect(new URL(chat ?? "").searchParams.get("text")).toBe("Hi! I want to book travel package");
    }

    const [pinned, shortcuts] = await footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("list")
      .evaluateAll((lists) =>
        lists.map((list) => [...list.querySelectorAll("a")].map((link) => link.getAttribute("href"))),
      );
    expect(pinned).toEqual(["/", "/about", "/destinations", "/services", "/blog", "/contact", "/privacy", "/terms"]);
    // Beside the specification's list, the sample trips and the composer.
    expect(shortcuts).toEqual(tripShortcuts.map((shortcut) => shortcut.href));
    await expect(footer).toContainText(`© ${site.copyrightYear} ${site.legalName}`);
  });
});

test.describe("the page head", () => {
  test("loads fonts from the site itself, never from a font host, gains no module preload hint while the page hydrates, then asks for the four main pages ahead of time and hints the form and chat hosts", async ({
    page,
  }) => {
    const mainPages = ["/destinations", "/services", "/contact", "/about"];
    const hosts = new Set<string>();
    const fetched = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    page.on("requestfinished", (request) => fetched.add(new URL(request.url()).pathname));
    const requests = followRequests(page);
    await page.goto("/");
    await waitForHydration(page);
    // Hydration has ended once the menu link has become a button (hidden at this width).
    await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toBeAttached();
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

    await requests.settled();
    expect([...hosts]).toEqual([new URL(page.url()).host]);
    const fonts = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(fonts).toHaveLength(2);
    for (const font of fonts) expect(font).toMatch(/^\/assets\/.+\.woff2$/);

    // The hints join the head once the page has loaded and gone quiet, after the first paint.
    const prefetchHints = page.locator('head link[rel="prefetch"]');
    await expect(prefetchHints).toHaveCount(mainPages.length, { timeout: idleTimeoutMs + 10_000 });
    expect(await prefetchHints.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      mainPages,
    );
    await expect.poll(() => mainPages.filter((pagePath) => fetched.has(pagePath))).toEqual(mainPages);
    // A browser without scripts reads the same hints from the prerendered head.
    const html = await (await page.request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const withoutScripts = head.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? "";
    expect([...withoutScripts.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map((match) => match[1])).toEqual(
      mainPages,
    );
    const hinted = await page
      .locator('head link[rel="dns-prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hinted).toEqual(["https://tally.so", "https://wa.me"]);
  });
});
