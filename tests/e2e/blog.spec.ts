import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { blogCategoryFilters } from "#app/data/blog-categories.ts";
import { site } from "#app/data/site.ts";
import { articlePlaces } from "#app/lib/content/article-places.ts";
import { loadTrips } from "#app/lib/content/trips.server.ts";
import {
  destinationPages,
  featuredArticle as featured,
  publishedArticles as articles,
  sectionHeadings,
} from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";

const chips: readonly string[] = blogCategoryFilters;
const slugOf = (category: string) =>
  category
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-");
const origin = site.origin;

/** The other articles a category lists besides the featured one. */
const othersIn = (category: string) =>
  articles.filter((article) => !article.featured && (category === "All" || article.category === category));
/** A category whose chip shows no article in the grid, if the content has one. */
const emptyCategory = chips.slice(1).find((category) => othersIn(category).length === 0);
/** Whether the featured article is the only one of its category. */
const featuredAlone = othersIn(featured.category).length === 0;
const fixturesNote = "that content has none; the rule is tested on made-up articles in app/components/blog";

const chipNav = (page: Page) => page.getByRole("navigation", { name: "Blog categories" });
const featuredBlock = (page: Page) => page.locator('article[aria-labelledby^="featured-"]');
const gridCards = (page: Page) => page.getByRole("region", { name: /stories/ }).getByRole("listitem");

async function expectSelected(page: Page, category: string) {
  await expect(chipNav(page).getByRole("link", { name: category, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
}

/** What the list must show for a category: the featured article only when it is in it, the others in the grid. */
async function expectListFor(page: Page, category: string) {
  const inCategory = articles.filter((article) => category === "All" || article.category === category);
  const others = inCategory.filter((article) => !article.featured);
  await expectSelected(page, category);
  if (inCategory.some((article) => article.featured)) {
    await expect(featuredBlock(page).getByRole("heading", { level: 2 })).toHaveText(featured.title);
  } else {
    await expect(featuredBlock(page)).toHaveCount(0);
  }
  await expect(gridCards(page)).toHaveCount(others.length);
  for (const article of others)
    await expect(gridCards(page).getByRole("heading", { level: 3, name: article.title })).toBeVisible();
  const empty = page.getByText(`No articles found in the ${category} category.`, { exact: true });
  if (others.length === 0) await expect(empty).toBeVisible();
  else await expect(empty).toHaveCount(0);
}

test.describe("the blog list", () => {
  test("is complete HTML before scripts: chips, every article and Stay Updated", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    for (const chip of chips) expect(html).toContain(`>${chip.replace("&", "&amp;")}</a>`);
    for (const article of articles) expect(html).toContain(article.title.replace(/'/g, "&#x27;"));
    expect(html).toContain("Stay Updated");
    expect(html).toMatch(/aria-current="true"[^>]*>All</);
  });

  test("shows every chip with All selected, the featured article and every other article, each with its read time; every chip filters the list, keeps the choice in the URL and never reloads the page; back and forward walk through the chosen categories; a card leads to its article, whose 'Back to Blog' returns to the list; Subscribe Now and Get Updates both lead to the contact page", async ({
    page,
    pageProblems,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(chipNav(page).getByRole("link")).toHaveText(chips);
    await expectListFor(page, "All");
    await expect(page.getByRole("main").getByText(/\d+ min read/)).toHaveCount(articles.length);
    await expect(featuredBlock(page)).toContainText(featured.readTime);
    for (const article of othersIn("All")) {
      await expect(gridCards(page).filter({ hasText: article.title })).toContainText(article.readTime);
    }

    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    for (const category of [...chips.slice(1), "All"]) {
      await chipNav(page).getByRole("link", { name: category, exact: true }).click();
      await expect(page).toHaveURL(
        category === "All" ? /\/blog$/ : new RegExp(`/blog\\?category=${slugOf(category)}$`),
      );
      await expectListFor(page, category);
    }
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    const [first, second] = chips.slice(-2) as [string, string];
    await chipNav(page).getByRole("link", { name: first }).click();
    await expectSelected(page, first);
    await chipNav(page).getByRole("link", { name: second }).click();
    await expectListFor(page, second);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${slugOf(first)}$`));
    await expectListFor(page, first);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expectListFor(page, "All");
    await page.goForward();
    await expectListFor(page, first);
    await page.goBack();
    await expectListFor(page, "All");
    expect(pageProblems).toEqual([]);

    const article = articles.find((candidate) => !candidate.featured);
    await gridCards(page).getByRole("link", { name: article?.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article?.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article?.title ?? "");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel Blog");

    for (const label of ["Subscribe Now", "Get Updates"]) {
      if (label !== "Subscribe Now") {
        await page.goto("/blog");
        await waitForHydration(page);
      }
      const block = page.getByRole("region", { name: "Stay Updated" });
      await expect(block.getByRole("link", { name: label })).toHaveAttribute("href", "/contact");
      await block.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(/\/contact$/);
    }
  });

  test("says 'No articles found' for a category without another article", async ({ page }) => {
    test.skip(emptyCategory === undefined, `every category lists another article: ${fixturesNote}`);
    const category = emptyCategory ?? "";
    await page.goto("/blog");
    await waitForHydration(page);
    await chipNav(page).getByRole("link", { name: category, exact: true }).click();
    await expect(page.getByText(`No articles found in the ${category} category.`, { exact: true })).toBeVisible();
    if (featured.category === category) await expect(featuredBlock(page)).toBeVisible();
    else await expect(featuredBlock(page)).toHaveCount(0);
  });

  test("reads as 'no other article' when the featured one is a category's only article, and leads back to all", async ({
    page,
  }) => {
    test.skip(!featuredAlone, `the featured article's category has other articles: ${fixturesNote}`);
    const category = featured.category;
    await page.goto(`/blog?category=${slugOf(category)}`);
    await waitForHydration(page);
    // The message belongs to the section of the other articles, which says it is about more of them.
    const others = page.getByRole("region", { name: `More ${category} stories` });
    const message = others.getByText(`No articles found in the ${category} category.`, { exact: true });
    await expect(message).toBeVisible();
    await expect(others).toContainText(`The featured story above is our only ${category} story so far.`);
    const featuredBox = await featuredBlock(page).boundingBox();
    const messageBox = await message.boundingBox();
    expect(
      (messageBox?.y ?? 0) > (featuredBox?.y ?? 0) + (featuredBox?.height ?? 0),
      "the message comes after the featured article",
    ).toBe(true);

    await others.getByRole("link", { name: "Browse all stories" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expectListFor(page, "All");
  });

  test("opens a shared filtered address with that category, and shows everything for an unknown category in the URL, without a hydration error", async ({
    page,
    pageProblems,
  }) => {
    const category = chips.at(-3)!;
    await page.goto(`/blog?category=${slugOf(category)}`);
    await waitForHydration(page);
    await expectListFor(page, category);
    await page.goto("/blog?category=space-travel");
    await waitForHydration(page);
    await expectListFor(page, "All");
    expect(pageProblems).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`a filtered view with the empty message passes axe at ${width} px`, async ({ page }) => {
      test.skip(emptyCategory === undefined, `every category lists another article: ${fixturesNote}`);
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/blog?category=${slugOf(emptyCategory ?? "")}`);
      await waitForHydration(page);
      await expect(page.getByText(/No articles found/)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test.describe("an article page", () => {
  for (const article of articles) {
    test(`/blog/${article.slug} has every part of an article`, async ({ page, pageProblems }) => {
      await page.goto(`/blog/${article.slug}`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
      await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(main.getByText(`By ${article.author}`)).toBeVisible();
      await expect(main.locator(`time[datetime="${article.date}"]`).first()).toBeVisible();
      if (article.updated) {
        const updated = main.locator(`time[datetime="${article.updated}"]`);
        await expect(updated).toBeVisible();
        await expect(updated.locator("xpath=..")).toContainText("Updated");
      }
      const readTime = Number.parseInt(
        (
          await main
            .getByText(/\d+ min read/)
            .first()
            .textContent()
        )?.match(/(\d+) min read/)?.[1] ?? "0",
        10,
      );
      expect(`${readTime} min read`).toBe(article.readTime);

      // An illustration is drawn inside the page (docs/decisions/141-the-first-screen.md),
      // a photograph is an <img>: either way, a picture named by its alt text.
      await expect(main.getByRole("img", { name: article.imageAlt })).toBeVisible();

      await expect(main.locator(".prose").getByRole("heading", { level: 2 })).toHaveText(sectionHeadings(article.html));
      const figures = main.locator("figure");
      await expect(figures).toHaveCount(article.html.split("<figure>").length - 1);
      for (const figure of await figures.all()) {
        await expect(figure.locator("figcaption")).not.toBeEmpty();
        const img = figure.getByRole("img");
        await expect(img).toHaveAttribute("alt", /\w{3,}/);
        await expect(img).toHaveAttribute("loading", "lazy");
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }

      const chat = main.getByRole("link", { name: /Chat with a specialist/ });
      await expect(chat).toHaveAttribute("target", "_blank");
      const text = new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
      expect(text).toContain(article.title);

      // It closes with the sample trips and guides of the places its title and excerpt name.
      const places = articlePlaces(`${article.title} ${article.excerpt}`, destinationPages, loadTrips());
      for (const trip of places.trips)
        await expect(
          main.getByRole("link", { name: `See the sample trip: ${trip.title}`, exact: true }),
        ).toHaveAttribute("href", `/trips/${trip.slug}`);
      for (const guide of places.guides)
        await expect(main.getByRole("link", { name: `Read our ${guide.name} guide`, exact: true })).toHaveAttribute(
          "href",
          `/destinations/${guide.slug}`,
        );
      expect(pageProblems).toEqual([]);
    });
  }
});

test.describe("the RSS feed", () => {
  test("is RSS 2.0 sent as application/rss+xml, listing every published article, newest first, with absolute links", async ({
    page,
    request,
  }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        root: document.documentElement.nodeName,
        version: document.documentElement.getAttribute("version"),
        items: [...document.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent ?? "",
          link: item.querySelector("link")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.items).toEqual(
      articles.map((article) => ({ title: article.title, link: `${origin}/blog/${article.slug}` })),
    );
    for (const item of feed.items) expect((await request.get(new URL(item.link).pathname)).status()).toBe(200);
  });

  test("is announced in the head of every page", async ({ request }) => {
    for (const pagePath of ["/", "/blog", `/blog/${articles[0]?.slug}`, "/contact"]) {
      const html = await (await request.get(pagePath)).text();
      expect(html, pagePath).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss\.xml"\/>/,
      );
    }
  });
});
