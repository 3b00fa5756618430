import { mapCopy } from "#app/data/destination-maps.ts";
import { destinationCountries } from "#app/data/destinations.ts";
import { joinList } from "#app/utils/list.ts";
import { slugify } from "#app/utils/slug.ts";
import { site, type Office } from "#app/data/site.ts";
import type { Coordinates, DestinationGuide } from "#app/lib/content/destination-schema.ts";
import { paths } from "#app/utils/paths.ts";
import { compassDirection, countryLabelPoint, distanceKm, mapCanvas, type LonLat, type MapCanvas } from "./geo.server";
import { placeLabels, textWidth, type Box } from "./label-placement";
import { officeCountry, officeField } from "./office-country.server";
import { layoutBands, type MapLayout, type MapWithPlaces, type MarkerKind, type PlaceGroup } from "./map-drawing";

const lonLat = (coordinates: Coordinates): LonLat => [coordinates.lon, coordinates.lat];

/** In CSS pixels at the narrowest width a layout is shown at. */
const sizes = {
  markerRadius: { attraction: 5.5, capital: 6, office: 6, stop: 6 } satisfies Record<MarkerKind, number>,
  /** A country's name on the overview, with no symbol of its own. */
  countryAnchorRadius: 2,
  smallestMarkerRadius: 3,
  label: 12.5,
  countryLabel: 14,
  /** The smallest target for a finger (WCAG 2.2, 2.5.8), with a pixel to spare. */
  target: 25,
  maxLineWidth: 150,
};
const kmPerMile = 1.609344;

/** Rounds a distance the way people say it: to 5 under 100, to 10 above. */
function roundDistance(value: number): number {
  const step = value < 100 ? 5 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

interface Place {
  name: string;
  at: LonLat;
}

/** "about 150 km (95 mi) east of Hanoi", or "in Seoul" for a place inside the city. */
export function relativePosition(from: Place, to: LonLat, options: { cityRadiusKm?: number } = {}): string {
  const km = distanceKm(from.at, to);
  if (options.cityRadiusKm !== undefined && km < options.cityRadiusKm) return `in ${from.name}`;
  const miles = roundDistance(km / kmPerMile).toLocaleString("en-US");
  return `about ${roundDistance(km).toLocaleString("en-US")} km (${miles} mi) ${compassDirection(from.at, to)} of ${from.name}`;
}

function nearest(from: readonly Place[], to: LonLat): Place {
  return from.reduce((best, place) => (distanceKm(place.at, to) < distanceKm(best.at, to) ? place : best));
}

function officeCountryName(office: Office, index: number): string {
  const result = officeCountry(office, index);
  if ("problem" in result) throw new Error(result.problem);
  return result.country;
}

/** The share of a box's points on other ground than most of them: above 0, it crosses a coast. */
export function mixedGround(box: Box, terrain: MapCanvas["terrain"], px: number): number {
  const columns = Math.max(3, Math.ceil(box.width / (6 * px)));
  const rows = Math.max(3, Math.ceil(box.height / (6 * px)));
  const counts = new Map<string, number>();
  for (let i = 0; i <= columns; i++)
    for (let j = 0; j <= rows; j++) {
      const kind = terrain(box.x + (box.width * i) / columns, box.y + (box.height * j) / rows);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  const all = (columns + 1) * (rows + 1);
  return 1 - Math.max(...counts.values()) / all;
}

/**
 * A bar of a round number of kilometers, at most a quarter of the map's width, and the box it keeps
 * free: where no pin is near, the first spot whose box crosses no coast (corners, then the top and
 * bottom edges, then anywhere), else the one that crosses least.
 */
export function scaleBar(
  canvas: Pick<MapCanvas, "width" | "height" | "unitsPerKm" | "terrain">,
  pins: readonly [number, number][],
  px: number,
) {
  const lengths = [10, 20, 25, 50, 100, 200, 250, 500, 1000];
  const km = [...lengths].reverse().find((length) => length * canvas.unitsPerKm <= canvas.width / 4) ?? lengths[0]!;
  const width = Math.round(km * canvas.unitsPerKm * 10) / 10;
  const label = `${km} km (${Math.round(km / kmPerMile)} mi)`;
  const fontSize = sizes.label * px;
  const boxWidth = Math.max(width, textWidth(label, fontSize)) + 8 * px;
  const inset = 12 * px;
  const box = (x: number, y: number): Box => ({ x: x - 4 * px, y: y - 26 * px, width: boxWidth, height: 30 * px });
  const right = canvas.width - inset - boxWidth + 4 * px;
  const bottom = canvas.height - inset;
  const top = inset + 26 * px;
  const corners: (readonly [number, number])[] = [
    [inset, bottom],
    [right, bottom],
    [inset, top],
    [right, top],
  ];
  const across = (from: number, to: number) => {
    const steps = Math.max(1, Math.floor((to - from) / (8 * px)));
    return Array.from({ length: steps - 1 }, (_, step) => from + ((to - from) * (step + 1)) / steps);
  };
  const alongEdges = [bottom, top].flatMap((y) => across(inset, right).map((x) => [x, y] as const));
  const inside = across(top, bottom).flatMap((y) =>
    [inset, ...across(inset, right), right].map((x) => [x, y] as const),
  );
  const near = 24 * px;
  const clear = ([cx, cy]: readonly [number, number]) => {
    const free = box(cx, cy);
    return pins.every(
      ([px0, py0]) =>
        px0 < free.x - near ||
        px0 > free.x + free.width + near ||
        py0 < free.y - near ||
        py0 > free.y + free.height + near,
    );
  };
  let best: { spot: readonly [number, number]; mixed: number } | undefined;
  for (const spot of [...corners, ...alongEdges, ...inside]) {
    if (!clear(spot)) continue;
    const mixed = mixedGround(box(...spot), canvas.terrain, px);
    if (!best || mixed < best.mixed) best = { spot, mixed };
    if (mixed === 0) break;
  }
  const [x, y] = best?.spot ?? corners[0]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    bar: { x: round(x), y: round(y), width, label, fontSize: round(fontSize) },
    box: box(x, y),
  };
}

/**
 * A symbol's radius in a highlighted country: at most a quarter of its area (a square of side 2r),
 * so that a small country, such as Sri Lanka on the overview, stays visible under an office's symbol.
 */
export function markerRadiusIn(countryArea: number, radius: number, px: number): number {
  return Math.min(radius, Math.max(sizes.smallestMarkerRadius * px, Math.sqrt(countryArea) / 4));
}

interface Pin {
  name: string;
  kinds: MarkerKind[];
  at: LonLat;
  /** The highlighted country it stands in, whose outline its symbol must leave visible. */
  country?: string;
  href?: string;
  source: string;
}

/**
 * The map of `countries`, with the pins and names of every band of widths up to the figure's
 * max-w-md (448 CSS pixels), or of every band and no scale bar on the overview; a trip's `route`.
 */
function drawing(
  canvas: MapCanvas,
  title: string,
  countries: readonly string[],
  pins: readonly Pin[],
  { overview = false, route }: { overview?: boolean; route?: readonly string[] } = {},
): MapWithPlaces["drawing"] {
  const projected = pins.map((pin) => ({ ...pin, xy: canvas.project(pin.at) }));
  const bands = layoutBands.filter((band) => overview || band.from < 448);
  const layouts = bands.map((band, bandIndex): MapLayout => {
    const px = canvas.width / band.designWidth;
    const round = (value: number) => Math.round(value * 100) / 100;
    const markers = projected.map((pin) => {
      const country = pin.kinds.length === 0;
      const radius = px * Math.max(sizes.countryAnchorRadius, ...pin.kinds.map((kind) => sizes.markerRadius[kind]));
      return {
        pin,
        radius: round(pin.country && !country ? markerRadiusIn(canvas.countryArea(pin.country), radius, px) : radius),
        fontSize: round(px * (country ? sizes.countryLabel : sizes.label)),
      };
    });
    const pinsAt = projected.map((pin) => pin.xy);
    const bar = overview ? undefined : scaleBar(canvas, pinsAt, px);
    const labels = placeLabels(
      canvas,
      markers.map(({ pin, radius, fontSize }) => ({
        x: pin.xy[0],
        y: pin.xy[1],
        radius,
        text: pin.name,
        fontSize,
        source: pin.source,
      })),
      {
        minTarget: sizes.target * px,
        unitsPerPixel: px,
        maxLineWidth: Math.min(sizes.maxLineWidth * px, canvas.width * 0.45),
        ground: (x, y) => canvas.terrain(x, y),
        // The widest layout names every pin; a narrower one may leave a crowded name to the list
        // below the map (docs/decisions/145-guides-and-maps.md).
        mayLeaveOut: bandIndex < bands.length - 1,
      },
      bar ? [bar.box] : [],
    );
    return {
      unitsPerPixel: round(px),
      markers: markers.map(({ pin, radius, fontSize }, index) => ({
        name: pin.name,
        kinds: pin.kinds,
        x: pin.xy[0],
        y: pin.xy[1],
        radius,
        fontSize,
        ...(labels[index] ? { label: labels[index] } : {}),
        ...(pin.href ? { href: pin.href } : {}),
      })),
      ...(bar ? { scaleBar: bar.bar } : {}),
    };
  });
  const at = new Map(projected.map((pin) => [pin.name, pin.xy]));
  return {
    title,
    width: canvas.width,
    height: canvas.height,
    land: canvas.landPath(),
    countries: countries.map((name) => ({ name, path: canvas.countryPath(name) })),
    ...(route ? { route: route.map((name) => [...at.get(name)!] as [number, number]) } : {}),
    layouts,
  };
}

const countryCanvas = (country: string) =>
  mapCanvas({
    fit: { countries: [country] },
    highlighted: [country],
    width: 400,
    minAspect: 0.8,
    maxAspect: 1.5,
    padding: 22,
  });

export function guideMap(
  name: string,
  guide: DestinationGuide,
  allOffices: readonly Office[] = site.offices,
): MapWithPlaces {
  const copy = mapCopy.guide;
  const file = `content/destinations/${slugify(name)}.yaml`;
  const canvas = countryCanvas(name);
  const capital: Place = { name: guide.capital.name, at: lonLat(guide.capital.coordinates) };
  const offices = allOffices
    .map((office, index) => ({ office, index }))
    .filter(({ office, index }) => officeCountryName(office, index) === name);
  // An office in the capital city shares its pin.
  const capitalOffice = offices.find(({ office }) => office.city === capital.name);
  const otherOffices = offices.filter((entry) => entry !== capitalOffice);
  // Distances run from the nearest of our offices, where travelers start with us, or from the capital.
  const origins: Place[] =
    offices.length > 0
      ? offices.map(({ office }) => ({ name: office.city, at: lonLat(office.coordinates) }))
      : [capital];

  const pins: Pin[] = [
    ...guide.attractions.map((attraction, index): Pin => ({
      name: attraction.name,
      kinds: ["attraction"],
      at: lonLat(attraction.coordinates),
      href: `#${slugify(attraction.name)}`,
      source: `${file}: field "attractions.${index}.name"`,
    })),
    {
      name: capital.name,
      kinds: capitalOffice ? ["capital", "office"] : ["capital"],
      at: capital.at,
      source: `${file}: field "capital.name"`,
    },
    ...otherOffices.map(({ office, index }): Pin => ({
      name: office.city,
      kinds: ["office"],
      at: lonLat(office.coordinates),
      source: officeField(index, "city"),
    })),
  ];

  const regions = [...new Set(guide.attractions.map((attraction) => attraction.region))];
  const groups: PlaceGroup[] = regions.map((region) => ({
    heading: region,
    places: guide.attractions
      .filter((attraction) => attraction.region === region)
      .map((attraction) => {
        const at = lonLat(attraction.coordinates);
        return {
          name: attraction.name,
          href: `#${slugify(attraction.name)}`,
          detail: relativePosition(nearest(origins, at), at, { cityRadiusKm: 15 }),
        };
      }),
  }));
  const capitalOrigins = origins.filter((origin) => origin.name !== capital.name);
  groups.push({
    heading: copy.capitalAndOfficesHeading(otherOffices.length + (capitalOffice ? 1 : 0)),
    places: [
      {
        name: capital.name,
        detail: [
          copy.capital(name),
          ...(capitalOffice
            ? [copy.office]
            : capitalOrigins.length > 0
              ? [relativePosition(nearest(capitalOrigins, capital.at), capital.at)]
              : []),
        ].join(capitalOffice ? ", and " : ", "),
      },
      ...otherOffices.map(({ office }) => ({
        name: office.city,
        detail: `${copy.office}, ${relativePosition(capital, lonLat(office.coordinates))}`,
      })),
    ],
  });

  return {
    drawing: drawing(canvas, copy.title(name, guide.attractions.length, offices.length), [name], pins),
    groups,
  };
}

interface TripRoute {
  title: string;
  destination: string;
  file: string;
  stops: readonly { name: string; coordinates: Coordinates }[];
  /** The stop each day ends at; none on the day the traveler flies home. */
  nights: readonly (string | undefined)[];
}

/** A sample trip's route map: the overnight stops, joined in order. */
export function tripMap(trip: TripRoute): MapWithPlaces {
  const copy = mapCopy.trip;
  const canvas = countryCanvas(trip.destination);
  const firstNight = (name: string) => trip.nights.indexOf(name) + 1;
  const pins: Pin[] = trip.stops.map((stop, index): Pin => ({
    name: stop.name,
    kinds: ["stop"],
    at: lonLat(stop.coordinates),
    href: `#day-${firstNight(stop.name)}`,
    source: `${trip.file}: field "stops.${index}.name"`,
  }));
  const route = trip.nights.filter((name, index, all): name is string => name !== undefined && all[index - 1] !== name);
  return {
    drawing: drawing(canvas, copy.title(trip.title, trip.destination, trip.stops.length), [trip.destination], pins, {
      route,
    }),
    groups: [
      {
        heading: copy.groupHeading,
        places: trip.stops.map((stop) => ({
          name: stop.name,
          href: `#day-${firstNight(stop.name)}`,
          detail: copy.nights(firstNight(stop.name), trip.nights.filter((name) => name === stop.name).length),
        })),
      },
    ],
  };
}

/** The overview's map: the destinations, each linking to its guide, and every office. */
export function regionMap(allOffices: readonly Office[] = site.offices): MapWithPlaces {
  const copy = mapCopy.overview;
  const offices = allOffices.map((office, index) => ({ office, index, country: officeCountryName(office, index) }));
  const canvas = mapCanvas({
    // The head office's country is fitted too, so that the land around it is whole.
    fit: {
      countries: [...new Set([...destinationCountries, offices[0]!.country])],
      points: offices.map(({ office }) => lonLat(office.coordinates)),
    },
    highlighted: [...destinationCountries],
    width: 420,
    minAspect: 0.55,
    maxAspect: 1.1,
    padding: 16,
    detail: 2,
  });
  const pins: Pin[] = [
    ...offices.map(({ office, index, country }): Pin => ({
      name: office.city,
      kinds: ["office"],
      at: lonLat(office.coordinates),
      source: officeField(index, "city"),
      ...(destinationCountries.includes(country) ? { country } : {}),
    })),
    ...destinationCountries.map((name): Pin => ({
      name,
      kinds: [],
      at: countryLabelPoint(name),
      href: paths.destination(slugify(name)),
      source: `content/destinations/${slugify(name)}.yaml: field "name"`,
    })),
  ];
  const headOffice: Place = { name: offices[0]!.office.city, at: lonLat(offices[0]!.office.coordinates) };
  const groups: PlaceGroup[] = [
    {
      heading: copy.destinationsHeading,
      places: destinationCountries.map((name) => {
        const here = offices.filter(({ country }) => country === name).map(({ office }) => office.city);
        return {
          name,
          href: paths.destination(slugify(name)),
          detail:
            here.length > 0
              ? `${here.length === 1 ? "our office" : "our offices"} in ${joinList(here)}`
              : relativePosition(headOffice, countryLabelPoint(name)),
        };
      }),
    },
    {
      heading: copy.officesHeading,
      places: offices.map(({ office }) => ({ name: office.city, detail: `${office.office}, ${office.country}` })),
    },
  ];
  return {
    drawing: drawing(canvas, copy.title, destinationCountries, pins, { overview: true }),
    groups,
  };
}
