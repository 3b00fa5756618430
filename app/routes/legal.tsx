import type { Route } from "./+types/legal";
import { loadLegalPage, type LegalPageName } from "#app/lib/content/legal.server.ts";
import { slugFromUrl } from "#app/lib/route-slug.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { LegalDocument } from "#app/components/legal/legal-document.tsx";

/** The privacy policy and the terms; routes.ts registers it once for each. */
export async function loader({ request }: Route.LoaderArgs) {
  const name = slugFromUrl(request.url) as LegalPageName;
  return { ...(await loadLegalPage(name)), name };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData.title, description: loaderData.description, path: paths[loaderData.name] });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} art={`page-${loaderData.name}`} />;
}
