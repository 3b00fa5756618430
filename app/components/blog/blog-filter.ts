import { allCategories } from "#app/data/blog-categories.ts";
import { emptyCategoryMessage } from "#app/data/blog.ts";

/** Specification: the featured article only in its category, the grid the others, or a line saying there are none. */
export function filterArticles<T extends { category: string; featured: boolean }>(
  articles: readonly T[],
  selected: string,
) {
  const inCategory =
    selected === allCategories ? [...articles] : articles.filter((article) => article.category === selected);
  const featured = inCategory.find((article) => article.featured);
  const others = inCategory.filter((article) => !article.featured);
  return { featured, others, emptyMessage: others.length === 0 ? emptyCategoryMessage(selected) : undefined };
}
