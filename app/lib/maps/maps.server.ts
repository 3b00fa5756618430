import { mapCopy } from "~/data/destination-maps";
import { destinationNames, type DestinationName } from "~/data/destinations";
import { joinList } from "~/utils/list";
import { slugify } from "~/utils/slug";
import { site, type Office } from "~/data/site";
import type { Coordinates, DestinationGuide } from "~/lib/content/destination-guide";
import { paths } from "~/utils/paths";
import {
  compassDirection,
  countryLabelPoint,
  distanceKm,
  mapCanvas,
  mappedCountries,
  withinCountry,
  type LonLat,
  type MapCanvas,
  type MappedCountry,
} from "./geo.server";
import { placeLabels, wrapLabel, type Box } from "./label-placement";
import type { MapDrawing, MapMarker, MapWithPlaces, MarkerKind, PlaceGroup } from "./map-drawing";

/**
 * Builds the guides' maps and the overview's map from the content (attractions and capital in
 * content/destinations/*.yaml, offices in app/data/site.ts), at build time.
 */

const lonLat = (coordinates: Coordinates): LonLat => [coordinates.lon, coordinates.lat];

const markerRadius: Record<MarkerKind, number> = { attraction: 5.5, capital: 6, office: 6 };
/** Names of places, and the larger names of countries on the overview. */
const labelFontSize = 13;
const countryFontSize = 14;
const maxLabelWidth = 150;
const kmPerMile = 1.609344;

/** Rounds a distance the way people say it: to 5 under 100, to 10 above. */
function roundDistance(value: number): number {
  const step = value < 100 ? 5 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

/** "about 150 km (95 mi) east of Hanoi", or "in Seoul" for a place inside the city. */
export function relativePosition(
  from: { name: string; at: LonLat },
  to: LonLat,
  options: { cityRadiusKm?: number } = {},
): string {
  const km = distanceKm(from.at, to);
  if (options.cityRadiusKm !== undefined && km < options.cityRadiusKm) return `in ${from.name}`;
  const miles = roundDistance(km / kmPerMile).toLocaleString("en-US");
  return `about ${roundDistance(km).toLocaleString("en-US")} km (${miles} mi) ${compassDirection(from.at, to)} of ${from.name}`;
}

/**
 * The country of an office when the maps draw it (a destination or India), checked against the
 * office's position; undefined for an office elsewhere, such as Dubai, which only the overview
 * pins, at its coordinates.
 */
function officeCountry(office: Office, index: number): MappedCountry | undefined {
  const country = mappedCountries.find((candidate) => candidate === office.country);
  if (!country) return undefined;
  if (!withinCountry(country, lonLat(office.coordinates))) {
    throw new Error(
      `app/data/site.ts: field "offices.${index}.coordinates": ${office.coordinates.lat}, ${office.coordinates.lon} is not in ${country}`,
    );
  }
  return country;
}

/** The box the scale bar and its label take, kept free of labels. */
function scaleBarBox(bar: NonNullable<MapDrawing["scaleBar"]>): Box {
  return { x: bar.x - 4, y: bar.y - 24, width: Math.max(bar.width, 96) + 8, height: 30 };
}

/**
 * A bar of a round number of kilometers, at most a quarter of the map's width, in the first bottom
 * corner (then top corner) with no pin near it.
 */
function scaleBar(canvas: MapCanvas, pins: readonly [number, number][]): NonNullable<MapDrawing["scaleBar"]> {
  const lengths = [10, 20, 25, 50, 100, 200, 250, 500, 1000];
  const km = [...lengths].reverse().find((length) => length * canvas.unitsPerKm <= canvas.width / 4) ?? lengths[0]!;
  const width = Math.round(km * canvas.unitsPerKm * 10) / 10;
  const label = `${km} km (${Math.round(km / kmPerMile)} mi)`;
  const right = canvas.width - 14 - Math.max(width, 96);
  const corners = [
    { x: 14, y: canvas.height - 14 },
    { x: right, y: canvas.height - 14 },
    { x: 14, y: 36 },
    { x: right, y: 36 },
  ];
  const free = corners.find((corner) => {
    const box = scaleBarBox({ ...corner, width, label });
    return pins.every(
      ([x, y]) => x < box.x - 24 || x > box.x + box.width + 24 || y < box.y - 24 || y > box.y + box.height + 24,
    );
  });
  return { ...(free ?? corners[0]!), width, label };
}

type Pin = Omit<MapMarker, "label" | "lines" | "fontSize" | "x" | "y"> & { at: LonLat };

function drawMarkers(canvas: MapCanvas, pins: Pin[], reserved: Box[]): MapMarker[] {
  const projected = pins.map((pin) => {
    const [x, y] = canvas.project(pin.at);
    const fontSize = pin.kinds.length === 0 ? countryFontSize : labelFontSize;
    return { ...pin, x, y, fontSize, lines: wrapLabel(pin.name, fontSize, maxLabelWidth) };
  });
  const labels = placeLabels(
    canvas,
    projected.map((pin) => ({
      x: pin.x,
      y: pin.y,
      radius: Math.max(2, ...pin.kinds.map((kind) => markerRadius[kind])),
      lines: pin.lines,
      fontSize: pin.fontSize,
    })),
    reserved,
  );
  return projected.map(({ at: _at, ...pin }, index) => ({ ...pin, label: labels[index]! }));
}

/** The map of one guide: the country, its six attractions, the capital and our offices there. */
export function guideMap(name: DestinationName, guide: DestinationGuide): MapWithPlaces {
  const copy = mapCopy.guide;
  const canvas = mapCanvas({ fit: { countries: [name] }, width: 400, minAspect: 0.8, maxAspect: 1.5, padding: 22 });
  const capital = { name: guide.capital.name, at: lonLat(guide.capital.coordinates) };
  const offices = site.offices.filter((office, index) => officeCountry(office, index) === name);
  // An office in the capital city shares its pin.
  const capitalOffice = offices.find((office) => office.city === capital.name);
  const otherOffices = offices.filter((office) => office !== capitalOffice);

  const pins: Pin[] = [
    ...guide.attractions.map((attraction): Pin => ({
      name: attraction.name,
      kinds: ["attraction"],
      at: lonLat(attraction.coordinates),
      href: `#${slugify(attraction.name)}`,
    })),
    { name: capital.name, kinds: capitalOffice ? ["capital", "office"] : ["capital"], at: capital.at },
    ...otherOffices.map((office): Pin => ({ name: office.city, kinds: ["office"], at: lonLat(office.coordinates) })),
  ];
  const bar = scaleBar(
    canvas,
    pins.map((pin) => canvas.project(pin.at)),
  );

  const regions = [...new Set(guide.attractions.map((attraction) => attraction.region))];
  const groups: PlaceGroup[] = regions.map((region) => ({
    heading: region,
    places: guide.attractions
      .filter((attraction) => attraction.region === region)
      .map((attraction) => ({
        name: attraction.name,
        href: `#${slugify(attraction.name)}`,
        detail: relativePosition(capital, lonLat(attraction.coordinates), { cityRadiusKm: 15 }),
      })),
  }));
  groups.push({
    heading: copy.capitalAndOfficesHeading,
    places: [
      { name: capital.name, detail: [copy.capital(name), ...(capitalOffice ? [copy.office] : [])].join(", and ") },
      ...otherOffices.map((office) => ({
        name: office.city,
        detail: `${copy.office}, ${relativePosition(capital, lonLat(office.coordinates))}`,
      })),
    ],
  });

  return {
    drawing: {
      title: copy.title(name),
      width: canvas.width,
      height: canvas.height,
      land: canvas.landPath([name]),
      countries: [{ name, path: canvas.countryPath(name) }],
      markers: drawMarkers(canvas, pins, [scaleBarBox(bar)]),
      scaleBar: bar,
    },
    groups,
  };
}

/** The overview's map: the three destinations, each linking to its guide, and every office. */
export function regionMap(): MapWithPlaces {
  const copy = mapCopy.overview;
  const offices = site.offices.map((office, index) => ({ office, country: officeCountry(office, index) }));
  const canvas = mapCanvas({
    // India is fitted too, so that the subcontinent around the head office is whole; as land that is
    // not highlighted, it is drawn without borders.
    fit: { countries: [...destinationNames, "India"], points: offices.map(({ office }) => lonLat(office.coordinates)) },
    width: 420,
    minAspect: 0.55,
    maxAspect: 1.1,
    padding: 16,
    detail: 2,
  });
  const pins: Pin[] = [
    ...offices.map(({ office }): Pin => ({ name: office.city, kinds: ["office"], at: lonLat(office.coordinates) })),
    ...destinationNames.map((name): Pin => ({
      name,
      kinds: [],
      at: countryLabelPoint(name),
      href: paths.destination(slugify(name)),
    })),
  ];
  const groups: PlaceGroup[] = [
    {
      heading: copy.destinationsHeading,
      places: destinationNames.map((name) => ({
        name,
        href: paths.destination(slugify(name)),
        detail: offices.some(({ country }) => country === name)
          ? `${offices.filter(({ country }) => country === name).length === 1 ? "our office" : "our offices"} in ${joinList(
              offices.filter(({ country }) => country === name).map(({ office }) => office.city),
            )}`
          : relativePosition(
              { name: site.offices[0]!.city, at: lonLat(site.offices[0]!.coordinates) },
              countryLabelPoint(name),
            ),
      })),
    },
    {
      heading: copy.officesHeading,
      places: offices.map(({ office }) => ({ name: office.city, detail: `${office.office}, ${office.country}` })),
    },
  ];
  return {
    drawing: {
      title: copy.title,
      width: canvas.width,
      height: canvas.height,
      land: canvas.landPath([...destinationNames]),
      countries: destinationNames.map((name) => ({ name, path: canvas.countryPath(name) })),
      markers: drawMarkers(canvas, pins, []),
    },
    groups,
  };
}
