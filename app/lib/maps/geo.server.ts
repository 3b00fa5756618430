import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  geoArea,
  geoBounds,
  geoCentroid,
  geoContains,
  geoDistance,
  geoMercator,
  geoPath,
  type GeoProjection,
} from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import * as topojsonClient from "topojson-client";
import * as topojsonSimplify from "topojson-simplify";
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from "topojson-specification";
import { compactPathData } from "#app/lib/svg.server.ts";
import type { Ground } from "./label-placement";

/**
 * The one wrapper around the geographic libraries (docs/decisions/145-guides-and-maps.md): Natural
 * Earth's 1:50m outlines from world-atlas, thinned and projected into SVG paths, at build time only.
 * A country is named as the data set names it ("Sri Lanka").
 */

/** The order GeoJSON and d3-geo use. */
export type LonLat = readonly [number, number];

type CountryProperties = { name: string };
type CountryGeometry = TopoPolygon<CountryProperties> | TopoMultiPolygon<CountryProperties>;
type World = Topology<{ countries: GeometryCollection<CountryProperties>; land: GeometryCollection }>;

const earthRadiusKm = 6371.0088;

let cachedWorld: World | undefined;

/** Read once per build, every point weighted for simplification. */
function world(): World {
  const file = () => createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
  cachedWorld ??= topojsonSimplify.presimplify(JSON.parse(readFileSync(file(), "utf8")) as World) as World;
  return cachedWorld;
}

function nameOf(geometry: { properties?: CountryProperties | object }): string | undefined {
  return (geometry.properties as Partial<CountryProperties> | undefined)?.name;
}

function countryGeometry(topology: World, country: string) {
  const geometry = topology.objects.countries.geometries.find((candidate) => nameOf(candidate) === country);
  if (!geometry) throw new Error(`world-atlas has no country named ${country}`);
  return geometry;
}

function countryOutline(country: string): Feature<Polygon | MultiPolygon> {
  const topology = world();
  return topojsonClient.feature(topology, countryGeometry(topology, country)) as Feature<Polygon | MultiPolygon>;
}

/**
 * A point to hang a country's name on: the middle of its largest piece of land, or, for a shape
 * like Vietnam's whose middle lies abroad, the point of its land nearest that middle.
 */
export function countryLabelPoint(country: string): LonLat {
  const outline = countryOutline(country);
  const pieces: Polygon[] =
    outline.geometry.type === "Polygon"
      ? [outline.geometry]
      : outline.geometry.coordinates.map((coordinates) => ({ type: "Polygon", coordinates }));
  const largest = pieces.reduce((best, piece) => (geoArea(piece) > geoArea(best) ? piece : best));
  const middle = geoCentroid(largest);
  if (geoContains(largest, middle)) return [middle[0], middle[1]];
  const [[west, south], [east, north]] = geoBounds(largest);
  const steps = 40;
  let nearest: LonLat = [middle[0], middle[1]];
  let nearestDistance = Infinity;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const point: [number, number] = [west + ((east - west) * i) / steps, south + ((north - south) * j) / steps];
      const distance = geoDistance(point, middle);
      if (distance < nearestDistance && geoContains(largest, point)) {
        nearest = point;
        nearestDistance = distance;
      }
    }
  }
  return nearest;
}

export function distanceKm(from: LonLat, to: LonLat): number {
  return geoDistance([...from], [...to]) * earthRadiusKm;
}

const compassPoints = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"] as const;

export function compassDirection(from: LonLat, to: LonLat): (typeof compassPoints)[number] {
  const radians = Math.PI / 180;
  const [lon1, lat1] = [from[0] * radians, from[1] * radians];
  const [lon2, lat2] = [to[0] * radians, to[1] * radians];
  const y = Math.sin(lon2 - lon1) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lon2 - lon1);
  const bearing = (Math.atan2(y, x) / radians + 360) % 360;
  return compassPoints[Math.round(bearing / 45) % 8]!;
}

interface MapCanvasOptions {
  fit: { countries?: string[]; points?: LonLat[] };
  /** In SVG units; the height follows the shape, within the two ratios. */
  width: number;
  minAspect: number;
  maxAspect: number;
  padding: number;
  /** Smallest detail kept, in square SVG units: larger for an overview, where coasts can be coarser. */
  detail?: number;
  highlighted?: string[];
}

type Ring = [number, number][];

/** The rings of a projected outline (a d3-geo path context). */
function projectedRings(projection: GeoProjection, object: Parameters<ReturnType<typeof geoPath>>[0]): Ring[] {
  const rings: Ring[] = [];
  geoPath(projection, {
    beginPath: () => undefined,
    moveTo: (x, y) => void rings.push([[x, y]]),
    lineTo: (x, y) => void rings.at(-1)?.push([x, y]),
    closePath: () => undefined,
    arc: () => undefined,
  })(object);
  return rings;
}

/**
 * A shape's inside, row by row: where its rings cross each row's middle, sorted; a point is inside
 * when an odd number lie left of it. geoContains took minutes, not seconds (record 163).
 */
function scanlines(rings: readonly Ring[], height: number): Float64Array[] {
  const rows: number[][] = Array.from({ length: Math.ceil(height) + 1 }, () => []);
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      const from = Math.max(0, Math.ceil(Math.min(yi, yj) - 0.5));
      const to = Math.min(rows.length - 1, Math.floor(Math.max(yi, yj) - 0.5));
      for (let row = from; row <= to; row++) {
        const y = row + 0.5;
        if (yi > y !== yj > y) rows[row]!.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
      }
    }
  }
  return rows.map((crossings) => Float64Array.from(crossings).sort());
}

function insideScanlines(rows: readonly Float64Array[], x: number, y: number): boolean {
  const crossings = rows[Math.floor(y)];
  if (!crossings) return false;
  let low = 0;
  let high = crossings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (crossings[middle]! < x) low = middle + 1;
    else high = middle;
  }
  return low % 2 === 1;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A Mercator projection fitted to `fit`, and the outlines simplified for its scale. */
export function mapCanvas(options: MapCanvasOptions) {
  const topology = world();
  const features: Feature[] = [
    ...(options.fit.countries ?? []).map((country) => countryOutline(country)),
    ...(options.fit.points ?? []).map((point): Feature => ({
      type: "Feature",
      properties: {},
      geometry: { type: "Point", coordinates: [...point] },
    })),
  ];
  const target: FeatureCollection = { type: "FeatureCollection", features };
  const inner = options.width - 2 * options.padding;
  const measure = geoMercator().fitWidth(inner, target);
  const [[x0, y0], [x1, y1]] = geoPath(measure).bounds(target);
  const aspect = Math.min(
    options.maxAspect,
    Math.max(options.minAspect, (y1 - y0 + 2 * options.padding) / Math.max(1, x1 - x0 + 2 * options.padding)),
  );
  const width = options.width;
  const height = Math.round(width * aspect);
  const projection: GeoProjection = geoMercator()
    .fitExtent(
      [
        [options.padding, options.padding],
        [width - options.padding, height - options.padding],
      ],
      target,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);

  // Triangle areas are in square degrees; keep what is at least half a unit square on the map.
  const unitsPerDegree = (projection.scale() * Math.PI) / 180;
  const simplified = topojsonSimplify.simplify(
    topology,
    (options.detail ?? 0.5) / (unitsPerDegree * unitsPerDegree),
  ) as World;
  const path = geoPath(projection).digits(1);
  let highlightedRows: Float64Array[] | undefined;
  let landRows: Float64Array[] | undefined;
  const middleLatitude = projection.invert?.([width / 2, height / 2])?.[1] ?? 0;

  return {
    width,
    height,
    /** Rounded to a tenth. */
    project(point: LonLat): [number, number] {
      const projected = projection([...point]);
      if (!projected) throw new Error(`cannot project ${point.join(", ")}`);
      return [round(projected[0]), round(projected[1])];
    },
    /** Land outside the highlighted countries, merged so that no other border is drawn. */
    landPath() {
      const highlighted = new Set<string>(options.highlighted ?? []);
      const others = simplified.objects.countries.geometries.filter(
        (geometry) => !highlighted.has(nameOf(geometry) ?? ""),
      );
      return compactPathData(path(topojsonClient.merge(simplified, others as CountryGeometry[])) ?? "");
    },
    countryPath(country: string) {
      return compactPathData(path(topojsonClient.feature(simplified, countryGeometry(simplified, country))) ?? "");
    },
    countryArea(country: string) {
      return geoPath(projection).area(topojsonClient.feature(simplified, countryGeometry(simplified, country)));
    },
    // On the map's middle latitude (a Mercator scale varies with latitude).
    unitsPerKm: projection.scale() / (earthRadiusKm * Math.cos((middleLatitude * Math.PI) / 180)),
    /** What lies under a point, as drawn. */
    terrain(x: number, y: number): Ground {
      const shape = (object: Parameters<typeof path>[0]) => scanlines(projectedRings(projection, object), height);
      highlightedRows ??= shape(
        topojsonClient.merge(
          simplified,
          (options.highlighted ?? []).map((country) => countryGeometry(simplified, country)) as CountryGeometry[],
        ),
      );
      if (insideScanlines(highlightedRows, x, y)) return "highlighted";
      landRows ??= shape(topojsonClient.feature(simplified, simplified.objects.land));
      return insideScanlines(landRows, x, y) ? "land" : "sea";
    },
  };
}

export type MapCanvas = ReturnType<typeof mapCanvas>;
