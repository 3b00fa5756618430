import { Link } from "#app/components/ui/link.tsx";
import { blogCopy } from "#app/data/blog.ts";
import type { ArticleRevision, BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import type { ImageAsset } from "#app/utils/images.ts";
import { paths } from "#app/utils/paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { ArticleMeta, CategoryBadge } from "./article-meta";

/** The top of an article; `heroAsset` only in the content manager's preview, for a picture not yet built. */
export function ArticleHeader({
  article,
  heroAsset,
}: {
  article: BlogArticleSummary & ArticleRevision;
  heroAsset?: ImageAsset;
}) {
  return (
    <>
      <header className="bg-teal-900 pb-28 text-sand-50 sm:pb-40">
        <Container width="text" className="pt-8 sm:pt-12">
          <Link
            to={paths.blog}
            className="inline-flex min-h-11 items-center gap-2 rounded-full py-2 pr-4 text-sm font-semibold text-sand-100 transition-colors hover:text-white"
          >
            <Icon name="arrow-left" />
            {blogCopy.backToBlog}
          </Link>
          <div className="mt-6 sm:mt-8">
            <CategoryBadge category={article.category} tone="dark" />
          </div>
          <h1 className="mt-5 text-4xl font-semibold text-white sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg text-sand-100 sm:text-xl">{article.excerpt}</p>
          <ArticleMeta {...article} className="mt-6 text-sand-200" />
        </Container>
      </header>
      <Container className="-mt-20 sm:-mt-32">
        <div className="mx-auto aspect-video max-w-5xl overflow-hidden rounded-card bg-sand-100 shadow-float">
          <Picture
            image={article.image}
            asset={heroAsset}
            alt={article.imageAlt}
            priority
            sizes="(min-width: 66rem) 64rem, calc(100vw - 2.5rem)"
            className="h-full w-full object-cover"
          />
        </div>
      </Container>
    </>
  );
}
