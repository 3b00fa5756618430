import { blogSettings } from "#app/generated/settings/blog.ts";
import { paths } from "#app/utils/paths.ts";
import { slugify } from "#app/utils/slug.ts";

/**
 * The blog's categories (content/settings/blog.json): the specification's seven, then any staff
 * add. An article's category must be one of them, or the build names its file and field.
 */
export const blogCategories: readonly string[] = blogSettings.categories;

/** The chip that shows every article, selected when the page opens. */
export const allCategories = "All";

export const blogCategoryFilters = [allCategories, ...blogCategories];

/** The query parameter that keeps the selected category in the URL: /blog?category=eco-travel. */
export const categoryParameter = "category";

/**
 * The chip a URL value selects: its slug, or its name as a person would type it
 * (?category=Luxury%20Travel); a missing or unknown value selects All.
 */
export function categoryFromSlug(slug: string | null | undefined): string {
  if (!slug) return allCategories;
  const wanted = slugify(slug);
  return blogCategories.find((category) => slugify(category) === wanted) ?? allCategories;
}

/** The blog list's URL with a chip selected; All is the plain list. */
export function categoryHref(filter: string): string {
  return filter === allCategories ? paths.blog : `${paths.blog}?${categoryParameter}=${slugify(filter)}`;
}
