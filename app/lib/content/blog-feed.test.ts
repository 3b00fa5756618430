// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { site } from "~/data/site";
import { loadBlogArticles, toSummary } from "./blog.server";
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

  it("lists the seven articles, newest first, with absolute links on the canonical origin", () => {
    const items = [...feed.querySelectorAll("item")];
    expect(items).toHaveLength(7);
    const dates = items.map((item) => Date.parse(item.querySelector("pubDate")?.textContent ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      const link = item.querySelector("link")?.textContent ?? "";
      expect(link).toMatch(new RegExp(`^${origin}/blog/[a-z0-9-]+$`));
      expect(item.querySelector("guid")?.textContent).toBe(link);
      expect(item.querySelector("title")?.textContent).toBeTruthy();
      expect(item.querySelector("description")?.textContent?.length).toBeGreaterThan(20);
    }
    expect(items[0]?.querySelector("title")?.textContent).toBe(articles.find((article) => article.featured)?.title);
  });

  it("escapes text and writes dates as RFC 822", () => {
    const [first] = articles;
    if (!first) throw new Error("no article");
    const xml = renderRssFeed([{ ...first, title: 'Salt & "pepper" <crab>' }], "https://example.org");
    expect(parse(xml).querySelector("item > title")?.textContent).toBe('Salt & "pepper" <crab>');
    expect(rssDate("2024-11-28")).toBe("Thu, 28 Nov 2024 00:00:00 GMT");
  });
});
