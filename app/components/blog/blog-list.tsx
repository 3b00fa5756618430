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
import { blogCopy, emptyCategoryMessage, gridHeading, onlyFeaturedNote, resultsSummary } from "#app/data/blog.ts";
import type { BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { paths } from "#app/utils/paths.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { ArticleMeta, CategoryBadge } from "./article-meta";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { FilterChip } from "#app/components/ui/filter-chip.tsx";

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

/** Above the grid; its picture is the list's main one (docs/decisions/141-the-first-screen.md). */
function FeaturedArticle({ article }: { article: BlogArticleSummary }) {
  const titleId = `featured-${article.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-card bg-white shadow-card lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
    >
      <div className="aspect-video bg-sand-100 lg:aspect-auto lg:min-h-full">
        <Picture
          image={article.image}
          alt={article.imageAlt}
          priority
          sizes="(min-width: 64rem) 46rem, 100vw"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-col justify-center p-7 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full bg-saffron-500 px-3 py-1 text-xs font-semibold tracking-[0.08em] text-ink-900 uppercase">
            {blogCopy.featuredLabel}
          </span>
          <CategoryBadge category={article.category} />
        </div>
        <h2 id={titleId} className="mt-5 text-3xl font-semibold text-ink-900 sm:text-4xl">
          {article.title}
        </h2>
        <p className="mt-4 text-lg text-ink-600">{article.excerpt}</p>
        <ArticleMeta {...article} className="mt-6 text-ink-600" />
        <div className="mt-8">
          <Link to={paths.blogArticle(article.slug)} className={buttonClasses("secondary")}>
            {blogCopy.readArticle}
            <span className="sr-only">: {article.title}</span>
            <Icon name="arrow-right" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The title's link covers the card, its focus ring round it: only the picture clips its overflow. */
function ArticleCard({ article }: { article: BlogArticleSummary }) {
  return (
    <article className="group relative flex h-full flex-col rounded-card bg-white shadow-card transition-shadow focus-within:shadow-float hover:shadow-float">
      <div className="aspect-video overflow-hidden rounded-t-card bg-sand-100">
        <Picture
          image={article.image}
          alt={article.imageAlt}
          sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h3 className="mt-4 text-xl font-semibold text-ink-900 sm:text-[1.375rem]">
          <Link
            to={paths.blogArticle(article.slug)}
            className="rounded-sm group-hover:text-teal-800 after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-900"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-600">{article.excerpt}</p>
        <ArticleMeta {...article} className="mt-6 border-t border-sand-200 pt-4 text-ink-600" />
      </div>
    </article>
  );
}
