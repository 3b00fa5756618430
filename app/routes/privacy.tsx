import type { Route } from "./+types/privacy";
import { loadLegalPage } from "#app/lib/content/legal.server.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { LegalDocument } from "#app/components/legal/legal-document.tsx";

export async function loader() {
  return loadLegalPage("privacy");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData.title, description: loaderData.description, path: paths.privacy });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} art="page-privacy" />;
}
