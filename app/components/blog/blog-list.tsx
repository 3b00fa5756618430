import { useState } from "react";
import { useSearchParams } from "react-router";
import { Link, inlineLink } from "#app/components/ui/link.tsx";
import {
  allCategories,
  blogCategoryFilters,
  categoryFromSlug,
  categoryHref,
  categoryParameter,
} from "#app/data/blog-categories.ts";
import { blogCopy, gridHeading, onlyFeaturedNote, resultsSummary } from "#app/data/blog.ts";
import type { BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { ArticleCard } from "./article-card";
import { filterArticles } from "./blog-filter";
import { FeaturedArticle } from "./featured-article";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { FilterChip } from "#app/components/ui/filter-chip.tsx";

/** The All view prerendered; ?category= applies once hydrated (docs/decisions/148-list-filters.md). */
export function BlogList({ articles }: { articles: readonly BlogArticleSummary[] }) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const selected = hydrated ? categoryFromSlug(searchParams.get(categoryParameter)) : allCategories;
  const { featured, others, emptyMessage } = filterArticles(articles, selected);
  const headingId = "blog-grid-heading";
  // Said politely after a chip is chosen (not on page load), as the list changes without a new page.
  const [announcement, setAnnouncement] = useState("");

  function announce(category: string) {
    const result = filterArticles(articles, category);
    setAnnouncement(resultsSummary(category, result.others.length + (result.featured ? 1 : 0)));
  }

  return (
    <div className="space-y-10 sm:space-y-12">
      <p className="hidden text-ink-700 noscript:block">{blogCopy.categoriesWithoutScript}</p>
      <nav aria-label={blogCopy.categoriesLabel} className="noscript:hidden">
        <ul className="flex flex-wrap gap-2 sm:gap-3">
          {blogCategoryFilters.map((category) => (
            <li key={category}>
              <FilterChip
                to={categoryHref(category)}
                current={category === selected}
                onChoose={() => announce(category)}
                className="sm:px-5"
              >
                {category}
              </FilterChip>
            </li>
          ))}
        </ul>
      </nav>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {featured ? <FeaturedArticle article={featured} /> : null}
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
          {gridHeading(selected, featured !== undefined)}
        </h2>
        {emptyMessage ? (
          <div className="mt-6 rounded-card border border-dashed border-sand-300 bg-white/60 px-6 py-10 text-center">
            <p className="text-lg text-ink-600">{emptyMessage}</p>
            {featured ? (
              <p className="mt-3 text-ink-600">
                {onlyFeaturedNote(selected)}{" "}
                <Link to={categoryHref(allCategories)} preventScrollReset className={inlineLink}>
                  {blogCopy.browseAll}
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {others.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
