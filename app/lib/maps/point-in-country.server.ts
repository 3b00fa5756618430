import { countryBounds, withinCountry, type MappedCountry } from "./geo.server";

/**
 * Where a point of a guide or a trip lies, checked against its country when the content is loaded:
 * every point must lie in the country, or just off its coast (a bay, an island).
 */

/**
 * What is wrong with the point of `field`, for the build's message, when it lies outside `country`
 * and more than 25 km off its coast; undefined when it lies within.
 */
export function outsideCountryProblem(
  field: string,
  country: MappedCountry,
  { lat, lon }: { lat: number; lon: number },
): string | undefined {
  if (withinCountry(country, [lon, lat])) return undefined;
  const box = countryBounds(country);
  const range = (from: number, to: number) => `${from.toFixed(2)} to ${to.toFixed(2)}`;
  return `field "${field}": lat ${lat}, lon ${lon} is not in ${country} nor within 25 km of its coast (${country} spans lat ${range(box.south, box.north)}, lon ${range(box.west, box.east)})`;
}
