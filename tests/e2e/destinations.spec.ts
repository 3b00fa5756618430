import type { Locator, Page } from "@playwright/test";
import { mapCopy, monthsCopy, regionMapCopy } from "#app/data/destination-maps.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { heroSlides } from "#app/data/home.ts";
import { site } from "#app/data/site.ts";
import { slugify } from "#app/utils/slug.ts";
import { chatAddress, htmlText, literal } from "#tests/site-facts.ts";
import { guides as contentGuides } from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { attractionVisitMessage } from "#app/data/prefilled-messages/destinations.ts";
import { bestTimes } from "#app/lib/content/month-table.ts";
import { guideLists } from "#app/generated/settings/guides.ts";

const chatPrefix = `${chatAddress}?text=`;

/** The prefilled text of a chat link, decoded. */
async function chatText(link: Locator): Promise<string> {
  const href = (await link.getAttribute("href")) ?? "";
  expect(href.startsWith(chatPrefix), `${href} is a chat link`).toBe(true);
  return new URL(href).searchParams.get("text") ?? "";
}

async function expectOpensChatInNewTab(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** The overview cards as content/destinations holds them (each guide's card fields), in the site's order. */
const cards = contentGuides().map((guide) => ({
  name: guide.name,
  slug: slugify(guide.name),
  rating: String(guide.rating),
  travelers: guide.travelers,
  tagline: guide.tagline,
}));

/** The guides as content/destinations holds them, with the tagline of their overview card. */
const guides = contentGuides().map((guide) => ({
  name: guide.name,
  path: `/destinations/${slugify(guide.name)}`,
  tagline: guide.tagline,
  attractions: guide.attractions.map((attraction) => attraction.name),
  stats: guide.stats ?? [],
  tips: guide.tips,
}));

function section(page: Page, heading: string | RegExp): Locator {
  return page.getByRole("region", { name: heading });
}

test.describe("the destinations overview", () => {
  const overviewClosing = destinationsCopy.overview.closing;
  test(`shows a card per guide with picture, rating, description, four highlights and traveler count; closes with '${overviewClosing.planTrip}' and '${overviewClosing.speakWithExpert}', each opening a chat; maps every guide's country and every office; each 'Explore' loads its guide as a new page, and each country on the map leads to its guide`, async ({
    page,
  }) => {
    await page.goto("/destinations");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(cards.length);
    for (const [index, card] of cards.entries()) {
      const article = articles.nth(index);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(card.name);
      await expect(article.getByRole("img")).toHaveAccessibleName(/.{20,}/);
      await expect(article.getByText(`Rated ${card.rating} out of 5`)).toBeAttached();
      await expect(article).toContainText(`${card.travelers} travelers`);
      await expect(article).toContainText(card.tagline);
      await expect(article.getByRole("list", { name: `Highlights of ${card.name}` }).getByRole("listitem")).toHaveCount(
        4,
      );
      await expect(article.getByRole("link", { name: `Explore ${card.name}` })).toHaveAttribute(
        "href",
        `/destinations/${card.slug}`,
      );
    }

    const closing = section(page, overviewClosing.heading);
    const plan = closing.getByRole("link", { name: overviewClosing.planTrip });
    const expert = closing.getByRole("link", { name: overviewClosing.speakWithExpert });
    await expectOpensChatInNewTab(plan);
    await expectOpensChatInNewTab(expert);
    expect(await chatText(plan)).toMatch(/plan a trip/);
    expect(await chatText(expert)).toMatch(/expert/);

    const mapSection = section(page, regionMapCopy.heading);
    const map = mapSection.getByRole("group", { name: mapCopy.overview.title });
    for (const office of site.offices) {
      // One layout of names per band of widths is drawn; the map's width shows one of them.
      await expect(map.getByText(office.city, { exact: true }).filter({ visible: true })).toHaveCount(1);
      await expect(mapSection.getByRole("listitem").filter({ hasText: office.office })).toHaveCount(1);
    }
    for (const card of cards)
      await expect(map.getByRole("link", { name: card.name })).toHaveAttribute("href", `/destinations/${card.slug}`);

    for (const card of cards) {
      if (card !== cards[0]) await page.goto("/destinations");
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await page.getByRole("link", { name: `Explore ${card.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/destinations/${card.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.name);
      // A client-side navigation would keep the window object; a full page load starts a new one.
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    }

    const last = cards.at(-1)!;
    await page.goto("/destinations");
    await map.getByRole("link", { name: last.name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.name);
  });
});

test.describe("the destination guides", () => {
  // One test per guide, so that the time each may take does not grow with the number of guides;
  // each reads its whole guide, map and pictures on one visit.
  test.describe.configure({ timeout: 60_000 });

  for (const guide of guides) {
    test(`${guide.name}: hero, headline figures, six reasons, the attractions with their chat links, the best time by region or season and the essentials, closing buttons; its map pins every attraction, lists them by region, and a pin leads to its card; every picture loads`, async ({
      page,
    }) => {
      await page.goto(guide.path);
      const hero = page.getByRole("main").locator("header").first();
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(guide.name);
      await expect(hero).toContainText(guide.tagline);
      // The hero picture is drawn inside the page (docs/decisions/141-the-first-screen.md).
      await expect(hero.getByRole("img")).toHaveAccessibleName(/.{20,}/);

      const figures = section(page, `Discover ${guide.name}`);
      for (const { value, label } of guide.stats) {
        const term = figures.getByRole("term").filter({ hasText: label });
        await expect(term).toHaveCount(1);
        await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(value);
      }

      await expect(section(page, destinationsCopy.guide.reasonsHeading(guide.name)).getByRole("listitem")).toHaveCount(
        6,
      );

      const attractions = section(page, destinationsCopy.guide.attractionsHeading(guide.name)).getByRole("article");
      await expect(attractions.getByRole("heading", { level: 3 })).toHaveText(guide.attractions);
      for (const [index, name] of guide.attractions.entries()) {
        const card = attractions.nth(index);
        const type = (await card.locator("p", { hasText: /^Type: / }).textContent())?.replace("Type: ", "") ?? "";
        const duration =
          (await card.locator("p", { hasText: /^Suggested time: / }).textContent())?.replace("Suggested time: ", "") ??
          "";
        expect(guideLists.attractionTypes).toContain(type);
        expect(guideLists.durations).toContain(duration);
        await expect(card.locator("p", { hasText: /^Location: / })).toBeAttached();
        await expect(card.getByRole("img")).toHaveAttribute("alt", /.{20,}/);
        const plan = card.getByRole("link", { name: `${destinationsCopy.guide.planVisit} to ${name}` });
        await expect(plan).toHaveText(destinationsCopy.guide.planVisit);
        await expectOpensChatInNewTab(plan);
        expect(await chatText(plan)).toBe(attractionVisitMessage(name, guide.name));
      }

      const block = section(page, destinationsCopy.guide.tipsHeading);
      await expect(
        block.getByRole("heading", { level: 3, name: destinationsCopy.guide.bestTimeHeading }),
      ).toBeVisible();
      await expect(
        block.getByRole("heading", { level: 3, name: destinationsCopy.guide.essentialsHeading }),
      ).toBeVisible();
      for (const { label, months } of bestTimes(guide.tips.whenToGo)) {
        const term = block.getByRole("term").filter({ hasText: new RegExp(`^${literal(label)}$`) });
        await expect(term.locator("xpath=following-sibling::dd[1]")).toContainText(months);
      }
      const items = block.locator("dl").nth(1).locator(":scope > div");
      await expect(items).toHaveCount(guide.tips.essentials.length);
      for (const [index, { label, value, detail }] of guide.tips.essentials.entries()) {
        for (const part of [label, value, detail]) await expect(items.nth(index)).toContainText(part);
      }

      const { closing: closingCopy } = destinationsCopy.guide;
      const closing = section(page, closingCopy.heading(guide.name));
      const texts = [];
      for (const label of [closingCopy.planTrip, closingCopy.consultation, closingCopy.information]) {
        const link = closing.getByRole("link", { name: label });
        await expectOpensChatInNewTab(link);
        const text = await chatText(link);
        expect(text).toContain(guide.name);
        texts.push(text);
      }
      expect(texts[0]).toMatch(/plan a trip/);
      expect(texts[1]).toMatch(/consultation/);
      expect(texts[2]).toMatch(/information/);

      const mapSection = section(page, `${guide.name} at a Glance`);
      const map = mapSection.getByRole("group", { name: new RegExp(`^Map of ${guide.name} with`) });
      await expect(map.getByRole("link")).toHaveText(guide.attractions);
      await expect(map).toContainText(/\d+ km \(\d+ mi\)/);
      const list = mapSection.getByRole("heading", { name: "Places by region" }).locator("xpath=..");
      await expect(list.getByRole("link")).toHaveCount(guide.attractions.length);
      for (const name of guide.attractions) await expect(list.getByRole("link", { name, exact: true })).toHaveCount(1);
      // The last attraction's label (even one of several pins on top of one another in a city)
      // leads to its own card.
      const last = guide.attractions.at(-1)!;
      await map.getByRole("link", { name: last }).locator("text").click();
      await expect(page).toHaveURL(new RegExp(`#${slugify(last)}$`));
      await expect(
        page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: last }) }),
      ).toBeInViewport();

      // The pictures fetched as files (an illustrated hero is drawn inside the page).
      for (const image of await page.getByRole("main").locator("img").all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });
  }

  test("the guides are complete in the HTML before any script runs", async ({ request }) => {
    for (const guide of guides) {
      const html = await (await request.get(guide.path)).text();
      for (const name of guide.attractions) {
        expect(html).toContain(htmlText(name));
        const text = encodeURIComponent(attractionVisitMessage(name, guide.name)).replaceAll("'", "&#x27;");
        expect(html).toContain(`href="${chatPrefix}${text}"`);
      }
    }
  });
});

test.describe("the parts drawn when the site builds, after a client-side navigation", () => {
  test("a guide reached from the home page and the overview reached from the menu show their maps and month table", async ({
    page,
  }) => {
    const slide = heroSlides[0]!;
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("link", { name: `Explore ${slide.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${slide.href}$`));
    // Fetched beside the page's data: the map with its links to the cards, and the month table.
    const map = page.getByRole("group", { name: new RegExp(`^Map of ${literal(slide.name)}`) });
    await expect(map.getByRole("link").first()).toHaveAttribute("href", /^#/);
    await expect(page.getByRole("table", { name: monthsCopy.caption(slide.name) })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    await page.getByRole("banner").getByRole("link", { name: "DESTINATIONS", exact: true }).click();
    await expect(page).toHaveURL(/\/destinations$/);
    const overview = page.getByRole("group", { name: mapCopy.overview.title });
    for (const card of cards)
      await expect(overview.getByRole("link", { name: card.name })).toHaveAttribute(
        "href",
        `/destinations/${card.slug}`,
      );
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
