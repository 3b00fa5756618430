import { blogCategoryFilters, categoryHref } from "#app/data/blog-categories.ts";
import { blogCopy } from "#app/data/blog.ts";
import { FilterChip } from "#app/components/ui/filter-chip.tsx";

/** The category chips: each a link to the list's URL with that category (?category=...). */
export function CategoryChips({ selected, onSelect }: { selected: string; onSelect?: (category: string) => void }) {
  return (
    <>
      <p className="hidden text-ink-700 noscript:block">{blogCopy.categoriesWithoutScript}</p>
      <nav aria-label={blogCopy.categoriesLabel} className="noscript:hidden">
        <ul className="flex flex-wrap gap-2 sm:gap-3">
          {blogCategoryFilters.map((category) => (
            <li key={category}>
              <FilterChip
                to={categoryHref(category)}
                current={category === selected}
                onChoose={() => onSelect?.(category)}
                className="sm:px-5"
              >
                {category}
              </FilterChip>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
