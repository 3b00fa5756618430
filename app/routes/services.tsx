import type { Route } from "./+types/services";
import { pages } from "~/data/pages";
import { paths } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...pages.services, path: paths.services });

export default function Services() {
  return <PageHero eyebrow={pages.services.eyebrow} title={pages.services.heading} lead={pages.services.lead} />;
}
