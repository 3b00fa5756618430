import { paths } from "#app/utils/paths.ts";
import { slugify } from "#app/utils/slug.ts";

/** The blog's closed list of categories: a typo in an article's frontmatter fails the build. */
export const blogCategories = [
  "Luxury Travel",
  "Cultural Travel",
  "Adventure Luxury",
  "Food & Culture",
  "Eco Travel",
  "Cruise Travel",
  "Travel Tech",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** The chip that shows every article, selected when the page opens. */
export const allCategories = "All";

/** The blog list's eight chips, in the order they are shown. */
export const blogCategoryFilters = [allCategories, ...blogCategories] as const;

export type BlogCategoryFilter = (typeof blogCategoryFilters)[number];

/** The query parameter that keeps the selected category in the URL: /blog?category=eco-travel. */
export const categoryParameter = "category";

/**
 * The chip a URL value selects: its slug, or its name as a person would type it
 * (?category=Luxury%20Travel); a missing or unknown value selects All.
 */
export function categoryFromSlug(slug: string | null | undefined): BlogCategoryFilter {
  if (!slug) return allCategories;
  const wanted = slugify(slug);
  return blogCategories.find((category) => slugify(category) === wanted) ?? allCategories;
}

/** The blog list's URL with a chip selected; All is the plain list. */
export function categoryHref(filter: BlogCategoryFilter): string {
  return filter === allCategories ? paths.blog : `${paths.blog}?${categoryParameter}=${slugify(filter)}`;
}
