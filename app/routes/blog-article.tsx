import { data } from "react-router";
import type { Route } from "./+types/blog-article";
import { destinations } from "#app/data/destinations.ts";
import { articlePlaces } from "#app/lib/content/article-places.ts";
import { findBlogArticle, toRevision, toSummary } from "#app/lib/content/blog.server.ts";
import { loadTrips } from "#app/lib/content/trips.server.ts";
import { paths } from "#app/utils/paths.ts";
import { slugFromUrl } from "#app/lib/route-slug.ts";
import { seo } from "#app/lib/seo.ts";
import { blogPostingSchema } from "#app/lib/structured-data.ts";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { ArticleCallToAction } from "#app/components/blog/article-call-to-action.tsx";
import { ArticleHeader } from "#app/components/blog/article-header.tsx";
import { Container } from "#app/components/ui/container.tsx";

/** One module for every article; routes.ts registers it once per content file. */
export function loader({ request }: Route.LoaderArgs) {
  const article = findBlogArticle(slugFromUrl(request.url));
  if (!article) throw data(null, { status: 404 });
  const places = articlePlaces(`${article.title} ${article.excerpt}`, destinations, loadTrips());
  return {
    ...toSummary(article),
    ...toRevision(article),
    html: article.html,
    guides: places.guides,
    trips: places.trips.map(({ slug, title }) => ({ slug, title })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData.title,
    description: loaderData.excerpt,
    path: paths.blogArticle(loaderData.slug),
    type: "article",
    structuredData: import.meta.env.SSR
      ? [
          blogPostingSchema({
            title: loaderData.title,
            description: loaderData.excerpt,
            path: paths.blogArticle(loaderData.slug),
            datePublished: loaderData.date,
            dateModified: loaderData.updated,
            author: loaderData.author,
            category: loaderData.category,
          }),
        ]
      : [],
  });

export default function BlogArticle({ loaderData: article }: Route.ComponentProps) {
  return (
    <article>
      <ArticleHeader article={article} />
      <Container width="text" className="py-12 sm:py-16">
        <ArticleBody html={article.html} />
      </Container>
      <Container width="text" className="pb-16 sm:pb-24">
        <ArticleCallToAction title={article.title} guides={article.guides} trips={article.trips} />
      </Container>
    </article>
  );
}
