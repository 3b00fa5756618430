import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { pages } from "~/data/pages";
import { loadBlogArticles } from "~/lib/content/blog.server";
import { paths } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";

export function loader() {
  return {
    articles: loadBlogArticles().map(({ slug, title, excerpt, category, displayDate, readTime }) => ({
      slug,
      title,
      excerpt,
      category,
      displayDate,
      readTime,
    })),
  };
}

export const meta: Route.MetaFunction = () => seo({ ...pages.blog, path: paths.blog });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={pages.blog.eyebrow} title={pages.blog.heading} lead={pages.blog.lead} />
      <Container className="py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article) => (
            <li key={article.slug}>
              <article className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-card)]">
                <p className="text-sm font-semibold text-teal-700">{article.category}</p>
                <h2 className="mt-2 text-xl font-semibold text-ink-900">
                  <Link to={paths.blogArticle(article.slug)} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-ink-600">{article.excerpt}</p>
                <p className="mt-5 text-sm text-ink-600">
                  {article.displayDate} · {article.readTime}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
