/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build:
 *   npm run screenshots -- / /about /blog
 * Serves the production build on a spare port, writes reports/screenshots/<page>-<width>.png.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildServer } from "#server/app.js";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";

const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
const pagesToShoot = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const fullPage = !process.argv.includes("--viewport");
const outputDirectory = path.resolve("reports/screenshots");

const server = await buildServer({ root: path.resolve(process.env.BUILD_DIR ?? "build", "client") });
const address = await server.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

try {
  await mkdir(outputDirectory, { recursive: true });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      serviceWorkers: "block",
    });
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    const page = await context.newPage();
    for (const pagePath of pagesToShoot.length > 0 ? pagesToShoot : ["/"]) {
      await page.goto(`${address}${pagePath}`);
      // Set once React has hydrated (app/root.tsx).
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(async () => void (await document.fonts.ready));
      if (fullPage) {
        // Lazy pictures load as the page scrolls.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
          // Sections rendered only near the screen would be blank in a capture of the whole page.
          for (const element of document.querySelectorAll<HTMLElement>("*")) {
            if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
          }
        });
        // A picture in a hidden element is never fetched.
        await page.waitForFunction(() =>
          [...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete),
        );
      }
      const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
      const file = path.join(outputDirectory, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
