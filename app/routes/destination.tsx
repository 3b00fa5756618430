import { data } from "react-router";
import type { Route } from "./+types/destination";
import { destinationBySlug, destinationTaglines } from "~/data/destinations";
import { paths } from "~/lib/paths";
import { slugFromUrl } from "~/lib/route-slug";
import { seo } from "~/lib/seo";
import { PageHero } from "~/components/ui/page-hero";

/** One module for every guide; routes.ts registers it once per destination slug. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromUrl(request.url);
  const name = destinationBySlug(slug);
  if (!name) throw data(null, { status: 404 });
  return { name, slug, tagline: destinationTaglines[name] };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: `${loaderData.name} Travel Guide`,
    description: `${loaderData.name}, ${loaderData.tagline}: highlights, attractions and the best time to visit, planned by Saffron Route's local team.`,
    path: paths.destination(loaderData.slug),
  });

export default function Destination({ loaderData }: Route.ComponentProps) {
  return <PageHero eyebrow="Destination guide" title={loaderData.name} lead={loaderData.tagline} />;
}
