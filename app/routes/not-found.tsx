import type { Route } from "./+types/not-found";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { NotFoundView } from "#app/components/errors/error-pages.tsx";

/** A 200 when prerendered; the build copies it to 404.html, which the servers send with status 404. */
export const meta: Route.MetaFunction = () => seo({ ...notFoundPage, path: paths.notFound, noindex: true });

export default function NotFound() {
  return <NotFoundView />;
}
