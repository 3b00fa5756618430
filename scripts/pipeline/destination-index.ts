import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as countryCoder from "@rapideditor/country-coder";
import { geoCentroid } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import * as topojsonClient from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { parse as parseYaml } from "yaml";
import { readContent } from "#app/lib/content/frontmatter.ts";
import { guideIndexSchema } from "#app/lib/content/guide-lists-schema.ts";
import { slugify } from "#app/utils/slug.ts";
import { madeBy, writeModules, type GeneratedModule } from "./generated-files.ts";

/**
 * The index of the destination guides (each guide's country and slug, in the site's order) and the
 * map data's countries. Written by `npm run assets`, since the content registry reads them: nothing
 * here imports the registry.
 */

const root = path.resolve(import.meta.dirname, "../..");

export interface DestinationIndexEntry {
  name: string;
  slug: string;
}

/**
 * The country coder's code of each country of the map data, by name: found by the outline's ISO
 * 3166-1 number, or, for the few without one (Kosovo, Somaliland), by where the outline lies.
 */
export function atlasCountryCodes(): Record<string, string> {
  const file = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const codeOf = (geometry: (typeof topology.objects.countries.geometries)[number]) => {
    if (geometry.id !== undefined) return countryCoder.feature(String(geometry.id))?.properties.id;
    const outline = topojsonClient.feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    // The middle of the outline, or a point of its coast when the middle is at sea (Indian Ocean Ter.).
    const [lon, lat] = outline.geometry.coordinates.flat(3) as number[];
    return (countryCoder.feature(geoCentroid(outline)) ?? countryCoder.feature([lon!, lat!]))?.properties.id;
  };
  const entries = topology.objects.countries.geometries.map((geometry) => {
    const { name } = geometry.properties as { name: string };
    const code = codeOf(geometry);
    if (!code) throw new Error(`the country coder knows no country of the map data's ${name}`);
    return [name, code] as const;
  });
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The guides in the site's order, or the problems (file and field) that stop the build. */
export function readDestinationIndex(projectRoot: string): {
  destinations: DestinationIndexEntry[];
  problems: string[];
} {
  const directory = path.join(projectRoot, "content/destinations");
  const problems: string[] = [];
  const entries: (DestinationIndexEntry & { order: number })[] = [];
  const files = existsSync(directory) ? readdirSync(directory).filter((file) => /\.ya?ml$/.test(file)) : [];
  for (const file of files.sort()) {
    const relative = `content/destinations/${file}`;
    const read = readContent(readFileSync(path.join(directory, file), "utf8"), guideIndexSchema, "yaml");
    problems.push(...read.problems.map((problem) => `${relative}: ${problem}`));
    if (read.value) entries.push({ name: read.value.name, slug: slugify(read.value.name), order: read.value.order });
  }
  entries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return { destinations: entries.map(({ name, slug }) => ({ name, slug })), problems };
}

export interface GuideUse {
  file: string;
  title: string;
}

/** The sample trips of content/trips by the country they name (their field "destination"). */
export function tripsByCountry(projectRoot: string): Map<string, GuideUse[]> {
  const directory = path.join(projectRoot, "content/trips");
  const uses = new Map<string, GuideUse[]>();
  if (!existsSync(directory)) return uses;
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith(".yaml"))
    .sort()) {
    let trip: { destination?: unknown; title?: unknown } | undefined;
    try {
      trip = parseYaml(readFileSync(path.join(directory, file), "utf8")) as typeof trip;
    } catch {
      continue; // the trip's loader names the file and the problem
    }
    if (typeof trip?.destination !== "string") continue;
    const list = uses.get(trip.destination) ?? [];
    list.push({ file: `content/trips/${file}`, title: typeof trip.title === "string" ? trip.title : file });
    uses.set(trip.destination, list);
  }
  return uses;
}

/** A trip whose country has no guide: the build refuses the deletion of a guide in use. */
export function guideUseProblems(projectRoot: string): string[] {
  const guides = new Set(readDestinationIndex(projectRoot).destinations.map((destination) => destination.name));
  return [...tripsByCountry(projectRoot)]
    .filter(([country]) => !guides.has(country))
    .flatMap(([country, trips]) =>
      trips.map(
        ({ file }) =>
          `${file}: field "destination": there is no guide of ${country} in content/destinations (deleted or renamed?): restore the guide, or give the trip another country or delete it`,
      ),
    );
}

const made = (source: string) => madeBy("destination-index.ts", source);

/** The modules, or the problems that stop them. */
export function renderIndexModules(projectRoot: string = root): GeneratedModule[] {
  const codes = atlasCountryCodes();
  const index = readDestinationIndex(projectRoot);
  if (index.problems.length > 0) throw new Error(index.problems.join("\n"));
  return [
    {
      module: "app/generated/destinations.ts",
      text: [
        made("content/destinations"),
        "/** The destination guides in the site's order: each guide's country and its address (slug). */",
        `export const destinationIndex: { name: string; slug: string }[] = ${JSON.stringify(index.destinations, null, 2)};\n`,
      ].join("\n"),
    },
    {
      module: "app/generated/countries.ts",
      text: [
        made("the map data, world-atlas"),
        "/** Every country of the map data, by the name a guide gives it, in alphabetical order. */",
        `export const atlasCountryNames = ${JSON.stringify(Object.keys(codes))} as const;\n`,
        "/** The country coder's code of each country of the map data (app/lib/maps/country-coder.ts). */",
        `export const atlasCountryCodes: Record<string, string> = ${JSON.stringify(codes)};\n`,
      ].join("\n"),
    },
  ];
}

export function writeIndexModules(projectRoot: string = root): void {
  writeModules(projectRoot, renderIndexModules(projectRoot));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    writeIndexModules();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
