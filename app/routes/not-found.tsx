import type { Route } from "./+types/not-found";
import { notFoundPage } from "~/data/page-copy/not-found";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { NotFoundView } from "~/components/errors/not-found-view";

/**
 * The catch-all route. It renders normally (a prerendered page must be a 200 at build time);
 * the build copies it to 404.html and the servers send it with status 404.
 */
export const meta: Route.MetaFunction = () =>
  seo({ title: notFoundPage.title, description: notFoundPage.description, path: paths.notFound, noindex: true });

export default function NotFound() {
  return <NotFoundView />;
}
