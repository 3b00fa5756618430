import type { Route } from "./+types/bad-request";
import { badRequestPage } from "#app/data/page-copy/bad-request.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { StatusPageView } from "#app/components/errors/status-page-view.tsx";

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
