import { Link } from "react-router";
import { blogCategoryFilters, categoryHref, type BlogCategoryFilter } from "~/data/blog-categories";
import { blogCopy } from "~/data/blog";

/**
 * The eight category chips. Each is a link to the list's URL with that category (?category=...):
 * the address can be shared, opened in a new tab and walked back with the back button, and the
 * selected chip says so with aria-current. Following a chip keeps the reader's scroll position.
 */
export function CategoryChips({
  selected,
  onSelect,
}: {
  selected: BlogCategoryFilter;
  onSelect?: (category: BlogCategoryFilter) => void;
}) {
  return (
    <nav aria-label={blogCopy.categoriesLabel}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {blogCategoryFilters.map((category) => {
          const current = category === selected;
          return (
            <li key={category}>
              <Link
                to={categoryHref(category)}
                preventScrollReset
                onClick={() => onSelect?.(category)}
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors sm:px-5 ${
                  current
                    ? "border-teal-800 bg-teal-800 text-white shadow-card"
                    : "border-sand-300 bg-white text-ink-700 hover:border-teal-700 hover:text-teal-800"
                }`}
              >
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
