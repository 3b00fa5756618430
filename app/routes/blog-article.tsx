import { data } from "react-router";
import type { Route } from "./+types/blog-article";
import { loadBlogArticles } from "~/lib/content/blog.server";
import { paths } from "~/lib/paths";
import { slugFromUrl } from "~/lib/route-slug";
import { seo } from "~/lib/seo";
import { PageHero } from "~/components/ui/page-hero";

/** One module for every article; routes.ts registers it once per content file. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromUrl(request.url);
  const article = loadBlogArticles().find((candidate) => candidate.slug === slug);
  if (!article) throw data(null, { status: 404 });
  const { title, excerpt, category, author, displayDate, date, readTime } = article;
  return { slug, title, excerpt, category, author, displayDate, date, readTime };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData.title, description: loaderData.excerpt, path: paths.blogArticle(loaderData.slug), type: "article" });

export default function BlogArticle({ loaderData: article }: Route.ComponentProps) {
  return (
    <PageHero eyebrow={article.category} title={article.title} lead={article.excerpt}>
      <p className="mt-6 text-sand-200">
        By {article.author} · <time dateTime={article.date}>{article.displayDate}</time> · {article.readTime}
      </p>
    </PageHero>
  );
}
