import type { Destination, GuideView } from "#app/lib/content/destination-schema.ts";
import { site } from "#app/data/site.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { planLink } from "#app/data/navigation.ts";
import { guideMessages } from "#app/data/prefilled-messages/destinations.ts";
import { chatLink } from "#app/lib/links.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { AttractionCard } from "./attraction-card";
import { GuideHero } from "./guide-hero";
import { GuideOverviewSection } from "./guide-overview-section";
import { TravelTipsSection } from "./travel-tips-section";

/** The one layout every destination guide shares, filled from its content file. */
export function DestinationGuideView({
  destination,
  guide,
  fragments,
}: {
  destination: Destination;
  guide: GuideView;
  /** What a client-side navigation fetched; on a first load, the page has them. */
  fragments: { map?: string; months?: string; trips?: string };
}) {
  const { name, slug } = destination;
  const copy = destinationsCopy.guide;
  const messages = guideMessages(name);
  return (
    <>
      <GuideHero destination={destination} />
      <GuideOverviewSection
        name={name}
        intro={guide.intro}
        stats={guide.stats}
        glance={{
          capital: guide.capital,
          bestTime: guide.bestTime,
          essentials: guide.essentials,
          offices: site.offices.filter((office) => office.country === name).map((office) => office.city),
        }}
      />
      <Section
        id="guide-reasons"
        heading={{ eyebrow: copy.reasonsEyebrow, title: copy.reasonsHeading(name) }}
        className="bg-sand-100 py-16 sm:py-24"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {guide.reasons.map((reason) => (
            <li key={reason.title}>
              <IconCard icon={reason.icon} title={reason.title} description={reason.description} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="guide-map"
        heading={{ eyebrow: copy.map.eyebrow, title: copy.map.heading(name), lead: copy.map.lead }}
        className="pt-16 sm:pt-24"
      >
        {/* Below the fold: the browser lays the map out only when it comes near the screen. */}
        <BuildFragment
          name={fragmentNames.guideMap(slug)}
          html={fragments.map}
          missing={destinationsCopy.fragmentMissing.map}
          className="mt-10 [contain-intrinsic-size:auto_1500px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_760px]"
        />
      </Section>
      <Section
        id="guide-attractions"
        heading={{ eyebrow: copy.attractionsEyebrow, title: copy.attractionsHeading(name), lead: copy.attractionsLead }}
        className="py-16 sm:py-24"
      >
        <ul className={`mt-10 ${cardGridClasses}`}>
          {guide.attractions.map((attraction) => (
            <li key={attraction.name}>
              <AttractionCard attraction={attraction} country={name} />
            </li>
          ))}
        </ul>
      </Section>
      <TravelTipsSection
        slug={slug}
        bestTime={guide.bestTime}
        essentials={guide.essentials}
        monthsHtml={fragments.months}
      />
      <BuildFragment
        name={fragmentNames.guideTrips(slug)}
        html={fragments.trips}
        missing={destinationsCopy.fragmentMissing.trips}
      />
      <Container className="py-16 sm:py-24">
        <CtaBand
          id="guide-plan"
          heading={copy.closing.heading(name)}
          text={copy.closing.text}
          actions={[
            { label: copy.closing.planTrip, href: chatLink(messages.planTrip), variant: "primary" },
            { label: copy.closing.consultation, href: chatLink(messages.consultation), variant: "light" },
            { label: copy.closing.information, href: chatLink(messages.information), variant: "light" },
          ]}
          more={planLink}
        />
      </Container>
    </>
  );
}
