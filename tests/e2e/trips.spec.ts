import type { Page } from "@playwright/test";
import { booking, bookingSteps, priceBasis, replyTime } from "#app/data/booking.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { destinationCountries } from "#app/data/destinations.ts";
import { tripShortcuts } from "#app/data/navigation.ts";
import { headOffice, site } from "#app/data/site.ts";
import { journeyLine, mealsLine, paceGrades, tripLengths, tripsCopy } from "#app/data/trip-copy.ts";
import { monthNames } from "#app/lib/content/months.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import { isPriceCurrent, monthYear } from "#app/lib/content/trip-view.ts";
import { tripView } from "#app/lib/content/trips.server.ts";
import { chatAddress } from "#tests/site-facts.ts";
import { trips } from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The sample trips: a trip's page (its plan day by day, its route map, its price and the basis of
 * it, the composer and the chat that customise it), the index's filters, and the plan on paper.
 * Every expectation is read from content/trips through the site's own loader.
 */

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    currencyDisplay: "code",
    maximumFractionDigits: 0,
  }).format(amount);

const monthKeys = monthNames.map((name) => name.slice(0, 3).toLowerCase());

const [trip] = trips();
if (!trip) throw new Error("content/trips holds no trip");

const customiseText = (month?: string) =>
  `Hi! I'd like to customise your sample trip "${trip.title}" (${trip.days.length} days in ${trip.destination})${month ? `, traveling in ${month}` : ""}. Could you tailor it for me?`;

const tripCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });

test.describe("a sample trip's page", () => {
  test("shows the plan day by day, the route map, the price with its basis, and a chat that names the trip and the month", async ({
    page,
  }) => {
    await page.goto(`/trips/${trip.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);

    const days = page.getByRole("region", { name: "Day by day" }).getByRole("listitem");
    await expect(days).toHaveCount(trip.days.length);
    for (const [index, day] of trip.days.entries()) {
      await expect(days.nth(index).getByRole("heading")).toHaveText(`Day ${index + 1}: ${day.title}`);
      if (day.sleep) await expect(days.nth(index)).toContainText(`Night: ${day.sleep}`);
    }

    const map = page.getByRole("region", { name: "Where the trip goes" });
    await expect(map.getByRole("group", { name: new RegExp(`route of ${trip.title}`) })).toBeVisible();
    for (const stop of trip.stops) {
      await expect(map.getByRole("list").getByRole("link", { name: stop.name, exact: true })).toHaveAttribute(
        "href",
        `#day-${trip.days.findIndex((day) => day.sleep === stop.name) + 1}`,
      );
    }

    const price = page.getByRole("region", { name: "What it costs" });
    if (isPriceCurrent(trip.price, publishingDate())) {
      await expect(price).toContainText(`${rupees(trip.price.from)} per person`);
      await expect(price).toContainText(
        `Per person, twin sharing, in ${trip.price.hotels}, international flights excluded.`,
      );
      await expect(price).toContainText(priceBasis.tcs);
    } else await expect(price).toContainText("Price on request");
    const booking = price.getByRole("region", { name: "How booking works" });
    for (const step of bookingSteps) await expect(booking).toContainText(`${step.term}: ${step.text}`);
    for (const item of [...trip.price.includes, ...trip.price.excludes]) await expect(price).toContainText(item);

    const glance = page.getByRole("complementary", { name: "At a glance" });
    const customise = glance.getByRole("link", { name: "Customise this trip" });
    const chat = glance.getByRole("link", { name: /^Or chat with us/ });
    await expect(customise).toHaveAttribute("href", `/plan/${trip.slug}`);
    await expect(chat).toHaveAttribute("href", `${chatAddress}?text=${encodeURIComponent(customiseText())}`);
    await expect(chat).toHaveAttribute("target", "_blank");

    await waitForHydration(page);
    // The month in the year it next comes round, from the visitor's date.
    const now = new Date();
    const index = trip.bestMonths[0]!;
    const month = `${monthNames[index]!} ${index >= now.getMonth() ? now.getFullYear() : now.getFullYear() + 1}`;
    const monthChoice = page.getByLabel("When would you travel?");
    // The best months come first, in a group of their own.
    await expect(monthChoice.locator("optgroup").first()).toHaveAttribute("label", "Best months");
    await monthChoice.selectOption(String(index));
    await expect(chat).toHaveAttribute("href", `${chatAddress}?text=${encodeURIComponent(customiseText(month))}`);
    // Every way to the composer carries the month: the card's, the price section's and the bar's.
    const ways = page.getByRole("link", { name: "Customise this trip" });
    await expect(ways).toHaveCount(3);
    for (const way of await ways.all())
      await expect(way).toHaveAttribute("href", `/plan/${trip.slug}?month=${index + 1}`);
  });

  for (const each of trips())
    test(`${each.title}: shows its pace grade with the scale's meaning, each night's standard and each day's meals, its route in words inside the map's figure, and when its price was checked, on screen and on paper`, async ({
      page,
    }) => {
      await page.goto(`/trips/${each.slug}`);
      const grade = paceGrades.find((entry) => entry.key === each.grade)!;
      for (const media of ["screen", "print"] as const) {
        await page.emulateMedia({ media });
        const glance = page.getByRole("complementary", { name: "At a glance" });
        await expect(glance).toContainText(grade.label);
        await expect(glance).toContainText(grade.meaning);
        await expect(glance).toContainText(`Checked ${monthYear(each.price.checked)}`);
        const days = page.getByRole("region", { name: "Day by day" }).getByRole("listitem");
        for (const [index, day] of each.days.entries()) {
          if (day.sleep) await expect(days.nth(index)).toContainText(`Night: ${day.sleep}, ${day.stay}`);
          await expect(days.nth(index)).toContainText(`Meals: ${mealsLine(day.meals)}`);
        }
        const figure = page.getByRole("region", { name: "Where the trip goes" }).getByRole("figure");
        await expect(figure).toContainText(each.stops.map((stop) => stop.name).join(" → "));
        for (const [index, day] of each.days.entries())
          if (day.travel) await expect(figure).toContainText(`Day ${index + 1}: ${journeyLine(day.travel)}`);
        // The notes as the page writes them: each festival named with its next dates.
        for (const note of tripView(each.slug).notes)
          await expect(page.getByRole("region", { name: "Good to know" })).toContainText(note.text);
      }
    });

  test("says how booking works beside the price, and the terms it links to say the same", async ({ page }) => {
    await page.goto(`/trips/${trip.slug}`);
    const steps = page.getByRole("region", { name: "How booking works" });
    await expect(steps).toContainText(replyTime);
    await steps.getByRole("link", { name: "Terms: booking and payment" }).click();
    await expect(page).toHaveURL(/\/terms#booking-and-payment$/);
    const terms = page.getByRole("article");
    await expect(terms.getByRole("heading", { name: /Booking and Payment/ })).toBeInViewport();
    // The facts the trip's page shows, as the terms' placeholders fill them in (the wording is the terms' own).
    for (const fact of [
      replyTime,
      booking.quoteWithin,
      `${booking.depositPercent}%`,
      `${booking.balanceDays} days`,
      booking.payment,
      booking.tcsRate,
      booking.peakDates,
    ])
      await expect(terms).toContainText(fact);
  });

  test("prints on A4 without the site's header, footer, floating controls or customising, each day whole, naming the agency, its phone, e-mail and head office on its first page", async ({
    page,
  }) => {
    await page.goto(`/trips/${trip.slug}`);
    await page.emulateMedia({ media: "print" });
    for (const landmark of [page.getByRole("banner").first(), page.getByRole("contentinfo")])
      await expect(landmark).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Social media and chat" })).toBeHidden();
    const customise = page.getByRole("link", { name: "Customise this trip", includeHidden: true });
    expect(await customise.count()).toBeGreaterThan(0);
    for (const link of await customise.all()) await expect(link).toBeHidden();
    await expect(page.getByText("Choose a stop to jump to its day.")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const days = page.getByRole("region", { name: "Day by day" }).getByRole("listitem");
    await expect(days).toHaveCount(trip.days.length);
    for (const day of await days.all()) await expect(day).toHaveCSS("break-inside", "avoid");
    const mapLinks = page.getByRole("region", { name: "Where the trip goes" }).getByRole("group").getByRole("link");
    expect(await mapLinks.count(), "the map's links").toBeGreaterThan(0);
    for (const link of await mapLinks.all()) await expect(link).toHaveCSS("pointer-events", "none");

    const header = page.getByText(site.legalName, { exact: true });
    await expect(header).toBeVisible();
    const card = header.locator("..");
    await expect(card).toContainText(site.phone.display);
    await expect(card).toContainText(site.email);
    await expect(card).toContainText(headOffice.address.join(", "));
    await expect(card).toContainText(/Sample trip as published on \d{1,2} [A-Z][a-z]+ \d{4}/);
    // On the first A4 page: 297 mm less the page's 14 mm margins, at 96 CSS pixels to the inch.
    const firstPage = ((297 - 2 * 14) / 25.4) * 96;
    const box = await card.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(firstPage);
    // The plan lines up under it: on paper the page's margins are the only gutters.
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(title?.x).toBe(box?.x);

    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(boxes.length, "pages").toBeGreaterThan(0);
    // A4 is 210 x 297 mm: 595 x 842 points.
    for (const [, width, height] of boxes) {
      expect(Math.round(Number(width))).toBe(595);
      expect(Math.round(Number(height))).toBe(842);
    }
  });
});

test.describe("the trip ideas", () => {
  test("filter by country, length and month, each choice in the URL, the count in sight on a phone, and say when nothing matches", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/trips");
    await expect(tripCards(page)).toHaveCount(trips().length);
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Filter the trips" });

    await filters.getByRole("link", { name: trip.destination, exact: true }).click();
    const slug = trip.destination.toLowerCase().replace(/\s+/g, "-");
    await expect(page).toHaveURL(`/trips?country=${slug}`);
    const inCountry = trips().filter((entry) => entry.destination === trip.destination);
    await expect(tripCards(page)).toHaveCount(inCountry.length);
    // The filters fill a phone's screen: the count stays in sight at its foot.
    await expect(page.getByText(tripsCopy.results(inCountry.length), { exact: true })).toBeInViewport();
    await expect(filters.getByRole("link", { name: trip.destination, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const month = trip.bestMonths[0]!;
    await filters.getByRole("link", { name: monthNames[month], exact: true }).click();
    await expect(page).toHaveURL(`/trips?country=${slug}&month=${monthKeys[month]}`);
    const shown = inCountry.filter((entry) => entry.bestMonths.includes(month));
    await expect(tripCards(page)).toHaveCount(shown.length);
    await expect(page.getByRole("link", { name: trip.title, exact: true })).toBeVisible();

    const long = trip.days.length >= 10;
    await filters.getByRole("link", { name: long ? "Up to 9 days" : "10 days or more" }).click();
    const left = shown.filter((entry) => (long ? entry.days.length <= 9 : entry.days.length >= 10));
    await expect(page).toHaveURL(new RegExp(`length=${long ? "short" : "long"}`));
    await expect(tripCards(page)).toHaveCount(left.length);
    if (left.length === 0) {
      await expect(page.getByText("No sample trip matches all of these.")).toBeVisible();
      await page.getByRole("link", { name: "Show every trip" }).click();
      await expect(page).toHaveURL("/trips");
      await expect(tripCards(page)).toHaveCount(trips().length);
    }
    await page.goBack();
    await expect(tripCards(page)).toHaveCount(left.length === 0 ? 0 : shown.length);
  });

  test("reached from the phone menu, filter on a tap on each chip, the count covering none at 390 or 320 px, nor a focused one", async ({
    page,
  }) => {
    // Some thirty taps, each a navigation inside the app.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: tripShortcuts[0]!.label }).click();
    await expect(page).toHaveURL("/trips");
    const chips = page.getByRole("navigation", { name: "Filter the trips" }).getByRole("link");
    // One "any" chip per filter, then its choices.
    const filters = [destinationCountries, tripLengths, monthNames, paceGrades];
    await expect(chips).toHaveCount(filters.reduce((count, choices) => count + 1 + choices.length, 0));
    const pill = page.locator("[data-trip-count] span");
    await page.setViewportSize({ width: 390, height: 640 });
    // A click fails where something else would take it: each chip takes its own tap.
    for (const chip of await chips.all()) {
      await chip.click();
      await expect(chip, `${await chip.textContent()}`).toHaveAttribute("aria-current", "true");
    }
    await expect(pill).toBeVisible();
    // Narrower, the chips wrap otherwise: a trial tap checks that nothing covers each, without its navigation.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const chip of await chips.all()) await chip.click({ trial: true });
    // With the count shown, Tab from the first chip to the last: each stays clear of it (WCAG 2.4.12).
    await chips.first().focus();
    for (const chip of await chips.all()) {
      await expect(chip).toBeFocused();
      const [box, count] = await Promise.all([chip.boundingBox(), pill.boundingBox()]);
      if (box && count) expect(box.y + box.height <= count.y || box.y >= count.y + count.height).toBe(true);
      await page.keyboard.press("Tab");
    }
  });

  test("filter by pace grade, each grade in the URL", async ({ page }) => {
    await page.goto("/trips");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Filter the trips" });
    const grade = paceGrades.find((entry) => entry.key === trip.grade)!;
    await filters.getByRole("link", { name: grade.label, exact: true }).click();
    await expect(page).toHaveURL(`/trips?pace=${grade.key}`);
    await expect(tripCards(page)).toHaveCount(trips().filter((entry) => entry.grade === grade.key).length);
    await expect(page.getByRole("link", { name: trip.title, exact: true })).toBeVisible();
  });

  test("are listed on their country's guide, reached from its first screen on a phone, each card leading to its plan", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const slug = trip.destination.toLowerCase().replace(/\s+/g, "-");
    await page.goto(`/destinations/${slug}`);
    const section = page.getByRole("region", { name: `Sample trips in ${trip.destination}` });
    const inCountry = trips().filter((entry) => entry.destination === trip.destination);
    const down = page.getByRole("link", { name: destinationsCopy.guide.tripsLink(inCountry.length) });
    await expect(down).toBeInViewport();
    await down.click();
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(section.getByRole("listitem")).toHaveCount(inCountry.length);
    await section.getByRole("link", { name: trip.title, exact: true }).click();
    await expect(page).toHaveURL(`/trips/${trip.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
  });
});
