import type { Route } from "./+types/bad-request";
import { badRequestPage } from "#app/data/page-copy/bad-request.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { StatusPageView } from "#app/components/errors/status-page-view.tsx";

/**
 * The page for an address the servers cannot read. The build copies it, without its scripts, to
 * 400.html, which the servers send with status 400 (docs/decisions/081-the-400-page.md).
 */
export const meta: Route.MetaFunction = () =>
  seo({
    title: badRequestPage.title,
    description: badRequestPage.description,
    path: paths.badRequest,
    noindex: true,
  });

export default function BadRequest() {
  return (
    <StatusPageView
      status={badRequestPage.heading}
      title={badRequestPage.title}
      message={badRequestPage.lead}
      homeLink={badRequestPage.homeLink}
    />
  );
}
