import { test as base, expect, type ConsoleMessage, type Page, type Request } from "@playwright/test";
import { countPath } from "#app/data/count-vocabulary.js";

export { expect };

/** True for the site under test; every other host is cut off so the tests never reach the internet. */
function isLocal(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page during the test. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !isLocal(url),
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },
  pageProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      // The document of a 404 or 400 page is itself a failed load; that is the point of it.
      if (/status of 40[04]/.test(message.text())) return;
      // Third-party requests blocked above (the contact form's script) are the test's doing, not the page's.
      if (/net::ERR_BLOCKED_BY_CLIENT/.test(message.text())) return;
      // A count the server refuses (a burst from the tests' one address) or cannot keep is logged by the
      // browser and changes nothing on the page; enquiries.spec.ts checks what is counted.
      if (new URL(message.location().url || "about:blank").pathname === countPath) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    await use(problems);
  },
});

/** The mark the app sets on <html> once React has hydrated the prerendered page (app/root.tsx). */
export const hydratedSelector = "html[data-hydrated]";

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(hydratedSelector).waitFor({ state: "attached" });
}

/**
 * Follows the page's requests from now on. `settled()` resolves once the page has hydrated, its
 * fonts have arrived, and every request it made has been answered (or has failed), with none begun
 * since the previous look: everything the page loads of its own accord is in.
 */
export function followRequests(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  let begun = 0;
  page.on("request", (request) => {
    open.add(request);
    begun += 1;
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return {
    async settled() {
      await waitForHydration(page);
      await page.evaluate(async () => void (await document.fonts.ready));
      let seen = -1;
      await expect
        .poll(
          () => {
            const quiet = open.size === 0 && begun === seen;
            seen = begun;
            return quiet;
          },
          { message: "the page's requests are all answered" },
        )
        .toBe(true);
    },
  };
}
