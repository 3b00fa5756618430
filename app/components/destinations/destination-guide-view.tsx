import type { Destination } from "#app/lib/content/destination-schema.ts";
import { site } from "#app/data/site.ts";
import type { GuideView } from "#app/lib/content/destination-schema.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { AttractionsSection } from "./attractions-section";
import { GuideClosingSection } from "./guide-closing-section";
import { GuideHero } from "./guide-hero";
import { GuideMapSection } from "./guide-map-section";
import { GuideOverviewSection } from "./guide-overview-section";
import { ReasonsSection } from "./reasons-section";
import { TravelTipsSection } from "./travel-tips-section";

/** The one layout every destination guide shares, filled from its content file. */
export function DestinationGuideView({
  destination,
  guide,
  fragments,
}: {
  destination: Destination;
  guide: GuideView;
  /** The map, month table and trips a client-side navigation fetched; on a first load, the page has them. */
  fragments: { map?: string; months?: string; trips?: string };
}) {
  return (
    <>
      <GuideHero destination={destination} />
      <GuideOverviewSection
        name={destination.name}
        intro={guide.intro}
        stats={guide.stats}
        glance={{
          capital: guide.capital,
          bestTime: guide.bestTime,
          essentials: guide.essentials,
          offices: site.offices.filter((office) => office.country === destination.name).map((office) => office.city),
        }}
      />
      <ReasonsSection name={destination.name} reasons={guide.reasons} />
      <GuideMapSection destination={destination} html={fragments.map} />
      <AttractionsSection name={destination.name} attractions={guide.attractions} />
      <TravelTipsSection
        slug={destination.slug}
        bestTime={guide.bestTime}
        essentials={guide.essentials}
        monthsHtml={fragments.months}
      />
      <BuildFragment
        name={fragmentNames.guideTrips(destination.slug)}
        html={fragments.trips}
        missing={destinationsCopy.fragmentMissing.trips}
      />
      <GuideClosingSection name={destination.name} />
    </>
  );
}
