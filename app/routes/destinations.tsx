import type { Route } from "./+types/destinations";
import { destinationCards } from "#app/lib/content/destinations.server.ts";
import { destinationsPage } from "#app/data/page-copy/destinations.ts";
import { paths } from "#app/utils/paths.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { loadFragment } from "#app/components/ui/build-fragment.tsx";
import { seo } from "#app/lib/seo.ts";
import { DestinationCardList } from "#app/components/destinations/destination-card-list.tsx";
import { DestinationsClosingSection } from "#app/components/destinations/destinations-closing-section.tsx";
import { TripsPrompt } from "#app/components/destinations/trips-prompt.tsx";
import { RegionMapSection } from "#app/components/destinations/region-map-section.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

/**
 * The cards are the guides of content/destinations, read when the site builds. The overview's map
 * is drawn when the site builds and placed in the page's HTML (BuildFragment); after a client-side
 * navigation it is fetched beside the page's data.
 */
export function loader() {
  return { destinations: destinationCards() };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page, mapHtml] = await Promise.all([serverLoader(), loadFragment(fragmentNames.destinationsMap)]);
  return { ...page, mapHtml };
}

export const meta: Route.MetaFunction = () => seo({ ...destinationsPage, path: paths.destinations });

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={destinationsPage} art="page-destinations" />
      <Container className="py-14 sm:py-20">
        <DestinationCardList destinations={loaderData.destinations} />
        <TripsPrompt />
      </Container>
      <Container className="pb-16 sm:pb-24">
        <RegionMapSection html={"mapHtml" in loaderData ? loaderData.mapHtml : undefined} />
      </Container>
      <Container className="pb-16 sm:pb-24">
        <DestinationsClosingSection />
      </Container>
    </>
  );
}
