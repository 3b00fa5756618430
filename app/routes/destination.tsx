import { data } from "react-router";
import type { Route } from "./+types/destination";
import { destinationBySlug } from "#app/data/destinations.ts";
import { guidePageData } from "#app/lib/content/destinations.server.ts";
import { tripSummaries } from "#app/lib/content/trips.server.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { paths } from "#app/utils/paths.ts";
import { slugFromUrl } from "#app/lib/route-slug.ts";
import { seo } from "#app/lib/seo.ts";
import { touristDestinationSchema } from "#app/lib/structured-data.ts";
import { loadFragment } from "#app/components/ui/build-fragment.tsx";
import { DestinationGuideView } from "#app/components/destinations/destination-guide-view.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const name = destinationBySlug(slugFromUrl(request.url));
  if (!name) throw data(null, { status: 404 });
  return { ...guidePageData(name), tripCount: tripSummaries().filter((trip) => trip.destination === name).length };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const slug = slugFromUrl(request.url);
  const [page, map, months, trips] = await Promise.all([
    serverLoader(),
    loadFragment(fragmentNames.guideMap(slug)),
    loadFragment(fragmentNames.guideMonths(slug)),
    loadFragment(fragmentNames.guideTrips(slug)),
  ]);
  return { ...page, fragments: { map, months, trips } };
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
  return <DestinationGuideView fragments={{}} {...loaderData} />;
}
