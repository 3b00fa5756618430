import { feature, featuresContaining } from "@rapideditor/country-coder";
import { atlasCountryCodes } from "#app/generated/countries.ts";

/**
 * The one wrapper around the country coder (@rapideditor/country-coder), which answers where a
 * place lies: its borders take in each country's islands and the waters off its coasts, so a
 * place on a small island (Koh Phi Phi, Ko Lipe) lies in its country. The maps still draw from
 * their own outlines (geo.server.ts). The build checks every place of the guides, the trips and
 * the offices with it; the content manager loads it when a guide or a trip is saved.
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

/** Where a point lies that should lie in `country`, in words for the build's and the editor's messages. */
export function misplaced(point: Point, country: string): string {
  const found = countryAt(point);
  return `lat ${point.lat}, lon ${point.lon} lies ${found ? `in ${found}` : "at sea"}, not in ${country}`;
}

type Placed = { coordinates: Point };

/** A guide's or a trip's places (a guide's attractions and capital, a trip's stops), by their field's path. */
export type PlacedEntry =
  { name: string; attractions: readonly Placed[]; capital: Placed } | { destination: string; stops: readonly Placed[] };

/** Each place of a guide or a trip that does not lie in its country: the field's path and the problem. */
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
