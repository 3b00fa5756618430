import { data } from "react-router";
import type { Route } from "./+types/trip";
import { publishingDate, tripSlugs } from "~/lib/content/publishing.server";
import { tripView } from "~/lib/content/trips.server";
import { slugFromUrl } from "~/lib/route-slug";
import { seo } from "~/lib/seo";
import { touristTripSchema } from "~/lib/structured-data";
import { fragmentNames } from "~/utils/fragments";
import { paths } from "~/utils/paths";
import { loadFragment } from "~/components/ui/build-fragment";
import { TripPage } from "~/components/trips/trip-page";

/** One module for every sample trip; routes.ts registers it once per file of content/trips. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromUrl(request.url);
  if (!tripSlugs().includes(slug)) throw data(null, { status: 404 });
  const publishedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${publishingDate()}T00:00:00Z`),
  );
  return { trip: tripView(slug), publishedOn };
}

/** After a client-side navigation, the route map drawn at build time comes with the page's data. */
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
