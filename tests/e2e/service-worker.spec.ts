import { expect, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });

test("the service worker registers from /sw.js and says so", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/");
  await expect.poll(() => messages.some((text) => text.startsWith("SW registered"))).toBe(true);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
});
