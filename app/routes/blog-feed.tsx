import { loadBlogArticles, toSummary } from "~/lib/content/blog.server";
import { renderRssFeed, rssContentType } from "~/lib/content/blog-feed.server";

/**
 * /blog/rss.xml: a resource route (a loader and no component), prerendered at build time into the
 * file build/client/blog/rss.xml from the same checked article list as the pages.
 */
export function loader() {
  return new Response(renderRssFeed(loadBlogArticles().map(toSummary)), {
    headers: { "Content-Type": rssContentType },
  });
}
