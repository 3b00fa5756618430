import type { Route } from "./+types/privacy";
import { loadLegalPage } from "~/lib/content/legal.server";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { LegalDocument } from "~/components/legal/legal-document";

export async function loader() {
  return loadLegalPage("privacy");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData.title, description: loaderData.description, path: paths.privacy });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} art="page-privacy" />;
}
