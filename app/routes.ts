import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { destinations } from "./data/destinations";
import { publishedArticleSlugs, tripSlugs } from "./lib/content/route-lists.server";

/**
 * Every public URL, once. Articles, guides and trips get one static route per slug, read from the
 * content lists (articles only when published: not drafts, not dated after the build), instead of
 * a dynamic segment: an unknown slug then matches only the catch-all
 * and is a real 404 (see docs/decisions/140-prerendered-pages.md).
 */
const blogSlugs = publishedArticleSlugs();

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  ...blogSlugs.map((slug) => route(`blog/${slug}`, "routes/blog-article.tsx", { id: `blog-article-${slug}` })),
  // The RSS feed: a resource route, prerendered to build/client/blog/rss.xml.
  route("blog/rss.xml", "routes/blog-feed.tsx"),
  route("destinations", "routes/destinations.tsx"),
  ...destinations.map(({ slug }) =>
    route(`destinations/${slug}`, "routes/destination.tsx", { id: `destination-${slug}` }),
  ),
  route("trips", "routes/trips.tsx"),
  ...tripSlugs().map((slug) => route(`trips/${slug}`, "routes/trip.tsx", { id: `trip-${slug}` })),
  // The parts of pages drawn when the site builds, as files for client-side navigations.
  route("fragments/:file", "routes/fragment.tsx"),
  route("services", "routes/services.tsx"),
  route("contact", "routes/contact.tsx"),
  route("plan", "routes/plan.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // Not linked and not indexed: the service worker's page for "not saved on this device".
  route("offline", "routes/offline.tsx"),
  // Not linked and not indexed: copied without its scripts to 400.html, which the servers send
  // for an address they cannot read (docs/decisions/081-the-400-page.md).
  route("bad-request", "routes/bad-request.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
