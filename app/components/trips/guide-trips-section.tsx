import { tripsCopy } from "#app/data/trip-copy.ts";
import type { TripSummary } from "#app/lib/content/trip-view.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { TripCard } from "./trip-card";

/** A guide's sample trips: a build-time fragment, which no page's script carries, so plain links only. */
export function GuideTripsSection({
  name,
  trips,
  allHref,
}: {
  name: string;
  trips: readonly TripSummary[];
  allHref: string;
}) {
  const copy = tripsCopy.guideSection;
  return (
    <Section
      id="guide-trips"
      heading={{ eyebrow: copy.eyebrow, title: copy.heading(name), lead: copy.lead }}
      className="pt-16 sm:pt-24"
    >
      <ul className="mt-10 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
        {trips.map((trip) => (
          <li key={trip.slug}>
            <TripCard trip={trip} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <a href={allHref} className={buttonClasses("secondary")}>
          {copy.all}
        </a>
      </p>
    </Section>
  );
}
