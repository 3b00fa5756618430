import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { loadBlogArticles, newestFirst } from "#app/lib/content/blog.server.ts";
import { trips as tripCollection } from "#app/lib/content/collections.ts";
import type { DestinationGuide } from "#app/lib/content/destination-schema.ts";
import { loadDestinationGuides } from "#app/lib/content/destinations.server.ts";
import { loadLegalPage } from "#app/lib/content/legal.server.ts";
import { destinations } from "#app/data/destinations.ts";
import { tripSlugs } from "#app/lib/content/route-lists.server.ts";
import { loadTrips, type LoadedTrip } from "#app/lib/content/trips.server.ts";

/**
 * What content/ holds, as the pages must show it: the published articles, the destination
 * guides, the sample trips and the policies, read with the site's own loaders (the same checks as the build). Staff edit these files
 * in the content manager, so the tests compare the pages with them instead of repeating their
 * titles, names, counts and dates. Like tests/site-facts.ts for the business facts.
 */

/** The articles this build publishes (no draft, none dated after today), newest first as the list shows them. */
export const publishedArticles = newestFirst(loadBlogArticles());

/** The one featured article (the build refuses any other number). */
export const featuredArticle = (() => {
  const featured = publishedArticles.find((article) => article.featured);
  if (!featured) throw new Error("content/blog: no featured article");
  return featured;
})();

/** An article that is not the featured one, for journeys that need any article. */
export const anyArticle = publishedArticles.find((article) => !article.featured) ?? featuredArticle;

/** The privacy policy and the terms: title, "last updated" month, sections and text. */
export const legalPages = { privacy: await loadLegalPage("privacy"), terms: await loadLegalPage("terms") };

/**
 * Each guide's country and address, in the site's order, read without the guides' checks (for lists
 * of pages): the index of content/destinations that `npm run assets` makes.
 */
export const destinationPages: readonly { name: string; slug: string }[] = destinations;

let cachedGuides: DestinationGuide[] | undefined;

/** The guides in the site's order of destinations (read on first use: their check loads the country coder). */
export function guides(): DestinationGuide[] {
  cachedGuides ??= loadDestinationGuides();
  return cachedGuides;
}

/** Each sample trip's address and title, read without the trips' checks (for lists of pages). */
export const tripPages: readonly { slug: string; title: string }[] = tripSlugs().map((slug) => ({
  slug,
  title: (
    parseYaml(readFileSync(path.join(tripCollection.folder, `${slug}.${tripCollection.extension}`), "utf8")) as {
      title: string;
    }
  ).title,
}));

let cachedTrips: LoadedTrip[] | undefined;

/** The sample trips of content/trips, in the index's order, as the build reads them (on first use, like the guides). */
export function trips(): LoadedTrip[] {
  cachedTrips ??= loadTrips();
  return cachedTrips;
}

/** The text of an HTML fragment, as a reader sees it. */
export function textOf(html: string): string {
  const entities: Record<string, string> = {
    "&amp;": "&",
    "&lt;": "<",
    "&gt;": ">",
    "&quot;": '"',
    "&#x27;": "'",
    "&#39;": "'",
  };
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The section headings (h2) of rendered content, as the page reads them. */
export function sectionHeadings(html: string): string[] {
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1] ?? ""));
}
