import { Suspense } from "react";
import { Link, inlineLink } from "#app/components/ui/link.tsx";
import { priceBasis } from "#app/data/booking.ts";
import { headOffice, site } from "#app/data/site.ts";
import { journeyLine, mealsLine, tripsCopy, type TravelMode } from "#app/data/trip-copy.ts";
import type { TripView } from "#app/lib/content/trip-view.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { paths } from "#app/utils/paths.ts";
import type { IconName } from "#app/utils/icons.ts";
import { slugify } from "#app/utils/slug.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { CustomiseLink, TripCustomise } from "./trip-customise";
import { TripPrice } from "./trip-price";

const modeIcons: Record<TravelMode, IconName> = {
  road: "car",
  rail: "train",
  "domestic flight": "plane",
  ferry: "ship",
  boat: "ship",
};

export function TripPage({
  trip,
  mapHtml,
  publishedOn,
}: {
  trip: TripView;
  mapHtml?: string;
  /** The build's day, the printout's date (none in the editor's preview). */
  publishedOn?: string;
}) {
  const copy = tripsCopy.page;
  const glance = [
    { term: copy.length, detail: copy.lengthValue(trip.dayCount) },
    {
      term: copy.bestMonths,
      detail: trip.labels.bestMonths || copy.bestMonthsAtBuild,
      note: copy.bestMonthsNote(trip.destination),
    },
    { term: copy.grade, detail: trip.gradeMeaning.label, note: trip.gradeMeaning.meaning },
    { term: copy.pace, detail: trip.pace },
    { term: copy.group, detail: copy.groupValue(trip.group) },
    { term: copy.route, detail: trip.stops.join(" → ") },
    {
      term: copy.from,
      detail: trip.priceCurrent ? `${trip.labels.price} ${copy.perPerson}` : copy.onRequest,
      note: `${copy.twinSharing} ${priceBasis.gst} ${copy.checked(trip.priceLabels.checked)}.`,
      link: { href: "#trip-price", label: copy.priceDetails },
    },
  ];
  return (
    <>
      {/* On paper the agency and the plan's date head the page, so a printout says who to call. */}
      <div className="border-ink-300 hidden border-b pb-3 text-sm text-ink-700 print:block">
        <p className="font-display text-lg font-semibold text-ink-900">{site.legalName}</p>
        <p>
          <span className="whitespace-nowrap">{site.phone.display}</span> · {site.email}
        </p>
        <p>
          {headOffice.office}: {headOffice.address.join(", ")}
        </p>
        {publishedOn ? <p>{copy.printedFrom(publishedOn)}</p> : null}
      </div>
      <header className="bg-teal-900 text-sand-50 print:bg-white print:text-ink-900">
        <Container className="grid items-center gap-8 pt-8 pb-10 sm:pb-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12 print:pt-6 print:pb-0">
          <div>
            <Link
              to={paths.trips}
              className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/20 print:hidden"
            >
              <Icon name="arrow-left" className="size-4" />
              {copy.back}
            </Link>
            <p className="mt-8 text-sm font-semibold tracking-eyebrow text-saffron-300 uppercase print:mt-0 print:text-saffron-700">
              {copy.eyebrow(trip.destination, trip.dayCount)}
            </p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{trip.title}</h1>
            <p className="mt-5 max-w-2xl text-lg text-sand-100 print:text-ink-700">{trip.summary}</p>
          </div>
          <Picture
            image={trip.image}
            alt={trip.imageAlt}
            firstScreen
            sizes="(min-width: 64rem) 26rem, 100vw"
            className="aspect-[3/2] w-full rounded-card object-cover print:hidden"
          />
        </Container>
      </header>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <aside
          aria-labelledby="trip-glance"
          className="h-fit space-y-8 rounded-card bg-white p-6 shadow-card lg:col-start-2 lg:row-start-1 print:break-inside-avoid print:p-0 print:shadow-none"
        >
          <div>
            <h2 id="trip-glance" className="mb-5 text-2xl font-semibold text-ink-900">
              {copy.glance}
            </h2>
            <dl className="space-y-4">
              {glance.map((row) => (
                <div key={row.term}>
                  <dt className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{row.term}</dt>
                  <dd className="mt-1 text-ink-900">
                    {row.detail}
                    {row.note ? <span className="mt-1 block text-sm text-ink-600">{row.note}</span> : null}
                    {row.link ? (
                      <a
                        href={row.link.href}
                        className="mt-1 block text-sm font-semibold text-teal-800 underline underline-offset-4 print:hidden"
                      >
                        {row.link.label}
                      </a>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div data-place="trip-bar" className="border-t border-sand-200 pt-6 print:hidden">
            <h2 className="text-xl font-semibold text-ink-900">{copy.customiseHeading}</h2>
            <p className="mt-2 mb-5 text-sm text-ink-700">{copy.customiseLead}</p>
            <TripCustomise trip={trip} />
          </div>
        </aside>
        {/* Below the first screen: hydrated after it, in a pass of its own (docs/decisions/174). */}
        <Suspense>
          <div className="lg:col-start-1 lg:row-start-1">
            <p className="text-lg text-ink-700">{trip.intro}</p>
            <section aria-labelledby="trip-days" className="mt-10">
              <h2 id="trip-days" className="mb-6 text-3xl font-semibold text-ink-900">
                {copy.dayByDay}
              </h2>
              {/* Each day is an anchor (#day-3) that the route map's stops link to. */}
              <ol className="space-y-4">
                {trip.days.map((day, index) => (
                  <li
                    key={`${index}-${day.title}`}
                    id={`day-${index + 1}`}
                    className="break-inside-avoid rounded-card border border-sand-200 bg-white p-5 sm:p-6 print:border-sand-300 print:p-4"
                  >
                    <h3 className="text-lg font-semibold text-ink-900 sm:text-xl">
                      <span className="mr-2 text-saffron-700">{copy.day(index + 1)}</span>
                      <span className="sr-only">: </span>
                      {day.title}
                    </h3>
                    {day.travel ? (
                      <p className="mt-2 flex items-start gap-2 text-sm font-medium text-teal-800">
                        <Icon name={modeIcons[day.travel.by]} className="mt-0.5 size-4" />
                        <span>{journeyLine(day.travel)}</span>
                      </p>
                    ) : null}
                    <p className="mt-3 text-ink-700">{day.description}</p>
                    <div className="mt-3 flex flex-col gap-1 text-sm text-ink-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
                      <p className="flex items-center gap-2">
                        <Icon name={day.sleep ? "bed" : "plane"} className="size-4" />
                        {day.sleep ? (
                          <span>
                            {copy.night}: <strong className="font-semibold text-ink-900">{day.sleep}</strong>
                            {day.stay ? `, ${day.stay}` : null}
                          </span>
                        ) : (
                          <span>{copy.noNight}</span>
                        )}
                      </p>
                      <p className="flex items-center gap-2">
                        <Icon name="bowl" className="size-4" />
                        <span>
                          {copy.meals}: {mealsLine(day.meals)}
                        </span>
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="trip-notes" className="mt-10 break-inside-avoid">
              <h2 id="trip-notes" className="mb-4 text-2xl font-semibold text-ink-900">
                {copy.notesHeading}
              </h2>
              <dl className="space-y-4">
                {trip.notes.map((note) => (
                  <div key={note.title}>
                    <dt className="font-semibold text-ink-900">{note.title}</dt>
                    <dd className="mt-1 text-ink-700">{note.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </Suspense>
      </Container>
      <Suspense>
        <Section
          id="trip-map"
          heading={{
            eyebrow: copy.mapEyebrow,
            title: copy.mapHeading,
            lead: (
              <>
                {copy.mapLead} <span className="print:hidden">{copy.mapChoose}</span>
              </>
            ),
          }}
          className="bg-white py-14 sm:py-20 print:break-before-page print:py-0"
        >
          <BuildFragment
            name={fragmentNames.tripMap(trip.slug)}
            html={mapHtml}
            missing={copy.fragmentMissing}
            className="mt-10"
          />
        </Section>
        <Section
          id="trip-price"
          heading={{ eyebrow: copy.priceEyebrow, title: copy.priceHeading }}
          className="py-14 sm:py-20"
        >
          <div className="mt-8 max-w-3xl">
            <div data-place="price" className="print:break-inside-avoid">
              <TripPrice trip={trip} />
            </div>
            <CustomiseLink slug={trip.slug} variant="secondary" className="mt-8 print:hidden" />
            <p className="mt-8 print:hidden">
              <Link to={paths.destination(slugify(trip.destination))} className={inlineLink}>
                {copy.guide(trip.destination)}
              </Link>
            </p>
          </div>
        </Section>
      </Suspense>
      {/* Fixed to the screen's foot by CSS alone; app.css keeps room for it under the footer. */}
      <div
        data-action-bar
        className="fixed inset-x-0 bottom-0 z-20 border-t border-sand-200 bg-white/95 shadow-float backdrop-blur print:hidden"
      >
        <Container className="flex items-center justify-between gap-4 py-3">
          <p className="hidden text-ink-700 sm:block">
            <span className="text-sm">{copy.from} </span>
            <span className="font-display text-xl font-semibold text-ink-900">{trip.labels.price}</span>{" "}
            <span className="text-sm">{copy.perPerson}</span>
            {/* On a phone the button alone: the glance says the same. The reply promises are beside the ways to ask. */}
          </p>
          <CustomiseLink slug={trip.slug} variant="primary" className="min-h-11 w-full py-2 sm:w-auto" />
        </Container>
      </div>
    </>
  );
}
