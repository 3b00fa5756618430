import { loadBlogArticles, toSummary } from "#app/lib/content/blog.server.ts";
import { renderRssFeed, rssContentType } from "#app/lib/content/blog-feed.server.ts";

/**
 * /blog/rss.xml: a resource route (a loader and no component), prerendered at build time into the
 * file build/client/blog/rss.xml from the same checked article list as the pages.
 */
export function loader() {
  return new Response(renderRssFeed(loadBlogArticles().map(toSummary)), {
    headers: { "Content-Type": rssContentType },
  });
}
