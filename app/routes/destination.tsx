import { data } from "react-router";
import type { Route } from "./+types/destination";
import { destinationBySlug, destinationCard } from "~/data/destinations";
import { loadDestinationGuide } from "~/lib/content/destinations.server";
import { guideMarkup } from "~/components/destinations/destination-markup.server";
import { paths } from "~/utils/paths";
import { slugFromUrl } from "~/lib/route-slug";
import { seo } from "~/lib/seo";
import { touristDestinationSchema } from "~/lib/structured-data";
import { DestinationGuideView } from "~/components/destinations/destination-guide-view";

/** One module for every guide; routes.ts registers it once per destination slug. */
export function loader({ request }: Route.LoaderArgs) {
  const name = destinationBySlug(slugFromUrl(request.url));
  if (!name) throw data(null, { status: 404 });
  const guide = loadDestinationGuide(name);
  return { destination: destinationCard(name), guide, markup: guideMarkup(name, guide) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: `${loaderData.destination.name} Travel Guide`,
    description: loaderData.guide.description,
    path: paths.destination(loaderData.destination.slug),
    breadcrumb: loaderData.destination.name,
    structuredData: import.meta.env.SSR
      ? [
          touristDestinationSchema({
            name: loaderData.destination.name,
            description: loaderData.guide.description,
            path: paths.destination(loaderData.destination.slug),
            attractions: loaderData.guide.attractions,
          }),
        ]
      : [],
  });

export default function Destination({ loaderData }: Route.ComponentProps) {
  return (
    <DestinationGuideView destination={loaderData.destination} guide={loaderData.guide} markup={loaderData.markup} />
  );
}
