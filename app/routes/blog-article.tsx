import { data } from "react-router";
import type { Route } from "./+types/blog-article";
import { findBlogArticle, toRevision, toSummary } from "~/lib/content/blog.server";
import { paths } from "~/utils/paths";
import { slugFromUrl } from "~/lib/route-slug";
import { seo } from "~/lib/seo";
import { blogPostingSchema } from "~/lib/structured-data";
import { ArticleBody } from "~/components/blog/article-body";
import { ArticleCallToAction } from "~/components/blog/article-call-to-action";
import { ArticleHeader } from "~/components/blog/article-header";
import { Container } from "~/components/ui/container";

/** One module for every article; routes.ts registers it once per content file (docs/decisions/002). */
export function loader({ request }: Route.LoaderArgs) {
  const article = findBlogArticle(slugFromUrl(request.url));
  if (!article) throw data(null, { status: 404 });
  return { ...toSummary(article), ...toRevision(article), html: article.html };
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
        <ArticleCallToAction title={article.title} />
      </Container>
    </article>
  );
}
