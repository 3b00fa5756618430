import type { Page } from "@playwright/test";
import { site } from "#app/data/site.ts";
import { paths } from "#app/utils/paths.ts";
import { chatAddress, enquiryLinks } from "#tests/site-facts.ts";
import { destinationPages } from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { pageKinds } from "./site-map";

/**
 * Every way to reach the agency, pressed as a visitor presses it, from each kind of page: entered
 * directly, then after in-app links to the composer (whose Send is a form to the chat app) and to
 * the contact page. A page's Content-Security-Policy is the one of the document the visitor entered
 * by, so a control can work on a page loaded fresh and fail after a link: any policy violation or
 * console error fails the journey (docs/decisions/137-page-policies-in-one-table.md). Each kind of
 * page takes its own link to the composer (a trip page's chooses its trip). On each page, one link
 * of each way to reach the agency is pressed (a chat per number, every phone number and mail
 * address). The controls are found on the pages themselves (chat, tel: and mailto: links,
 * forms), so a new page or control is covered without editing this file. The chat app is answered
 * here by a small page. No phone or mail app is installed here (and Chromium stops following links
 * once it has failed to start one), so a phone or mail link's press is caught at the window, where
 * the app would be started, and its address read.
 */

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
  const destination = page.getByRole("checkbox", { name: destinationPages[0]!.name, exact: true });
  if (!(await page.getByRole("checkbox", { checked: true }).count())) await destination.check();
  const message = await page.getByRole("textbox", { name: "Your message", exact: true }).inputValue();
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
    return follow(page, path);
  }
  await here.first().click();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
  await waitForHydration(page);
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
    test(`entered at ${entry}: its own controls, then the composer's Send and the contact page's after a link`, async ({
      page,
      pageProblems,
    }) => {
      await page.goto(entry);
      await waitForHydration(page);
      await pressEachWay(page);
      if (entry === paths.plan) await sendComposedMessage(page);
      expect(pageProblems, `on ${entry}`).toEqual([]);

      if (entry !== paths.plan) {
        await follow(page, paths.plan);
        await sendComposedMessage(page);
        await pressEachWay(page);
        expect(pageProblems, `on the composer, reached from ${entry}`).toEqual([]);
      }

      await follow(page, paths.contact);
      // The contact form's host is out of reach here, so the page offers its alternatives.
      await expect(page.getByRole("link", { name: /chat/i }).first()).toBeVisible();
      await pressEachWay(page);
      expect(pageProblems, `on the contact page, reached from ${entry}`).toEqual([]);
    });
  }
});
