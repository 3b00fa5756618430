import { blogPage } from "#app/data/page-copy/blog.ts";
import { site } from "#app/data/site.ts";
import { paths } from "#app/utils/paths.ts";
import type { BlogArticleSummary } from "./blog-schema";
import { newestFirst } from "./blog.server";
import { escapeHtml } from "./markdown";

/** The servers send /blog/rss.xml with it. */
export const rssContentType = "application/rss+xml; charset=utf-8";

/** RFC 822, as RSS 2.0 asks: "Thu, 28 Nov 2024 00:00:00 GMT". */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** The blog's RSS 2.0 feed, newest first, with absolute links on the canonical origin. */
export function renderRssFeed(articles: readonly BlogArticleSummary[], origin: string = site.origin): string {
  const absolute = (path: string) => new URL(path, `${origin}/`).href;
  const sorted = newestFirst(articles);
  const channelTitle = `${site.brandName} ${blogPage.title}`;
  const items = sorted.map((article) => {
    const link = absolute(paths.blogArticle(article.slug));
    return [
      "    <item>",
      `      <title>${escapeHtml(article.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <description>${escapeHtml(article.excerpt)}</description>`,
      `      <dc:creator>${escapeHtml(article.author)}</dc:creator>`,
      `      <category>${escapeHtml(article.category)}</category>`,
      `      <pubDate>${rssDate(article.date)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuildDate = sorted[0] ? `\n    <lastBuildDate>${rssDate(sorted[0].date)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(channelTitle)}</title>
    <link>${escapeHtml(absolute(paths.blog))}</link>
    <description>${escapeHtml(blogPage.description)}</description>
    <language>en-us</language>
    <copyright>© ${site.copyrightYear} ${escapeHtml(site.legalName)}</copyright>${lastBuildDate}
    <atom:link href="${escapeHtml(absolute(paths.blogFeed))}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
