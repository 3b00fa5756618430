import type { Route } from "./+types/trips";
import { tripsPage } from "#app/data/page-copy/trips.ts";
import { tripSummaries } from "#app/lib/content/trips.server.ts";
import { seo } from "#app/lib/seo.ts";
import { paths } from "#app/utils/paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { TripList } from "#app/components/trips/trip-list.tsx";

export function loader() {
  return { trips: tripSummaries() };
}

export const meta: Route.MetaFunction = () => seo({ ...tripsPage, path: paths.trips });

export default function Trips({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={tripsPage} art="page-destinations" />
      <Container className="py-14 sm:py-20">
        <TripList trips={loaderData.trips} />
      </Container>
    </>
  );
}
