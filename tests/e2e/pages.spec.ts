import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { replyPromise, replyTime } from "#app/data/booking.ts";
import { site } from "#app/data/site.ts";
import { chatAddress, enquiryLinks, htmlText, mailAddress } from "#tests/site-facts.ts";
import { legalPages, textOf } from "#tests/site-content.ts";
import { expect, followRequests, test } from "./fixtures";
import { pageKinds, publicPages, unknownPaths } from "./site-map";
import { budgetTableHeading, weighPage } from "./support/budgets";
import { layoutProblemsAt, layoutViewports, resizeTo } from "./support/layout-check";

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
 * What axe (WCAG 2.2 A and AA) finds on the page: one line per rule, naming the elements. Axe runs
 * in the page alone (its legacy mode): by default it also opens a blank page to gather the results
 * of frames from other hosts, which took 40 % of its time, and the one such frame, the contact
 * page's form, is cut off by the tests (docs/decisions/189-one-visit-per-page.md).
 */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * The chat, call and mail controls on the page that do not say when we reply: each must, in its
 * group (any element around it short of the page's main landmark) or its own title, give its own
 * way's promise (the quick one for chat and phone, the written one for e-mail) or every way's.
 */
function silentControls(page: Page): Promise<string[]> {
  return page.locator(`${enquiryLinks}, form[action^="${chatAddress}"] button[type="submit"]`).evaluateAll(
    (controls, { both, quick, written }) =>
      controls
        .filter((control) => {
          const own = control.getAttribute("href")?.startsWith("mailto:") ? written : quick;
          const says = (text: string | null | undefined) => text?.includes(both) || text?.includes(own);
          if (says(control.getAttribute("title"))) return false;
          for (let group = control.parentElement; group && !group.matches("main, body"); group = group.parentElement)
            if (says(group.textContent)) return false;
          return true;
        })
        .map((control) => control.outerHTML.slice(0, 120)),
    { both: replyTime, ...replyPromise },
  );
}

/** The not-found page, which has a layout of its own to hold. */
const notFound = unknownPaths[0] ?? "/no-such-page";
const desktop = { width: 1280, height: 800 };
const budgetRows: string[] = [];

/**
 * One visit per page, as a reader on a phone arrives, for everything a page must do once its
 * scripts run: hydrate without a console error or policy violation, stay within its byte budgets,
 * say when we reply beside every way to ask, pass axe at a phone's width (and, for one page of each
 * kind, at a desktop's: the others of a kind share every component), hold its layout at every
 * width, and ask no other host for anything, even scrolled to the end. The page is laid out afresh
 * at each width, as when it is loaded at that size.
 */
test.describe("every page, on one visit @publish", () => {
  // Axe, every layout and the scroll to the end, on the longest pages, beside the other workers.
  test.describe.configure({ timeout: 150_000 });
  // Still slides: the carousel does not rotate on its own, so every page is measured as laid out.
  test.use({ reducedMotion: "reduce" });

  for (const path of [...publicPages.map((entry) => entry.path), notFound]) {
    const isPublic = path !== notFound;
    const atDesktop = pageKinds.includes(path);
    const checks = isPublic
      ? `hydrates without an error or a policy violation, stays within its byte budgets, says when we reply beside every way to ask, passes axe at 390${atDesktop ? " and 1280" : ""} px`
      : "(not found) hydrates without an error or a policy violation";
    test(`${path}: ${checks}, holds its layout at ${layoutViewports.length} widths from ${layoutViewports[0].width} to ${layoutViewports.at(-1)?.width} px, and asks no other host for anything`, async ({
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
      const fonts = new Set<string>();
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        // The contact page's form is the one third party, added on purpose 100 ms after entry.
        if (url.hostname !== "localhost" && url.hostname !== "tally.so") foreign.push(request.url());
        if (url.hostname !== "localhost") return;
        if (request.resourceType() === "font") fonts.add(url.pathname);
        if (request.resourceType() === "script") scripts.add(url.pathname);
      });
      await page.setViewportSize({ width: 390, height: 844 });
      const requests = followRequests(page);
      await test.step("loads and hydrates at 390 px", async () => {
        await page.goto(path);
        await requests.settled();
      });
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

      if (isPublic) {
        // The fonts and scripts it asked for while it loaded and hydrated.
        budgetRows.push(await weighPage(path, { fonts, scripts }));
        expect(await silentControls(page), "controls that do not say when we reply").toEqual([]);
        await test.step("axe at 390 px", async () => expect(await axeViolations(page)).toEqual([]));
        if (atDesktop)
          await test.step("axe at 1280 px", async () => {
            await resizeTo(page, desktop);
            expect(await axeViolations(page)).toEqual([]);
          });
      }

      const problems: string[] = [];
      for (const viewport of layoutViewports)
        await test.step(`layout at ${viewport.width} px`, async () => {
          problems.push(...(await layoutProblemsAt(page, path, viewport)));
        });
      expect(problems).toEqual([]);

      // Pictures far down the page load only when the reader gets there.
      await test.step("scrolled to its end", async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await requests.settled();
      });
      expect(foreign, "requests to other hosts, while the page loads and scrolled to its end").toEqual([]);
      expect(pageProblems).toEqual([]);
    });
  }

  test.afterAll(() => {
    if (budgetRows.length > 0) console.log(["", ...budgetTableHeading, ...budgetRows.sort()].join("\n"));
  });
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
