import { Link } from "#app/components/ui/link.tsx";
import type { BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { paths } from "#app/utils/paths.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { ArticleMeta, CategoryBadge } from "./article-meta";

/** The title's link covers the card, its focus ring round it: only the picture clips its overflow. */
export function ArticleCard({ article }: { article: BlogArticleSummary }) {
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
