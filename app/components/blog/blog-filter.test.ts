import { describe, expect, it } from "vitest";
import { specificationBlogCategories } from "#app/lib/content/settings-schema.ts";
import { filterArticles } from "./blog-list";

const [luxury, cultural, adventure, food, eco, cruise, tech] = specificationBlogCategories;

const article = (slug: string, category: string, featured = false) => ({ slug, category, featured });

/** Made-up articles, one per category, the first featured. */
const articles = [
  article("villa-by-the-reef", luxury, true),
  article("palace-gates", cultural),
  article("above-the-clouds", adventure),
  article("night-market", food),
  article("solar-lodge", eco),
  article("island-ferries", cruise),
  article("offline-maps", tech),
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
    const { featured, others, emptyMessage } = filterArticles(articles, luxury);
    expect(featured?.slug).toBe("villa-by-the-reef");
    expect(others).toEqual([]);
    expect(emptyMessage).toBe(`No articles found in the ${luxury} category.`);
  });

  it("hides the featured article in another category and lists that category's articles", () => {
    const { featured, others, emptyMessage } = filterArticles(articles, food);
    expect(featured).toBeUndefined();
    expect(slugs(others)).toEqual(["night-market"]);
    expect(emptyMessage).toBeUndefined();
  });

  it("says so when a category has no article at all", () => {
    const { featured, others, emptyMessage } = filterArticles(articles.slice(0, 3), tech);
    expect(featured).toBeUndefined();
    expect(others).toEqual([]);
    expect(emptyMessage).toBe(`No articles found in the ${tech} category.`);
  });

  it("keeps the list's order and never shows the featured article in the grid", () => {
    const more = [...articles, article("second-luxury", luxury), article("third-luxury", luxury)];
    const { featured, others } = filterArticles(more, luxury);
    expect(featured?.slug).toBe("villa-by-the-reef");
    expect(slugs(others)).toEqual(["second-luxury", "third-luxury"]);
  });
});
