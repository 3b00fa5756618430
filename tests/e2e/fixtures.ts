import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

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
    await context.route((url) => !isLocal(url), (route) => route.abort("blockedbyclient"));
    await use(context);
  },
  pageProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      // The document of a 404 page is itself a failed load; that is the point of it.
      if (/status of 404/.test(message.text())) return;
      // Third-party requests blocked above (the contact form's script) are the test's doing, not the page's.
      if (/net::ERR_BLOCKED_BY_CLIENT/.test(message.text())) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    await use(problems);
  },
});

/** Waits until React has hydrated the prerendered page (React marks the DOM nodes it owns). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactFiber"));
  });
}
