// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { loadBlogArticles, newestFirst, toSummary } from "./blog.server";
import { renderRssFeed, rssDate } from "./blog-feed.server";

const origin = site.origin;

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  return document;
}

describe("the blog's RSS feed", () => {
  const articles = loadBlogArticles().map(toSummary);
  const feed = parse(renderRssFeed(articles, origin));

  it("is RSS 2.0 with a channel pointing at the blog and at itself", () => {
    expect(feed.documentElement.nodeName).toBe("rss");
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    expect(feed.querySelector("channel > title")?.textContent).toBe(`${site.brandName} Travel Blog`);
    expect(feed.querySelector("channel > link")?.textContent).toBe(`${origin}/blog`);
    expect(feed.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(`${origin}/blog/rss.xml`);
  });

  it("lists every published article, newest first, with absolute links on the canonical origin", () => {
    const items = [...feed.querySelectorAll("item")].map((item) => ({
      title: item.querySelector("title")?.textContent,
      link: item.querySelector("link")?.textContent,
      guid: item.querySelector("guid")?.textContent,
      description: item.querySelector("description")?.textContent,
      date: Date.parse(item.querySelector("pubDate")?.textContent ?? ""),
    }));
    expect(items).toEqual(
      newestFirst(articles).map((article) => ({
        title: article.title,
        link: `${origin}/blog/${article.slug}`,
        guid: `${origin}/blog/${article.slug}`,
        description: article.excerpt,
        date: Date.parse(`${article.date}T00:00:00Z`),
      })),
    );
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("escapes text and writes dates as RFC 822", () => {
    const [first] = articles;
    if (!first) throw new Error("no article");
    const xml = renderRssFeed([{ ...first, title: 'Salt & "pepper" <crab>' }], "https://example.org");
    expect(parse(xml).querySelector("item > title")?.textContent).toBe('Salt & "pepper" <crab>');
    expect(rssDate("2024-11-28")).toBe("Thu, 28 Nov 2024 00:00:00 GMT");
  });
});
