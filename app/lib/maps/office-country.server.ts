import type { OfficeFacts } from "#app/lib/content/settings-schema.ts";
import { countryAt, misplaced } from "./country-coder.ts";

/**
 * Where an office's point lies, checked against the country the office names: with the settings,
 * before a page is drawn (scripts/pipeline/content-checks.ts), and again by the maps that place it.
 */

/** The fields of an office of content/settings/site.json that say where it is, typed by its schema. */
export type OfficePlace = Pick<OfficeFacts, "country" | "coordinates"> & {
  postal: Pick<OfficeFacts["postal"], "addressCountry">;
};

/** Where a problem with office number `index` lies, as the build's messages name it. */
export const officeField = (index: number, field: string) =>
  `content/settings/site.json: field "offices.${index}.${field}"`;

const comparable = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * The country, as the map data names it, that office number `index` lies in; or the problem, naming
 * the file and the field, when the point is at sea or in a country other than the one the office
 * gives (by name or two-letter code), as latitude and longitude swapped would put it.
 */
export function officeCountry(office: OfficePlace, index: number): { country: string } | { problem: string } {
  const found = countryAt(office.coordinates);
  const given = [office.country, regionNames.of(office.postal.addressCountry) ?? ""];
  if (found && given.some((name) => comparable(name) === comparable(found))) return { country: found };
  return { problem: `${officeField(index, "coordinates")}: ${misplaced(office.coordinates, office.country)}` };
}

/** Every office whose point does not lie in its country, one problem each; empty when all do. */
export function officePlaceProblems(offices: readonly OfficePlace[]): string[] {
  return offices.flatMap((office, index) => {
    const result = officeCountry(office, index);
    return "problem" in result ? [result.problem] : [];
  });
}
