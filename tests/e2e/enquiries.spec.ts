import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { countPath } from "#app/data/count-vocabulary.js";
import { site } from "#app/data/site.ts";
import { composerQuestions } from "#app/data/page-copy/plan.ts";
import { paths } from "#app/utils/paths.ts";
import { buildServer } from "#server/app.js";
import { countReport } from "#server/counts/report.js";
import { openCountStore, type CountStore } from "#server/counts/store.js";
import { chatAddress, enquiryLinks } from "#tests/site-facts.ts";
import { destinationPages } from "#tests/site-content.ts";
import { startThrowawayPostgres } from "#tests/support/postgres.ts";
import { expect, test as siteTest, waitForHydration } from "./fixtures";
import { pageKinds } from "./site-map";
import { stubFormService } from "./support/form-stand-in";

/**
 * Every way to reach the agency, pressed as a visitor presses it, from each kind of page: entered
 * directly, then after an in-app link to the composer, whose Send is a form to the chat app. A
 * page's Content-Security-Policy is the one of the document the visitor entered by, so a form can
 * work on a page loaded fresh and fail after a link: any policy violation or console error fails
 * the journey (docs/decisions/137-page-policies-in-one-table.md). Each kind of page takes its own
 * link to the composer (a trip page's chooses its trip). On each page, one link of each way to
 * reach the agency is pressed (a chat per number, every phone number and mail address); the
 * composer's own links are pressed where it is entered and where it carries a trip. The contact
 * page has a policy of its own, so a link to it loads a document, the same from every page: its
 * controls are pressed entered directly and once after a link, from the home page by the composer
 * (docs/decisions/190-journeys.md). The controls are found on the pages themselves (chat, tel: and
 * mailto: links, forms), so a new page or control is covered without editing this file. The chat
 * app is answered here by a small page. No phone or mail app is installed here (and Chromium stops
 * following links once it has failed to start one), so a phone or mail link's press is caught at
 * the window, where the app would be started, and its address read.
 *
 * Each journey is counted by the site's own counts (docs/decisions/164-first-party-counts.md): the
 * build is served here by the Node server's own code, counting into the embedded store (PGlite in a
 * temporary folder), and the contact page's journey, which counts every kind of event, into a
 * throwaway PostgreSQL server (the unit tests hold both stores to the same rows). Every page
 * arrived at and every press is noted as the test makes it, and the store, read through the staff
 * report's own code, must hold each once (on its page, trip, place and office) and nothing else;
 * no request to the site carries what the visitor typed, and no cookie is set. On the contact page
 * entered directly, the form (a stand-in of its service) is shown and sent.
 */

interface CountedSite {
  origin: string;
  store: CountStore;
}

/** The build served by the Node server's own code, counting into `store`, until `use` returns. */
async function serveCounting(store: CountStore, use: (site: CountedSite) => Promise<void>): Promise<void> {
  const build = path.resolve(process.env.BUILD_DIR ?? "build");
  const lists = JSON.parse(await readFile(path.join(build, "count-lists.json"), "utf8"));
  // Opened before the first page: PGlite's first start holds the process for seconds.
  await store.rows();
  const app = await buildServer({ root: path.join(build, "client"), counts: { store, lists, authorize: "anyone" } });
  await use({ origin: await app.listen({ port: 0, host: "127.0.0.1" }), store });
  await app.close();
  await store.close();
}

/**
 * Each store is started once per worker, and only in a worker whose journeys count into it. PGlite
 * took over 90 s to start in three workers at once on two cores loaded forty deep.
 */
const test = siteTest.extend<{ counted: CountedSite }, { embeddedSite: CountedSite; postgresSite: CountedSite }>({
  embeddedSite: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const folder = await mkdtemp(path.join(tmpdir(), "counts-embedded-"));
      await serveCounting(openCountStore({ dataDir: folder }), use);
      await rm(folder, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  postgresSite: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const postgres = await startThrowawayPostgres();
      await serveCounting(openCountStore({ databaseUrl: postgres.url }), use);
      postgres.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  counted: async ({ embeddedSite }, use) => use(embeddedSite),
  baseURL: async ({ counted }, use) => use(counted.origin),
});

/** One counted event as the store keys it: kind, page, trip, place and office ("" when absent). */
type Counted = { kind: string; path: string; trip: string; place: string; office: string };

const keyOf = ({ kind, path, trip, place, office }: Counted) =>
  `${kind} ${path}${trip ? ` trip=${trip}` : ""}${place ? ` place=${place}` : ""}${office ? ` office=${office}` : ""}`;

function tally(events: Iterable<Counted & { count?: number }>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const event of events) totals[keyOf(event)] = (totals[keyOf(event)] ?? 0) + (event.count ?? 1);
  return totals;
}

function difference(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([key, count]) => [key, count - (before[key] ?? 0)] as const)
      .filter(([, count]) => count !== 0),
  );
}

/** The staff report's columns as totals: "page /about chat", "trip golden-triangle view", ... */
async function reportTotals(store: CountStore): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const row of (await countReport(store, { days: 7 })).rows)
    for (const [kind, count] of Object.entries(row.counts)) totals[`${row.by} ${row.key} ${kind}`] = count;
  return totals;
}

/** The trip a page is about: a trip page's own. */
const tripOfPath = (pathname: string) => /^\/trips\/([^/]+)$/.exec(pathname)?.[1] ?? "";

/** What the journey expects the site to have counted: each page arrived at, each press. */
const expected = new WeakMap<Page, Counted[]>();

function note(page: Page, event: Omit<Counted, "path" | "trip"> & { trip?: string }): void {
  const pathname = new URL(page.url()).pathname;
  expected.get(page)?.push({ ...event, path: pathname, trip: event.trip || tripOfPath(pathname) });
}

/** Notes the press of `link` as the page should count it: where it is, what it opens. */
async function notePress(page: Page, link: ReturnType<Page["locator"]>, href: string): Promise<void> {
  const where = await link.evaluate((element) => {
    const marked = (name: string) => element.closest(`[data-${name}]`)?.getAttribute(`data-${name}`) ?? "";
    return {
      place: marked("place") || "body",
      trip: marked("trip"),
      office: marked("office"),
      inFooter: element.closest("footer") !== null,
    };
  });
  // The page's landmarks and its places agree.
  if (where.inFooter) expect(where.place, href).toBe("footer");
  const opens = href.startsWith("tel:") ? "call" : href.startsWith("mailto:") ? "mail" : "chat";
  const kind =
    where.place === "composer"
      ? opens === "mail"
        ? "compose-mail"
        : "compose"
      : where.place === "form"
        ? "form-fallback"
        : opens;
  note(page, { kind, place: where.place, trip: where.trip, office: where.office });
}

const chatOrigin = new URL(chatAddress).origin;
const sendLabel = `Send on ${site.chat.appName}`;

/** An enquiry link the visitor can see on the page now: its address and how it opens. */
interface EnquiryLink {
  href: string;
  target: string | null;
  rel: string | null;
}

/** The enquiry links the visitor can see on the page now, once per address. */
async function visibleEnquiryLinks(page: Page): Promise<EnquiryLink[]> {
  const links = await page.locator(enquiryLinks).evaluateAll((elements) =>
    elements
      // A slide the carousel is not showing is in the page but not in sight, nor to be pressed.
      .filter((link) => link.checkVisibility({ opacityProperty: true }) && !link.closest("[inert]"))
      .map((link) => ({
        href: link.getAttribute("href") ?? "",
        target: link.getAttribute("target"),
        rel: link.getAttribute("rel"),
      })),
  );
  return [...new Map(links.map((link) => [link.href, link])).values()];
}

/**
 * The way a link reaches the agency: a chat with one number, opened in the same way (its target and
 * rel), whatever its message; a phone number; a mail address with its draft.
 */
function wayOf({ href, target, rel }: EnquiryLink): string {
  if (!href.startsWith(chatOrigin)) return href;
  const url = new URL(href);
  return `${url.origin}${url.pathname} ${target ?? ""} ${rel ?? ""}`;
}

/**
 * Presses a link as a visitor would. A chat link opens its chat in a new tab with its message; a
 * phone or mail link is pressed and its address read where the phone or mail app would get it.
 */
async function press(page: Page, href: string): Promise<void> {
  const link = page
    .locator(`a[href=${JSON.stringify(href)}]`)
    .filter({ visible: true })
    .first();
  await notePress(page, link, href);
  if (href.startsWith(chatOrigin)) {
    const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    // The chat of the number the link names (an office may have its own), with its message.
    const wanted = new URL(href);
    await tab.waitForURL((url) => url.origin === wanted.origin && url.pathname === wanted.pathname);
    expect(new URL(tab.url()).searchParams.get("text")).toBe(wanted.searchParams.get("text"));
    await tab.close();
    return;
  }
  expect(href, "a phone or mail link with an address").toMatch(/^(tel:\+\d{6,}|mailto:[^@\s]+@[^@\s]+)/);
  await link.click();
  await expect.poll(() => page.evaluate(() => (window as { appLaunched?: string }).appLaunched)).toBe(href);
}

/**
 * Presses one link of each way to reach the agency on the page: every phone number and mail
 * address, and a chat per number and way of opening. The other chats of that number differ only in
 * their message, which the page's own tests read from their addresses: here each must carry one.
 */
async function pressEachWay(page: Page): Promise<void> {
  const pressed = new Set<string>();
  for (const link of await visibleEnquiryLinks(page)) {
    const way = wayOf(link);
    if (pressed.has(way)) {
      expect(new URL(link.href).searchParams.get("text"), `the message of ${link.href}`).toBeTruthy();
      continue;
    }
    pressed.add(way);
    await press(page, link.href);
  }
}

/** Answers what the composer asks for, if anything, and presses Send: the chat opens with the message. */
async function sendComposedMessage(page: Page): Promise<void> {
  const name = page.getByLabel("Your name", { exact: true });
  if ((await name.inputValue()) === "") await name.fill("Priya");
  await page.getByLabel(composerQuestions.about.fields.notes.label).fill(typedMarker);
  const destination = page.getByRole("checkbox", { name: destinationPages[0]!.name, exact: true });
  if (!(await page.getByRole("checkbox", { checked: true }).count())) await destination.check();
  const message = await page.getByRole("textbox", { name: "Your message", exact: true }).inputValue();
  const trip = await page.locator("[data-place=composer]").getAttribute("data-trip");
  note(page, { kind: "compose", place: "composer", trip: trip ?? "", office: "" });
  const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: sendLabel }).click()]);
  await expect(tab).toHaveURL(new RegExp(`^${chatAddress}\\?`));
  expect(new URL(tab.url()).searchParams.get("text")).toBe(message.replace(/\n/g, "\r\n"));
  await tab.close();
}

/**
 * Follows an in-app link to `path` from the page, or from the home page (every page links home)
 * when this page has none: the journey a visitor makes.
 */
async function follow(page: Page, path: string): Promise<void> {
  const here = page
    .locator(`main a[href="${path}"], main a[href^="${path}?"], a[href="${path}"]`)
    .filter({ visible: true });
  if ((await here.count()) === 0) {
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    // The address changes before the page is drawn: its links are counted once its heading is there.
    await expect(page.getByRole("heading", { level: 1, name: site.tagline })).toBeVisible();
    return follow(page, path);
  }
  await here.first().click();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
  await waitForHydration(page);
}

/** What the visitor types into the composer's notes: no request to the site may carry it. */
const typedMarker = "Xq7-marker-typed-by-the-visitor";

/**
 * The visitor scrolls to the contact form (its service's stand-in), sees it and sends it.
 */
async function sendContactForm(page: Page): Promise<void> {
  await page.locator("[data-form-status]").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-form-status]")).toHaveAttribute("data-form-status", "ready");
  note(page, { kind: "form-shown", place: "form", office: "" });
  const form = page.frameLocator('iframe[title="Contact form"]');
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("Thanks for your message!")).toBeVisible();
  note(page, { kind: "form-sent", place: "form", office: "" });
}

test.describe("every enquiry gets through, whichever page the visitor entered by @publish", () => {
  // The carousel holds still, so the links a visitor sees stay where they are while pressed.
  test.use({ reducedMotion: "reduce" });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      window.addEventListener("click", (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (!link || !/^(tel|mailto):/.test(link.href) || event.defaultPrevented) return;
        event.preventDefault();
        (window as { appLaunched?: string }).appLaunched = link.getAttribute("href") ?? "";
      }),
    );
    await context.route(`${chatOrigin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Chat</title>" }),
    );
  });

  for (const entry of pageKinds) {
    const inPostgres = entry === paths.contact;
    const after = [
      ...(entry === paths.plan ? [] : ["the composer's Send"]),
      ...(entry === paths.home ? ["the contact page's"] : []),
    ];
    test.describe(`counted in the ${inPostgres ? "PostgreSQL" : "embedded"} store`, () => {
      if (inPostgres) test.use({ counted: async ({ postgresSite }, use) => use(postgresSite) });
      test(`entered at ${entry}: its own controls${after.length > 0 ? `, then ${after.join(" and ")} after a link` : ""}`, async ({
        page,
        context,
        counted,
        pageProblems,
      }) => {
        const stored = tally(await counted.store.rows());
        const reported = await reportTotals(counted.store);
        expected.set(page, []);
        let pathname = "";
        page.on("framenavigated", (frame) => {
          const url = new URL(frame.url());
          if (frame !== page.mainFrame() || url.origin !== counted.origin || url.pathname === pathname) return;
          pathname = url.pathname;
          note(page, { kind: "view", place: "", office: "" });
        });
        const carried: string[] = [];
        context.on("request", (request) => {
          const url = new URL(request.url());
          if (url.origin !== counted.origin) return;
          if (`${request.url()} ${request.postData() ?? ""}`.includes(typedMarker)) carried.push(request.url());
          // A count says its page in its body, and no more: no referrer, which may name the page before.
          if (url.pathname === countPath && request.headers().referer) carried.push(`${request.url()} with a referrer`);
        });

        await page.goto(entry);
        await waitForHydration(page);
        await pressEachWay(page);
        if (entry === paths.plan) await sendComposedMessage(page);
        expect(pageProblems, `on ${entry}`).toEqual([]);

        if (entry !== paths.plan) {
          await follow(page, paths.plan);
          await sendComposedMessage(page);
          // Its links otherwise are the ones pressed on /plan entered directly.
          if (await page.locator("[data-place=composer][data-trip]").count()) await pressEachWay(page);
          expect(pageProblems, `on the composer, reached from ${entry}`).toEqual([]);
        }

        if (entry === paths.home) {
          await follow(page, paths.contact);
          // The contact form's host is out of reach here, so the page offers its alternatives.
          await expect(page.getByRole("link", { name: /chat/i }).first()).toBeVisible();
          await pressEachWay(page);
          expect(pageProblems, `on the contact page, reached from ${entry}`).toEqual([]);
        }

        if (entry === paths.contact) {
          // The page again, its form service answering this time (a new page: a new view).
          await stubFormService(page);
          pathname = "";
          await page.goto(entry);
          await waitForHydration(page);
          await sendContactForm(page);
          expect(pageProblems, "on the contact page, its form sent").toEqual([]);
        }

        // Each once, on its page, trip, place and office, and nothing else; the staff report agrees.
        const journey = expected.get(page) ?? [];
        await expect
          .poll(async () => difference(tally(await counted.store.rows()), stored), { message: "the counts stored" })
          .toEqual(tally(journey));
        const columns: Record<string, number> = {};
        for (const { path: page, trip, kind } of journey)
          for (const row of [`page ${page} ${kind}`, ...(trip ? [`trip ${trip} ${kind}`] : [])])
            columns[row] = (columns[row] ?? 0) + 1;
        expect(difference(await reportTotals(counted.store), reported), "the staff report").toEqual(columns);
        expect(carried, "requests to the site carrying what the visitor typed, or counts a referrer").toEqual([]);
        expect(await context.cookies(), "cookies").toEqual([]);
      });
    });
  }
});
