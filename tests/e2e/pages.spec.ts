import AxeBuilder from "@axe-core/playwright";
import { site } from "#app/data/site.ts";
import { htmlText, mailAddress } from "#tests/site-facts.ts";
import { legalPages, textOf } from "#tests/site-content.ts";
import { expect, followRequests, test } from "./fixtures";
import { pageKinds, publicPages } from "./site-map";

test.describe("every page is real HTML before any script runs @publish", () => {
  for (const { path, heading } of publicPages) {
    test(`${path} answers 200 with its heading, title and description in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await response.text();
      const title = textOf(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
      expect(title).toContain(site.brandName);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${htmlText(`${site.origin}${path}`)}"/>`);
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? ""));
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toMatch(heading);
    });
  }

  test("a page works as a document with JavaScript switched off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalPages.privacy.title);
    await expect(page.getByText(`Last updated ${legalPages.privacy.lastUpdated}`)).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalPages.terms.title);
    await context.close();
  });
});

/**
 * One visit per page at a phone's width, and per kind of page at a desktop's, for everything a page
 * must do once its scripts run. That no floating control (the social bar, the scroll-to-top button)
 * covers text or a control, at any scroll position and nine widths, is the layout check's
 * (layout.spec.ts).
 */
const visits = [
  { width: 390, paths: publicPages.map(({ path }) => path) },
  { width: 1280, paths: pageKinds },
];

test.describe("every page hydrates cleanly, passes axe and stays on this site @publish", () => {
  // Axe and the scroll to the end, on the longest pages, beside the other worker.
  test.describe.configure({ timeout: 90_000 });

  for (const { width, paths } of visits) {
    for (const path of paths) {
      test(`${path} at ${width} px: no console error, no CSP violation, no axe violation, and no other host is asked for anything, even scrolled to the end`, async ({
        page,
        pageProblems,
      }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { cspViolations: string[] };
          w.cspViolations = [];
          document.addEventListener("securitypolicyviolation", (event) =>
            w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        });
        const foreign: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          // The contact page's form is the one third party, added on purpose 100 ms after entry.
          if (url.hostname !== "localhost" && url.hostname !== "tally.so") foreign.push(request.url());
        });
        await page.setViewportSize({ width, height: 844 });
        const requests = followRequests(page);
        await page.goto(path);
        await requests.settled();
        expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);

        // Pictures far down the page load only when the reader gets there.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await requests.settled();
        expect(foreign, "requests to other hosts, while the page loads and scrolled to its end").toEqual([]);
        expect(pageProblems).toEqual([]);
      });
    }
  }
});

test.describe("policy pages", () => {
  for (const [path, policy] of [
    ["/privacy", legalPages.privacy],
    ["/terms", legalPages.terms],
  ] as const) {
    test(`${path} shows the date and every section of its text in content/legal, listed under 'On this page', with the agency's e-mail linked`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByText(`Last updated ${policy.lastUpdated}`)).toBeVisible();
      const article = page.getByRole("article");
      const sections = policy.sections.map((section) => section.text);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(sections);
      await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveText(sections);
      // {{email}} in the text becomes a mail link to the address of the business facts.
      const mentions = policy.html.split(`<a href="${htmlText(mailAddress)}">`).length - 1;
      await expect(article.getByRole("link", { name: site.email })).toHaveCount(mentions);
      for (const link of await article.getByRole("link", { name: site.email }).all())
        await expect(link).toHaveAttribute("href", mailAddress);
    });
  }

  test("the section list jumps to a section", async ({ page }) => {
    const sections = legalPages.terms.sections;
    const section = sections[Math.floor(sections.length / 2)];
    if (!section) throw new Error("content/legal/terms.md has no section");
    await page.goto("/terms");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: section.text, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    await expect(page.locator(`#${section.id}`)).toBeInViewport();
  });
});
