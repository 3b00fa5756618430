import type { Route } from "./+types/plan";
import { planPage } from "#app/data/page-copy/plan.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import { destinations } from "#app/data/destinations.ts";
import { loadDestinationGuide } from "#app/lib/content/destinations.server.ts";
import { seasonsOf } from "#app/lib/content/seasons-view.ts";
import { tripSummaries } from "#app/lib/content/trips.server.ts";
import { seo } from "#app/lib/seo.ts";
import { paths } from "#app/utils/paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { SeasonsSection } from "#app/components/plan/seasons-section.tsx";
import { TripComposer } from "#app/components/plan/trip-composer.tsx";

/** The years the month question offers start at the build's (the site is rebuilt every day). */
export function loader() {
  const year = Number(publishingDate().slice(0, 4));
  return {
    trips: tripSummaries().map(({ slug, title, destination, dayCount }) => ({
      slug,
      title,
      destination,
      days: dayCount,
    })),
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

export const meta: Route.MetaFunction = () => seo({ ...planPage, path: paths.plan });

export default function Plan({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={planPage} art="page-contact" />
      <Container className="relative -mt-10 pb-20 sm:-mt-14 sm:pb-24">
        <TripComposer trips={loaderData.trips} years={loaderData.years} />
        <SeasonsSection seasons={loaderData.seasons} />
      </Container>
    </>
  );
}
