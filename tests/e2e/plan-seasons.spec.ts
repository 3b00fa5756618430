import type { Page } from "@playwright/test";
import { monthRanges, monthRatingsOf } from "#app/lib/content/month-table.ts";
import { monthNames } from "#app/lib/content/months.ts";
import { guides, trips } from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * /plan's seasons, beside the composer: a month names the destinations and sample trips at their
 * best then, a destination shows its best months, and without a script every destination's best
 * months are on the page. Every expectation is read from the guides' month tables in content/.
 */

const bestMonthsOf = (row: Parameters<typeof monthRatingsOf>[0]) =>
  monthRatingsOf(row).flatMap((rating, month) => (rating === "best" ? [month] : []));

const seasonsRegion = (page: Page) => page.getByRole("region", { name: "Where is at its best, and when" });

test.describe("the seasons on /plan", () => {
  test("with April chosen, name the destinations and sample trips at their best in April", async ({ page }) => {
    const april = monthNames.indexOf("April");
    await page.goto("/plan");
    await waitForHydration(page);
    const section = seasonsRegion(page);
    await section.getByLabel("Month").selectOption({ label: "April" });
    const best = section.getByRole("heading", { name: "At their best in April", exact: true }).locator("xpath=..");
    for (const guide of guides()) {
      const regions = guide.tips.whenToGo.filter((row) => bestMonthsOf(row).includes(april));
      if (regions.length > 0)
        await expect(best).toContainText(`${guide.name}: ${regions.map((row) => row.region).join(", ")}`);
      else await expect(best).not.toContainText(guide.name);
    }
    const tripsBlock = section
      .getByRole("heading", { name: "Sample trips at their best in April" })
      .locator("xpath=..");
    for (const trip of trips()) {
      const link = tripsBlock.getByRole("link", { name: trip.title, exact: true });
      if (trip.bestMonths.includes(april)) await expect(link).toHaveAttribute("href", `/trips/${trip.slug}`);
      else await expect(link).toHaveCount(0);
    }
  });

  test("with a destination chosen, show its regions' best months alone", async ({ page }) => {
    const [guide, other] = guides();
    await page.goto("/plan");
    await waitForHydration(page);
    const section = seasonsRegion(page);
    await section.getByLabel("Destination").selectOption({ label: guide!.name });
    await expect(section.getByRole("heading", { level: 3, name: guide!.name, exact: true })).toBeVisible();
    if (other) await expect(section.getByRole("heading", { level: 3, name: other.name, exact: true })).toHaveCount(0);
    for (const row of guide!.tips.whenToGo)
      await expect(section).toContainText(`Best months: ${monthRanges(bestMonthsOf(row))}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("say, for each destination, its best months", async ({ page }) => {
      await page.goto("/plan");
      const section = seasonsRegion(page);
      for (const guide of guides()) {
        const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: guide.name }) });
        for (const row of guide.tips.whenToGo) {
          const months = bestMonthsOf(row);
          if (months.length > 0) await expect(card).toContainText(`${row.region}Best months: ${monthRanges(months)}`);
        }
      }
    });

    test("offer no month or destination choice, which would need the script", async ({ page }) => {
      await page.goto("/plan");
      const section = seasonsRegion(page);
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(section.getByRole("combobox")).toHaveCount(0);
    });
  });
});
