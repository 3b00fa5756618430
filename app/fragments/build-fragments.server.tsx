import { renderToStaticMarkup } from "react-dom/server";
import { mapCopy } from "#app/data/destination-maps.ts";
import { destinationBySlug, destinations } from "#app/data/destinations.ts";
import { loadDestinationGuide } from "#app/lib/content/destinations.server.ts";
import { guideMap, regionMap, tripMap } from "#app/lib/maps/maps.server.ts";
import { tripSlugs } from "#app/lib/content/route-lists.server.ts";
import { routeLines } from "#app/lib/content/trip-view.ts";
import { loadTrip, tripSummaries } from "#app/lib/content/trips.server.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import { TripCard } from "#app/components/trips/trip-card.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { filtersHref } from "#app/components/trips/trip-filter.ts";
import { siteFragments, type SiteFragment } from "#app/utils/fragments.ts";
import { MapWithPlacesView } from "#app/components/maps/map-with-places.tsx";
import { WhenToGoTable } from "#app/components/destinations/when-to-go-table.tsx";

/** What never changes after the build, as markup placed as it is (docs/decisions/143-code-layers-and-imports.md). */
function draw(fragment: SiteFragment): string {
  if (fragment.kind === "destinationsMap") {
    return renderToStaticMarkup(
      <MapWithPlacesView
        map={regionMap()}
        id="destinations-map"
        layout="region"
        listHeading={mapCopy.overview.listHeading}
      />,
    );
  }
  if (fragment.kind === "tripMap") {
    const trip = loadTrip(fragment.slug);
    return renderToStaticMarkup(
      <MapWithPlacesView
        map={tripMap({ ...trip, nights: trip.days.map((day) => day.sleep) })}
        id="trip-map"
        layout="country"
        listHeading={mapCopy.trip.listHeading}
        scaleNote={mapCopy.guide.scaleNote}
        routeText={{ heading: tripsCopy.page.routeText, lines: routeLines(trip) }}
      />,
    );
  }
  const name = destinationBySlug(fragment.slug)!;
  if (fragment.kind === "guideMap") {
    return renderToStaticMarkup(
      <MapWithPlacesView
        map={guideMap(name, loadDestinationGuide(name))}
        id="guide-map"
        layout="country"
        listHeading={mapCopy.guide.listHeading}
        scaleNote={mapCopy.guide.scaleNote}
      />,
    );
  }
  if (fragment.kind === "guideMonths") {
    return renderToStaticMarkup(<WhenToGoTable name={name} rows={loadDestinationGuide(name).tips.whenToGo} />);
  }
  // A guide's sample trips, or nothing where the country has none; no script carries them, so plain links only.
  const trips = tripSummaries().filter((trip) => trip.destination === name);
  if (trips.length === 0) return "";
  const copy = tripsCopy.guideSection;
  return renderToStaticMarkup(
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
        <a href={filtersHref({ country: name })} className={buttonClasses("secondary")}>
          {copy.all}
        </a>
      </p>
    </Section>,
  );
}

const fragments = new Map(
  siteFragments(
    destinations.map(({ slug }) => slug),
    tripSlugs(),
  ).map((fragment) => [fragment.name, fragment]),
);

const drawn = new Map<string, string | undefined>();

/** A fragment by its name, or undefined for one the site does not have; drawn once for the page and its file. */
export function renderFragment(name: string): string | undefined {
  if (!drawn.has(name)) {
    const fragment = fragments.get(name);
    drawn.set(name, fragment && draw(fragment));
  }
  return drawn.get(name);
}
