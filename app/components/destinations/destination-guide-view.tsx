import type { Destination } from "~/data/destinations";
import { site } from "~/data/site";
import type { DestinationGuide } from "~/lib/content/destination-guide";
import { bestTimes } from "~/lib/content/month-table";
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
  markup,
}: {
  destination: Destination;
  guide: DestinationGuide;
  markup: { map: string; months: string };
}) {
  return (
    <>
      <GuideHero destination={destination} />
      <GuideOverviewSection
        name={destination.name}
        intro={guide.intro}
        stats={guide.stats}
        glance={{
          capital: guide.capital.name,
          bestTime: bestTimes(guide.tips.whenToGo),
          essentials: guide.tips.essentials,
          offices: site.offices.filter((office) => office.country === destination.name).map((office) => office.city),
        }}
      />
      <ReasonsSection name={destination.name} reasons={guide.reasons} />
      <GuideMapSection name={destination.name} html={markup.map} />
      <AttractionsSection name={destination.name} attractions={guide.attractions} />
      <TravelTipsSection tips={guide.tips} monthsHtml={markup.months} />
      <GuideClosingSection name={destination.name} />
    </>
  );
}
