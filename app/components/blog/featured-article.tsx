import { Link } from "#app/components/ui/link.tsx";
import { blogCopy } from "#app/data/blog.ts";
import type { BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { paths } from "#app/utils/paths.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { ArticleMeta, CategoryBadge } from "./article-meta";

/** Above the grid; its picture is the list's main one (docs/decisions/141-the-first-screen.md). */
export function FeaturedArticle({ article }: { article: BlogArticleSummary }) {
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
