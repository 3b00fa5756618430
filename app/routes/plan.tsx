import { Suspense } from "react";
import type { Route } from "./+types/plan";
import { planPage } from "#app/data/page-copy/plan.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import { destinations } from "#app/data/destinations.ts";
import { loadDestinationGuide } from "#app/lib/content/destinations.server.ts";
import { seasonsOf } from "#app/lib/content/seasons-view.ts";
import { tripSummaries, tripView } from "#app/lib/content/trips.server.ts";
import { slugFromUrl } from "#app/lib/route-slug.ts";
import { seo } from "#app/lib/seo.ts";
import { paths } from "#app/utils/paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { SeasonsSection } from "#app/components/plan/seasons-section.tsx";
import { TripComposer } from "#app/components/plan/trip-composer.tsx";

/**
 * /plan, and /plan/<trip> with that sample trip chosen. The years the month question offers start
 * at the build's (the site is rebuilt every day).
 */
export function loader({ request }: Route.LoaderArgs) {
  const year = Number(publishingDate().slice(0, 4));
  const trips = tripSummaries().map(({ slug, title, destination, dayCount }) => ({
    slug,
    title,
    destination,
    days: dayCount,
    priceValidUntil: tripView(slug).price.validUntil,
  }));
  const slug = slugFromUrl(request.url);
  return {
    trips,
    tripSlug: trips.some((trip) => trip.slug === slug) ? slug : "",
    years: [year, year + 1, year + 2],
    seasons: seasonsOf(
      destinations.map(({ name, slug }) => ({
        name,
        slug,
        whenToGo: loadDestinationGuide(name).tips.whenToGo,
      })),
      tripSummaries(),
    ),
  };
}

/** A trip's own composer page is the same page as /plan: only /plan is indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ ...planPage, path: paths.plan, noindex: loaderData.tripSlug !== "" });

export default function Plan({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={planPage} art="page-contact" />
      <Container className="relative -mt-10 pb-20 sm:-mt-14 sm:pb-24">
        <TripComposer trips={loaderData.trips} tripSlug={loaderData.tripSlug} years={loaderData.years} />
        {/* Hydrated on its own, after the composer (docs/decisions/172). */}
        <Suspense>
          <SeasonsSection seasons={loaderData.seasons} />
        </Suspense>
      </Container>
    </>
  );
}
