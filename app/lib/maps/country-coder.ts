import { feature, featuresContaining } from "@rapideditor/country-coder";
import { atlasCountryCodes } from "#app/generated/countries.ts";

/**
 * The one wrapper around the country coder, which says where a place lies: its borders take in
 * islands and coastal waters (Koh Phi Phi) that the maps' outlines miss (record 157).
 */

interface Point {
  lat: number;
  lon: number;
}

/** The codes of every region holding the point, the most specific first (Hong Kong, then China). */
const codesAt = ({ lat, lon }: Point) => featuresContaining([lon, lat]).map((region) => region.properties.id);

/** The map data's name of the country or territory a point lies in; undefined out at sea. */
export function countryAt(point: Point): string | undefined {
  for (const code of codesAt(point)) {
    const names = Object.keys(atlasCountryCodes).filter((name) => atlasCountryCodes[name] === code);
    if (names.length > 0) return names.find((name) => name === feature(code)?.properties.nameEn) ?? names[0];
  }
  return undefined;
}

/** Where a point lies that should lie in `country`, in words. */
export function misplaced(point: Point, country: string): string {
  const found = countryAt(point);
  return `lat ${point.lat}, lon ${point.lon} lies ${found ? `in ${found}` : "at sea"}, not in ${country}`;
}

type Placed = { coordinates: Point };

export type PlacedEntry =
  { name: string; attractions: readonly Placed[]; capital: Placed } | { destination: string; stops: readonly Placed[] };

/** Each place of a guide or a trip that does not lie in its country. */
export function placeProblems(entry: PlacedEntry): { path: (string | number)[]; message: string }[] {
  const [country, places] =
    "stops" in entry
      ? [entry.destination, entry.stops.map((stop, index) => ({ path: ["stops", index, "coordinates"], ...stop }))]
      : [
          entry.name,
          [
            ...entry.attractions.map((attraction, index) => ({
              path: ["attractions", index, "coordinates"],
              ...attraction,
            })),
            { path: ["capital", "coordinates"], ...entry.capital },
          ],
        ];
  return places.flatMap(({ path, coordinates }) => {
    const inside = codesAt(coordinates).includes(atlasCountryCodes[country] ?? "");
    return inside ? [] : [{ path, message: misplaced(coordinates, country) }];
  });
}
