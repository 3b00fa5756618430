import { renderToStaticMarkup } from "react-dom/server";
import { mapCopy } from "#app/data/destination-maps.ts";
import { destinationBySlug, destinations } from "#app/data/destinations.ts";
import { loadDestinationGuide } from "#app/lib/content/destinations.server.ts";
import { guideMap, regionMap, tripMap } from "#app/lib/maps/maps.server.ts";
import { tripSlugs } from "#app/lib/content/route-lists.server.ts";
import { routeLines } from "#app/lib/content/trip-view.ts";
import { loadTrip, tripSummaries } from "#app/lib/content/trips.server.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import { GuideTripsSection } from "#app/components/trips/guide-trips-section.tsx";
import { filtersHref } from "#app/components/trips/trip-filter.ts";
import { siteFragments, type SiteFragment } from "#app/utils/fragments.ts";
import { MapWithPlacesView } from "#app/components/maps/map-with-places.tsx";
import { WhenToGoTable } from "#app/components/destinations/when-to-go-table.tsx";

/**
 * The parts of the destination and trip pages that never change after the build, rendered to
 * markup: the maps (with their keys and lists of places), the month-by-month tables and a guide's
 * sample trips. The pages place the
 * markup as it is (BuildFragment), so the browser downloads no code to draw them
 * (docs/decisions/145-guides-and-maps.md), and no route data carries it
 * (docs/decisions/143-code-layers-and-imports.md).
 */

function guideMapMarkup(name: string): string {
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

function guideMonthsMarkup(name: string): string {
  return renderToStaticMarkup(<WhenToGoTable name={name} rows={loadDestinationGuide(name).tips.whenToGo} />);
}

function overviewMapMarkup(): string {
  return renderToStaticMarkup(
    <MapWithPlacesView
      map={regionMap()}
      id="destinations-map"
      layout="region"
      listHeading={mapCopy.overview.listHeading}
    />,
  );
}

/** A guide's sample trips as cards, or nothing where the country has none. */
function guideTripsMarkup(name: string): string {
  const trips = tripSummaries().filter((trip) => trip.destination === name);
  if (trips.length === 0) return "";
  return renderToStaticMarkup(<GuideTripsSection name={name} trips={trips} allHref={filtersHref({ country: name })} />);
}

function tripMapMarkup(slug: string): string {
  const trip = loadTrip(slug);
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

/** What draws a fragment of the site's list (app/utils/fragments.ts). */
function draw(fragment: SiteFragment): string {
  if (fragment.kind === "destinationsMap") return overviewMapMarkup();
  if (fragment.kind === "tripMap") return tripMapMarkup(fragment.slug);
  const name = destinationBySlug(fragment.slug)!;
  if (fragment.kind === "guideMap") return guideMapMarkup(name);
  if (fragment.kind === "guideMonths") return guideMonthsMarkup(name);
  return guideTripsMarkup(name);
}

/** Every fragment the site has, by name. */
const fragments = new Map(
  siteFragments(
    destinations.map(({ slug }) => slug),
    tripSlugs(),
  ).map((fragment) => [fragment.name, fragment]),
);

const drawn = new Map<string, string | undefined>();

/**
 * A build-time fragment by its name (app/utils/fragments.ts), or undefined for a name the site
 * does not have. Each is drawn once per build: the page and its `/fragments/` file share it.
 */
export function renderFragment(name: string): string | undefined {
  if (!drawn.has(name)) {
    const fragment = fragments.get(name);
    drawn.set(name, fragment && draw(fragment));
  }
  return drawn.get(name);
}
