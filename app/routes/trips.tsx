import type { Route } from "./+types/trips";
import { tripsPage } from "~/data/page-copy/trips";
import { tripSummaries } from "~/lib/content/trips.server";
import { seo } from "~/lib/seo";
import { paths } from "~/utils/paths";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { TripList } from "~/components/trips/trip-list";

/** The trip ideas: every sample trip of content/trips, filtered by country, length and month. */
export function loader() {
  return { trips: tripSummaries() };
}

export const meta: Route.MetaFunction = () => seo({ ...tripsPage, path: paths.trips });

export default function Trips({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={tripsPage.eyebrow} title={tripsPage.heading} lead={tripsPage.lead} art="page-destinations" />
      <Container className="py-14 sm:py-20">
        <TripList trips={loaderData.trips} />
      </Container>
    </>
  );
}
