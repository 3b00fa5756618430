import { allCategories } from "#app/data/blog-categories.ts";
import { emptyCategoryMessage } from "#app/data/blog.ts";

export interface FilterableArticle {
  category: string;
  featured: boolean;
}

export interface FilteredArticles<T> {
  /** The featured article, only when it belongs to the selected category. */
  featured: T | undefined;
  /** The other articles of the selected category, in the list's order. */
  others: T[];
  /** 'No articles found in the {category} category.' when there is no other article. */
  emptyMessage: string | undefined;
}

/**
 * The specification's rule for the blog list: the featured article shows only when it is in the
 * selected category; the grid shows the category's other (non-featured) articles; when there are
 * none, the page says so.
 */
export function filterArticles<T extends FilterableArticle>(
  articles: readonly T[],
  selected: string,
): FilteredArticles<T> {
  const inCategory =
    selected === allCategories ? [...articles] : articles.filter((article) => article.category === selected);
  const featured = inCategory.find((article) => article.featured);
  const others = inCategory.filter((article) => !article.featured);
  return { featured, others, emptyMessage: others.length === 0 ? emptyCategoryMessage(selected) : undefined };
}
