import type { ReactNode } from "react";
import type { Destination, GuideView, ShownAttraction } from "#app/lib/content/destination-schema.ts";
import { keyFactsCopy } from "#app/data/guide-key-facts.ts";
import { site } from "#app/data/site.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { planLink } from "#app/data/navigation.ts";
import { attractionVisitMessage, guideMessages } from "#app/data/prefilled-messages/destinations.ts";
import { chatLink } from "#app/lib/links.ts";
import { slugify } from "#app/utils/slug.ts";
import { paths } from "#app/utils/paths.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { IconName } from "#app/utils/icons.ts";
import { Rating, TravelerCount } from "./rating";

export function DestinationGuideView({
  destination,
  guide,
  fragments,
  tripCount,
}: {
  destination: Destination;
  guide: GuideView;
  /** The guide's sample trips, drawn further down (the trips fragment). */
  tripCount: number;
  /** What a client-side navigation fetched; on a first load, the page has them. */
  fragments: { map?: string; months?: string; trips?: string };
}) {
  const { name, slug } = destination;
  const copy = destinationsCopy.guide;
  const messages = guideMessages(name);
  const offices = site.offices.filter((office) => office.country === name).map((office) => office.city);
  const keyFacts = [
    {
      label: keyFactsCopy.bestTime,
      value: (
        <ul className="space-y-1">
          {guide.bestTime.map((row) => (
            <li key={row.label}>
              <span className="font-semibold text-ink-900">{row.months}</span> {row.label}
            </li>
          ))}
        </ul>
      ),
    },
    ...guide.essentials.map((essential) => ({ label: essential.label, value: essential.value })),
    { label: keyFactsCopy.capital, value: guide.capital },
    ...(offices.length > 0 ? [{ label: keyFactsCopy.offices(offices.length), value: offices.join(", ") }] : []),
  ];
  return (
    <>
      <GuideHero destination={destination} tripCount={tripCount} />
      <section aria-labelledby="guide-overview" className="py-16 sm:py-24">
        <Container>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
            <div>
              <SectionHeading id="guide-overview" eyebrow="Overview" title={copy.overviewHeading(name)} />
              <p className="mt-6 max-w-prose text-lg text-ink-700">{guide.intro}</p>
            </div>
            {guide.stats ? (
              // Under 640 px each figure is a row: three cards across leave POPULATION no room (docs/decisions/153).
              <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-1">
                {guide.stats.map((stat) => (
                  <div
                    key={stat.label}
                    className="flex items-baseline gap-4 rounded-card bg-white px-5 py-4 shadow-card sm:flex-col sm:gap-1 sm:px-6 sm:py-5"
                  >
                    <Eyebrow as="dt" tone="muted" compact>
                      {stat.label}
                    </Eyebrow>
                    <dd className="order-first font-display text-3xl font-semibold whitespace-nowrap text-teal-800 sm:text-4xl">
                      {stat.value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <aside aria-labelledby="guide-key-facts" className="rounded-card bg-white p-6 shadow-card sm:p-8">
                <h3 id="guide-key-facts" className="font-display text-2xl font-semibold text-teal-800">
                  {keyFactsCopy.heading}
                </h3>
                <dl className="mt-5 divide-y divide-sand-200">
                  {keyFacts.map((row) => (
                    <div
                      key={row.label}
                      className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4 lg:grid-cols-1 lg:gap-1 xl:grid-cols-[8rem_minmax(0,1fr)] xl:gap-4"
                    >
                      <Eyebrow as="dt" tone="muted" className="sm:pt-0.5">
                        {row.label}
                      </Eyebrow>
                      <dd className="text-ink-700">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </aside>
            )}
          </div>
        </Container>
      </section>
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
      <Section
        id="guide-tips"
        heading={{ eyebrow: copy.tipsEyebrow, title: copy.tipsHeading }}
        className="bg-sand-100 py-16 sm:py-24"
      >
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <TipsCard icon="calendar" title={copy.bestTimeHeading}>
            <dl className="mt-6 divide-y divide-sand-200">
              {guide.bestTime.map((period) => (
                <div key={period.label} className="py-4 first:pt-0 last:pb-0">
                  <dt className="font-semibold text-ink-900">{period.label}</dt>
                  <dd className="mt-1">
                    <span className="inline-block rounded-full bg-saffron-100 px-3 py-0.5 text-sm font-semibold text-saffron-700">
                      {period.months}
                    </span>
                    <span className="mt-2 block text-ink-700">{period.note}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </TipsCard>
          <TipsCard icon="passport" title={copy.essentialsHeading}>
            <dl className="mt-6 divide-y divide-sand-200">
              {guide.essentials.map((item) => (
                <div key={item.label} className="py-4 first:pt-0 last:pb-0">
                  <Eyebrow as="dt" tone="muted">
                    {item.label}
                  </Eyebrow>
                  <dd className="mt-1">
                    <span className="block font-semibold text-ink-900">{item.value}</span>
                    <span className="mt-1 block text-ink-700">{item.detail}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </TipsCard>
          <TipsCard icon="calendar" title={copy.monthsHeading} className="lg:col-span-2">
            <BuildFragment
              name={fragmentNames.guideMonths(slug)}
              html={fragments.months}
              missing={destinationsCopy.fragmentMissing.months}
              className="mt-6"
            />
          </TipsCard>
        </div>
      </Section>
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

function TipsCard({
  icon,
  title,
  children,
  className = "",
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-card bg-white p-5 shadow-card sm:p-8 ${className}`}>
      <h3 className="flex items-center gap-3 text-2xl font-semibold text-ink-900">
        <span className="flex size-11 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** A phone's name size by the longest word, none broken in 200 px: "Vietnam" 48 px down to "Guinea-Bissau" 24. */
const nameSizes = [
  { longest: 7, className: "text-5xl" },
  { longest: 9, className: "text-4xl" },
  { longest: 11, className: "text-3xl" },
] as const;

export function guideNameSize(name: string): string {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  return nameSizes.find((size) => longest <= size.longest)?.className ?? "text-2xl";
}

function GuideHero({ destination, tripCount }: { destination: Destination; tripCount: number }) {
  const { name, tagline, image, imageAlt, rating, travelers } = destination;
  return (
    <header className="relative isolate overflow-hidden bg-teal-900 text-sand-50 [--picture-slot:var(--color-teal-900)]">
      <Picture
        image={image}
        alt={imageAlt}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <Container className="flex min-h-[28rem] flex-col gap-16 pt-8 pb-12 sm:min-h-[34rem] sm:pb-16 lg:min-h-[38rem]">
        <Link
          to={paths.destinations}
          className="inline-flex w-fit items-center gap-2 rounded-full bg-ink-900/80 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-ink-900"
        >
          <Icon name="arrow-left" className="size-4" />
          {destinationsCopy.guide.backLink}
        </Link>
        {/* A scrim behind the words only, so that the picture keeps its colours. */}
        <div className="mt-auto w-fit max-w-full rounded-4xl bg-ink-900/80 px-5 py-5 shadow-[0_0_48px_24px_color-mix(in_oklab,var(--color-ink-900)_80%,transparent)] sm:px-8 sm:py-7">
          <Eyebrow tone="light">{destinationsCopy.guide.eyebrow}</Eyebrow>
          <h1 className={`mt-3 ${guideNameSize(name)} font-semibold text-white sm:text-6xl lg:text-7xl`}>{name}</h1>
          <p className="mt-4 font-display text-2xl font-semibold text-sand-100 italic sm:text-3xl">{tagline}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sand-100">
            <Rating value={rating} className="text-white" />
            <p className="inline-flex items-center gap-2">
              <TravelerCount travelers={travelers} tone="light" />
            </p>
          </div>
          {tripCount > 0 ? (
            <a
              href="#guide-trips"
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-saffron-500 px-5 py-2.5 font-semibold text-ink-900 transition-colors hover:bg-saffron-400"
            >
              {destinationsCopy.guide.tripsLink(tripCount)}
              <Icon name="arrow-down" className="size-4" />
            </a>
          ) : null}
        </div>
      </Container>
    </header>
  );
}

export function AttractionCard({ attraction, country }: { attraction: ShownAttraction; country: string }) {
  const { name, location, description, type, duration, image, imageAlt } = attraction;
  return (
    // The target of the guide map's pin.
    <article
      id={slugify(name)}
      data-place="card"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card target:ring-4 target:ring-saffron-400"
    >
      <div className="relative aspect-[4/3] bg-sand-100">
        <Picture
          image={image}
          alt={imageAlt}
          sizes="(min-width: 80rem) 25rem, (min-width: 48rem) 50vw, 100vw"
          className="h-full w-full object-cover"
        />
        <p className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-[0.08em] text-teal-800 uppercase shadow-card">
          <span className="sr-only">Type: </span>
          {type}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 className="text-xl font-semibold text-ink-900 sm:text-[1.375rem]">{name}</h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-teal-700">
          <Icon name="map-pin" className="size-4 shrink-0" />
          <span className="sr-only">Location: </span>
          {location}
        </p>
        <p className="mt-4 flex-1 text-ink-700">{description}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-5">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-700">
            <Icon name="clock" className="size-5 text-saffron-600" />
            <span className="sr-only">Suggested time: </span>
            {duration}
          </p>
          {/* The visible text is the same on every card; the name says which attraction. */}
          <ExternalButton
            href={chatLink(attractionVisitMessage(name, country))}
            label={`${destinationsCopy.guide.planVisit} to ${name}`}
          >
            {destinationsCopy.guide.planVisit}
          </ExternalButton>
        </div>
      </div>
    </article>
  );
}
