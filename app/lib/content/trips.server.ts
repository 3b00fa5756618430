import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { destinationCountries } from "#app/data/destinations.ts";
import { images } from "#app/generated/images.ts";
import { slugify } from "#app/utils/slug.ts";
import { placeProblems } from "#app/lib/maps/country-coder.ts";
import { loadDestinationGuide } from "./destinations.server";
import { fieldProblems } from "./field-problems";
import { ContentError } from "./frontmatter.server";
import type { WhenToGoRow } from "./month-table";
import { settingsFile, trips as tripCollection } from "./collections";
import { publishingDate, tripSlugs } from "./route-lists.server";
import { commonBestMonths, tripSchemaWithGuides, type FestivalDates, type Trip } from "./trip-schema";
import { tripSummaryOf, tripViewOf, type TripSummary, type TripView } from "./trip-view";

const tripsContentDirectory = path.resolve(tripCollection.folder);

/** A trip as its file holds it, checked, with its slug (the file name) and its best months. */
export interface LoadedTrip extends Trip {
  slug: string;
  file: string;
  /** The months (January as 0) rated best in every region the trip names, from its guide. */
  bestMonths: number[];
}

/**
 * Checks what no schema can see: the stops in the trip's country, the picture in content/images.
 * Returns the trip's best months, read from its guide's month table.
 */
function checkTrip(file: string, trip: Trip, guideRows: readonly WhenToGoRow[]): number[] {
  const [place] = placeProblems(trip);
  if (place) throw new ContentError(file, `field "${place.path.join(".")}": ${place.message}`);
  if (!Object.hasOwn(images, trip.image))
    throw new ContentError(
      file,
      `field "image": "${trip.image}" is not a picture of content/images (choose another in the content manager)`,
    );
  return commonBestMonths(guideRows.filter((row) => trip.regions.includes(row.region)));
}

/** Parses and checks one trip file against its schema and its country's guide. */
export function parseTrip(
  file: string,
  source: string,
  guideRows: (name: string) => readonly WhenToGoRow[] = (name) => loadDestinationGuide(name).tips.whenToGo,
  festivals: readonly FestivalDates[] = loadFestivals(),
  today: string = publishingDate(),
): LoadedTrip {
  let raw: unknown;
  try {
    raw = parseYaml(source);
  } catch (error) {
    throw new ContentError(file, `not valid YAML (${(error as Error).message})`);
  }
  const result = tripSchemaWithGuides(guideRows, festivals, today).safeParse(raw ?? {});
  if (!result.success) throw new ContentError(file, fieldProblems(result.error, "(document)").join("; "));
  const trip = result.data;
  const bestMonths = checkTrip(file, trip, guideRows(trip.destination));
  const slug = path.basename(file, `.${tripCollection.extension}`);
  if (slug !== slugify(slug))
    throw new ContentError(
      file,
      `the file name must be lowercase words joined by hyphens, such as ${slugify(slug)}.yaml`,
    );
  return { ...trip, slug, file, bestMonths };
}

const festivals = settingsFile("festivals");

/** The festivals of content/settings/festivals.json (the build's settings check names any problem). */
export function loadFestivals(file: string = path.resolve(festivals.file)): FestivalDates[] {
  const result = festivals.schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) throw new ContentError(festivals.file, fieldProblems(result.error, "(file)").join("; "));
  return result.data.festivals;
}

const loaded = new Map<string, LoadedTrip>();

/** One trip, by its slug, read once per build. */
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
  const trip = loadTrip(slug, directory);
  return tripViewOf(trip, trip.slug, trip.bestMonths, publishingDate(), loadFestivals());
}
