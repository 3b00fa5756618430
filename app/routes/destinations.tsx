import type { Route } from "./+types/destinations";
import { destinationCards } from "~/lib/content/destinations.server";
import { destinationsPage } from "~/data/page-copy/destinations";
import { paths } from "~/utils/paths";
import { fragmentNames } from "~/utils/fragments";
import { loadFragment } from "~/components/ui/build-fragment";
import { seo } from "~/lib/seo";
import { DestinationCardList } from "~/components/destinations/destination-card-list";
import { DestinationsClosingSection } from "~/components/destinations/destinations-closing-section";
import { TripsPrompt } from "~/components/destinations/trips-prompt";
import { RegionMapSection } from "~/components/destinations/region-map-section";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";

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
      <PageHero
        eyebrow={destinationsPage.eyebrow}
        title={destinationsPage.heading}
        lead={destinationsPage.lead}
        art="page-destinations"
      />
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
