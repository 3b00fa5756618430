import type { Route } from "./+types/bad-request";
import { badRequestPage } from "#app/data/page-copy/bad-request.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { StatusPageView } from "#app/components/errors/error-pages.tsx";

export const meta: Route.MetaFunction = () => seo({ ...badRequestPage, path: paths.badRequest, noindex: true });

export default function BadRequest() {
  return <StatusPageView page={badRequestPage} message={badRequestPage.lead} />;
}
