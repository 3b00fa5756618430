import { expect, hydratedSelector, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });

test("the service worker registers from /sw.js and says so", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/");
  await expect.poll(() => messages.some((text) => text.startsWith("SW registered"))).toBe(true);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
});

test("the service worker is registered only once the page has hydrated and loaded", async ({ page }) => {
  // Installing the worker downloads every script and stylesheet again: it must not compete with
  // the page's first seconds (docs/decisions/142-scripts-after-the-content.md).
  await page.addInitScript((hydrated) => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      Object.assign(window, {
        registeredWhen: { readyState: document.readyState, hydrated: document.querySelector(hydrated) !== null },
      });
      return register.apply(this, args);
    };
  }, hydratedSelector);
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => (window as { registeredWhen?: object }).registeredWhen))
    .toEqual({ readyState: "complete", hydrated: true });
});
