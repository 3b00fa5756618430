import type { Route } from "./+types/destinations";
import { destinationCards } from "#app/lib/content/destinations.server.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { regionMapCopy } from "#app/data/destination-maps.ts";
import { planLink, tripsLink } from "#app/data/navigation.ts";
import { destinationsPage } from "#app/data/page-copy/destinations.ts";
import { destinationsOverviewMessages } from "#app/data/prefilled-messages/destinations.ts";
import { chatLink } from "#app/lib/links.ts";
import { paths } from "#app/utils/paths.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment, loadFragment } from "#app/components/ui/build-fragment.tsx";
import { seo } from "#app/lib/seo.ts";
import { DestinationCard } from "#app/components/destinations/destination-card.tsx";
import { cardGridClasses, firstRowFrom } from "#app/components/ui/card-grid.ts";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";
import { LinkPrompt } from "#app/components/ui/link-prompt.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";

export function loader() {
  return { destinations: destinationCards() };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page, mapHtml] = await Promise.all([serverLoader(), loadFragment(fragmentNames.destinationsMap)]);
  return { ...page, mapHtml };
}

export const meta: Route.MetaFunction = () => seo({ ...destinationsPage, path: paths.destinations });

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const closing = destinationsCopy.overview.closing;
  return (
    <>
      <PageHero page={destinationsPage} art="page-destinations" />
      <Container className="py-14 sm:py-20">
        {/* The first row is in the first screen: the first picture is drawn inside the page, the rest
            of the row preloaded for the screens that show it there (docs/decisions/141-the-first-screen.md). */}
        <ul className={cardGridClasses}>
          {loaderData.destinations.map((destination, index) => (
            <li key={destination.slug}>
              <DestinationCard
                destination={destination}
                placement={index === 0 ? { priority: true } : { firstScreenOn: firstRowFrom(index) }}
              />
            </li>
          ))}
        </ul>
        <LinkPrompt icon="map" lead={tripsLink.lead} links={[tripsLink]} className="mt-10" />
      </Container>
      <Section
        id="destinations-map"
        heading={{ ...regionMapCopy, title: regionMapCopy.heading }}
        className="pb-16 sm:pb-24"
      >
        <BuildFragment
          name={fragmentNames.destinationsMap}
          html={"mapHtml" in loaderData ? loaderData.mapHtml : undefined}
          missing={destinationsCopy.fragmentMissing.map}
          className="mt-10 [contain-intrinsic-size:auto_1000px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_460px]"
        />
      </Section>
      <Container className="pb-16 sm:pb-24">
        <CtaBand
          id="destinations-plan"
          heading={closing.heading}
          text={closing.text}
          actions={[
            { label: closing.planTrip, href: chatLink(destinationsOverviewMessages.planTrip), variant: "primary" },
            {
              label: closing.speakWithExpert,
              href: chatLink(destinationsOverviewMessages.speakWithExpert),
              variant: "light",
            },
          ]}
          more={planLink}
        />
      </Container>
    </>
  );
}
