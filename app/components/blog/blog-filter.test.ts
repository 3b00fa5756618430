import { describe, expect, it } from "vitest";
import type { BlogCategory } from "~/data/blog-categories";
import { filterArticles } from "./blog-filter";

const article = (slug: string, category: BlogCategory, featured = false) => ({ slug, category, featured });

/** Made-up articles, one per category, the first (Luxury Travel) featured. */
const articles = [
  article("villa-by-the-reef", "Luxury Travel", true),
  article("palace-gates", "Cultural Travel"),
  article("above-the-clouds", "Adventure Luxury"),
  article("night-market", "Food & Culture"),
  article("solar-lodge", "Eco Travel"),
  article("island-ferries", "Cruise Travel"),
  article("offline-maps", "Travel Tech"),
];

const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

describe("the blog list's filter", () => {
  it("shows the featured article and every other article under All", () => {
    const { featured, others, emptyMessage } = filterArticles(articles, "All");
    expect(featured?.slug).toBe("villa-by-the-reef");
    expect(slugs(others)).toEqual(slugs(articles.slice(1)));
    expect(emptyMessage).toBeUndefined();
  });

  it("shows the featured article only in its own category, with the empty message when it is the only one", () => {
    const { featured, others, emptyMessage } = filterArticles(articles, "Luxury Travel");
    expect(featured?.slug).toBe("villa-by-the-reef");
    expect(others).toEqual([]);
    expect(emptyMessage).toBe("No articles found in the Luxury Travel category.");
  });

  it("hides the featured article in another category and lists that category's articles", () => {
    const { featured, others, emptyMessage } = filterArticles(articles, "Food & Culture");
    expect(featured).toBeUndefined();
    expect(slugs(others)).toEqual(["night-market"]);
    expect(emptyMessage).toBeUndefined();
  });

  it("says so when a category has no article at all", () => {
    const { featured, others, emptyMessage } = filterArticles(articles.slice(0, 3), "Travel Tech");
    expect(featured).toBeUndefined();
    expect(others).toEqual([]);
    expect(emptyMessage).toBe("No articles found in the Travel Tech category.");
  });

  it("keeps the list's order and never shows the featured article in the grid", () => {
    const more = [...articles, article("second-luxury", "Luxury Travel"), article("third-luxury", "Luxury Travel")];
    const { featured, others } = filterArticles(more, "Luxury Travel");
    expect(featured?.slug).toBe("villa-by-the-reef");
    expect(slugs(others)).toEqual(["second-luxury", "third-luxury"]);
  });
});
