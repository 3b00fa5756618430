import { readFileSync } from "node:fs";
import path from "node:path";
import { destinationCountries } from "#app/data/destinations.ts";
import { festivalCalendar } from "#app/generated/settings/festivals.ts";
import { slugify } from "#app/utils/slug.ts";
import { placeProblems } from "#app/lib/maps/country-coder.ts";
import { loadDestinationGuide } from "./destinations.server";
import { checkPicture, ContentError, parseData } from "./frontmatter.server";
import { commonBestMonths, type WhenToGoRow } from "./month-table";
import { trips as tripCollection } from "./collections";
import { publishingDate, tripSlugs } from "./route-lists.server";
import { festivalNote, tripSchemaWithGuides, type FestivalDates } from "./trip-schema";
import { tripSummaryOf, tripViewOf, type TripSummary, type TripView } from "./trip-view";

const tripsContentDirectory = path.resolve(tripCollection.folder);

/**
 * Parses and checks one trip file against its schema, its country's guide and what no schema can
 * see; adds its best months (January as 0), those rated best in every region it names.
 */
export function parseTrip(
  file: string,
  source: string,
  guideRows: (name: string) => readonly WhenToGoRow[] = (name) => loadDestinationGuide(name).tips.whenToGo,
  festivals: readonly FestivalDates[] = festivalCalendar.festivals,
  today: string = publishingDate(),
) {
  const trip = parseData(file, source, tripSchemaWithGuides(guideRows, festivals, today), "yaml", festivalNote);
  const [place] = placeProblems(trip);
  if (place) throw new ContentError(file, `field "${place.path.join(".")}": ${place.message}`);
  checkPicture(file, "image", trip.image);
  const bestMonths = commonBestMonths(guideRows(trip.destination).filter((row) => trip.regions.includes(row.region)));
  const slug = path.basename(file, `.${tripCollection.extension}`);
  if (slug !== slugify(slug))
    throw new ContentError(
      file,
      `the file name must be lowercase words joined by hyphens, such as ${slugify(slug)}.yaml`,
    );
  return { ...trip, slug, file, bestMonths };
}

export type LoadedTrip = ReturnType<typeof parseTrip>;

const loaded = new Map<string, LoadedTrip>();

/** One trip, read once per build. */
export function loadTrip(slug: string, directory = tripsContentDirectory): LoadedTrip {
  const full = path.join(directory, `${slug}.${tripCollection.extension}`);
  const cached = loaded.get(full);
  if (cached) return cached;
  const file = path.relative(process.cwd(), full);
  const trip = parseTrip(file, readFileSync(full, "utf8"));
  loaded.set(full, trip);
  return trip;
}

/** Every trip: by country in the site's order, then the longest first, then by title. */
export function loadTrips(directory = tripsContentDirectory): LoadedTrip[] {
  const order = (name: string) => destinationCountries.indexOf(name);
  return tripSlugs(directory)
    .map((slug) => loadTrip(slug, directory))
    .sort(
      (a, b) =>
        order(a.destination) - order(b.destination) || b.days.length - a.days.length || a.title.localeCompare(b.title),
    );
}

/** The cards of every trip (the index, a guide's list, the composer's choices). */
export function tripSummaries(directory = tripsContentDirectory): TripSummary[] {
  return loadTrips(directory).map((trip) =>
    tripSummaryOf(tripViewOf(trip, trip.slug, trip.bestMonths, publishingDate())),
  );
}

/** What a trip's page reads: everything but the stops' coordinates (the route map is a build-time fragment). */
export function tripView(slug: string, directory = tripsContentDirectory): TripView {
  // The file's path stays out of the route data.
  const { file: _file, ...trip } = loadTrip(slug, directory);
  return tripViewOf(trip, trip.slug, trip.bestMonths, publishingDate(), festivalCalendar.festivals);
}
