import { site } from "#app/data/site.ts";
import { literal } from "#tests/site-facts.ts";
import { destinationPages, legalPages, publishedArticles, tripPages } from "#tests/site-content.ts";

/** An h1 that reads exactly this text. */
const exactly = (text: string) => new RegExp(`^${literal(text)}$`);

/**
 * The specification's route table: every public path and the h1 its page shows. The articles are
 * the ones content/blog publishes; they and the policies are headed by their titles in content/,
 * the guides by their countries.
 */
export const publicPages: readonly { path: string; heading: RegExp }[] = [
  { path: "/", heading: new RegExp(literal(site.tagline)) },
  { path: "/about", heading: exactly(`About ${site.brandName}`) },
  { path: "/blog", heading: /Travel Blog/ },
  ...publishedArticles.map((article) => ({ path: `/blog/${article.slug}`, heading: exactly(article.title) })),
  { path: "/destinations", heading: /Destinations/ },
  ...destinationPages.map((guide) => ({ path: `/destinations/${guide.slug}`, heading: exactly(guide.name) })),
  { path: "/trips", heading: /^Trip Ideas$/ },
  ...tripPages.map((trip) => ({ path: `/trips/${trip.slug}`, heading: exactly(trip.title) })),
  { path: "/services", heading: /Our Services/ },
  { path: "/contact", heading: /^Contact Us$/ },
  { path: "/plan", heading: /^Plan Your Trip$/ },
  { path: "/privacy", heading: exactly(legalPages.privacy.title) },
  { path: "/terms", heading: exactly(legalPages.terms.title) },
];

/**
 * One page of each kind: the first article, guide and trip stand for the others of their kind,
 * which share every component and differ only in content.
 */
export const pageKinds: readonly string[] = [
  ...new Map(
    publicPages.map(({ path }) => [path.replace(/^\/(blog|destinations|trips)\/.+$/, "/$1/*"), path]),
  ).values(),
];

/** Paths that do not exist, including unknown slugs under real sections. */
export const unknownPaths = [
  "/no-such-page",
  "/blog/no-such-article",
  "/destinations/atlantis",
  "/trips/no-such-trip",
  "/about/team/unknown",
  "/404",
];

/** Addresses no server can read (a percent-encoding cut short or not hexadecimal): answered with the 400 page. */
export const unreadablePaths = ["/trips/%E0%A4%A", "/blog/%zz"];
