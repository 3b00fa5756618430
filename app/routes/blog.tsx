import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/blog";
import { blogCopy } from "#app/data/blog.ts";
import { blogPage } from "#app/data/page-copy/blog.ts";
import { loadBlogArticles, newestFirst, toSummary } from "#app/lib/content/blog.server.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { BlogList } from "#app/components/blog/blog-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

export function loader() {
  return { articles: newestFirst(loadBlogArticles()).map(toSummary) };
}

/** A chip changes only the query string: the list filters what it has, no data is fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => seo({ ...blogPage, path: paths.blog });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={blogPage} art="page-blog" />
      <Container className="space-y-16 py-12 sm:space-y-24 sm:py-16">
        <BlogList articles={loaderData.articles} />
        {/* Specification: 'Stay Updated', with Subscribe Now and Get Updates, both to the contact page. */}
        <CtaBand id="stay-updated" {...blogCopy.stayUpdated} look="teal" />
      </Container>
    </>
  );
}
