import { loadBlogArticles, toSummary } from "#app/lib/content/blog.server.ts";
import { renderRssFeed, rssContentType } from "#app/lib/content/blog-feed.server.ts";

/** A resource route, prerendered to build/client/blog/rss.xml. */
export function loader() {
  return new Response(renderRssFeed(loadBlogArticles().map(toSummary)), {
    headers: { "Content-Type": rssContentType },
  });
}
