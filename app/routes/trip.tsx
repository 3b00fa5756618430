import { data } from "react-router";
import type { Route } from "./+types/trip";
import { publishingDate, tripSlugs } from "#app/lib/content/route-lists.server.ts";
import { tripView } from "#app/lib/content/trips.server.ts";
import { slugFromUrl } from "#app/lib/route-slug.ts";
import { seo } from "#app/lib/seo.ts";
import { touristTripSchema } from "#app/lib/structured-data.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { formatDisplayDate } from "#app/utils/dates.ts";
import { paths } from "#app/utils/paths.ts";
import { loadFragment } from "#app/components/ui/build-fragment.tsx";
import { TripPage } from "#app/components/trips/trip-page.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromUrl(request.url);
  if (!tripSlugs().includes(slug)) throw data(null, { status: 404 });
  return { trip: tripView(slug), publishedOn: formatDisplayDate(publishingDate()) };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [page, mapHtml] = await Promise.all([
    serverLoader(),
    loadFragment(fragmentNames.tripMap(slugFromUrl(request.url))),
  ]);
  return { ...page, mapHtml };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData.trip.title,
    description: loaderData.trip.summary,
    path: paths.trip(loaderData.trip.slug),
    structuredData: import.meta.env.SSR ? [touristTripSchema(loaderData.trip)] : [],
  });

export default function Trip({ loaderData }: Route.ComponentProps) {
  return (
    <TripPage
      trip={loaderData.trip}
      publishedOn={loaderData.publishedOn}
      mapHtml={"mapHtml" in loaderData ? loaderData.mapHtml : undefined}
    />
  );
}
