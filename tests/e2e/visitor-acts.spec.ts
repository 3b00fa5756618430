import type { Page } from "@playwright/test";
import { anyArticle, destinationPages, tripPages } from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A visitor finds the trips and acts on them: the ways in from the pages (the header and footer
 * keep the specification's links), and a call to action in view all along a trip page (the printout
 * that says who made the plan is trips.spec.ts's). Each journey in its own browser context.
 */

const [trip] = tripPages;
if (!trip) throw new Error("content/trips holds no trip");
const [guide] = destinationPages;
if (!guide) throw new Error("content/destinations holds no guide");

test.describe("the ways in", () => {
  test("the home page leads to the sample trips and the composer; the destinations overview and the contact page lead to both; the closing bands and an article's call to action lead to the composer", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "See our sample trips" }).click();
    await expect(page).toHaveURL(/\/trips$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Exact: another trip's title may begin with this one's ("…, Family Pace").
    await expect(page.getByRole("link", { name: trip.title, exact: true })).toBeVisible();

    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Plan your trip in two minutes" }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan Your Trip");

    const toTheTrips = ["/contact", "/destinations"];
    for (const path of ["/services", `/destinations/${guide.slug}`, `/blog/${anyArticle.slug}`, ...toTheTrips]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Plan your trip in two minutes" }), path).toHaveAttribute(
        "href",
        "/plan",
      );
      if (toTheTrips.includes(path))
        await expect(page.getByRole("main").getByRole("link", { name: "See our sample trips" }), path).toHaveAttribute(
          "href",
          "/trips",
        );
    }
    await page.getByRole("main").getByRole("link", { name: "See our sample trips" }).click();
    await expect(page).toHaveURL(/\/trips$/);
  });
});

/** Whether a "Customise this trip" link is wholly on screen, at the page's current scroll position. */
async function callToActionOnScreen(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll("a")].some((link) => {
      if (!link.textContent?.startsWith("Customise this trip") || !link.checkVisibility()) return false;
      const box = link.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  );
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`a trip page keeps "Customise this trip" on screen past the first screen, and after the price, at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/trips/${trip.slug}`);
    await waitForHydration(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const step = Math.round(viewport.height / 3);
    for (let y = viewport.height; y <= bottom + step; y += step) {
      const at = Math.min(y, bottom);
      // Scrolled, then read once the browser has drawn the frame at that position.
      await page.evaluate(
        (top) =>
          new Promise((resolve) => {
            window.scrollTo({ top, behavior: "instant" });
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
        at,
      );
      expect(await callToActionOnScreen(page), `scrolled to ${at} px`).toBe(true);
    }
    // At the end of the page, one follows the price.
    const followsPrice = await page.evaluate(() => {
      const price = document.getElementById("trip-price");
      return [...document.querySelectorAll("a")].some(
        (link) =>
          link.textContent?.startsWith("Customise this trip") &&
          price !== null &&
          Boolean(price.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    });
    expect(followsPrice).toBe(true);
  });
}
