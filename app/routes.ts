import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { destinations } from "./data/destinations";
import { publishedArticleSlugs, tripSlugs } from "./lib/content/route-lists.server";

/** Every public URL; a route per slug, so an unknown one is a real 404 (docs/decisions/140-prerendered-pages.md). */
const blogSlugs = publishedArticleSlugs();

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  ...blogSlugs.map((slug) => route(`blog/${slug}`, "routes/blog-article.tsx", { id: `blog-article-${slug}` })),
  route("blog/rss.xml", "routes/blog-feed.tsx"),
  route("destinations", "routes/destinations.tsx"),
  ...destinations.map(({ slug }) =>
    route(`destinations/${slug}`, "routes/destination.tsx", { id: `destination-${slug}` }),
  ),
  route("trips", "routes/trips.tsx"),
  ...tripSlugs().map((slug) => route(`trips/${slug}`, "routes/trip.tsx", { id: `trip-${slug}` })),
  route("fragments/:file", "routes/fragment.tsx"),
  route("services", "routes/services.tsx"),
  route("contact", "routes/contact.tsx"),
  route("plan", "routes/plan.tsx"),
  // The composer with a sample trip chosen, prerendered so that it knows the trip without JavaScript.
  ...tripSlugs().map((slug) => route(`plan/${slug}`, "routes/plan.tsx", { id: `plan-${slug}` })),
  ...(["privacy", "terms"] as const).map((name) => route(name, "routes/legal.tsx", { id: name })),
  // Not linked nor indexed: the service worker's offline page, and 400.html (docs/decisions/081-the-400-page.md).
  route("offline", "routes/offline.tsx"),
  route("bad-request", "routes/bad-request.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
