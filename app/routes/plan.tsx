import type { Route } from "./+types/plan";
import { planPage } from "~/data/page-copy/plan";
import { publishingDate } from "~/lib/content/publishing.server";
import { destinations } from "~/data/destinations";
import { loadDestinationGuide } from "~/lib/content/destinations.server";
import { seasonsOf } from "~/lib/content/seasons";
import { tripSummaries } from "~/lib/content/trips.server";
import { seo } from "~/lib/seo";
import { paths } from "~/utils/paths";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { SeasonsSection } from "~/components/plan/seasons-section";
import { TripComposer } from "~/components/plan/trip-composer";

/**
 * Build time: the sample trips to start from (only what the choice shows), and the years the month
 * question offers, from the build's year (the site is rebuilt every day), and the seasons read from
 * the guides' month tables.
 */
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
      <PageHero eyebrow={planPage.eyebrow} title={planPage.heading} lead={planPage.lead} art="page-contact" />
      <Container className="relative -mt-10 pb-20 sm:-mt-14 sm:pb-24">
        <TripComposer trips={loaderData.trips} years={loaderData.years} />
        <SeasonsSection seasons={loaderData.seasons} />
      </Container>
    </>
  );
}
