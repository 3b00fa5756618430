import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/blog";
import { blogPage } from "~/data/page-copy/blog";
import { loadBlogArticles, newestFirst, toSummary } from "~/lib/content/blog.server";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { BlogList } from "~/components/blog/blog-list";
import { StayUpdatedSection } from "~/components/blog/stay-updated-section";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";

/** Build time: every article's summary, newest first, prerendered into the page for the chips to filter. */
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
      <PageHero eyebrow={blogPage.eyebrow} title={blogPage.heading} lead={blogPage.lead} art="page-blog" />
      <Container className="space-y-16 py-12 sm:space-y-24 sm:py-16">
        <BlogList articles={loaderData.articles} />
        <StayUpdatedSection />
      </Container>
    </>
  );
}
