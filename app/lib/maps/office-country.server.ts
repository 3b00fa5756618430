import type { OfficeFacts } from "#app/lib/content/settings-schema.ts";
import { countryAt, misplaced } from "./country-coder.ts";

/** Where an office's point lies, checked against the country the office names. */

export type OfficePlace = Pick<OfficeFacts, "country" | "coordinates"> & {
  postal: Pick<OfficeFacts["postal"], "addressCountry">;
};

export const officeField = (index: number, field: string) =>
  `content/settings/site.json: field "offices.${index}.${field}"`;

const comparable = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The country office `index` lies in, or the problem when it is not the one the office gives (by name or code). */
export function officeCountry(office: OfficePlace, index: number): { country: string } | { problem: string } {
  const found = countryAt(office.coordinates);
  const given = [office.country, regionNames.of(office.postal.addressCountry) ?? ""];
  if (found && given.some((name) => comparable(name) === comparable(found))) return { country: found };
  return { problem: `${officeField(index, "coordinates")}: ${misplaced(office.coordinates, office.country)}` };
}

export function officePlaceProblems(offices: readonly OfficePlace[]): string[] {
  return offices.flatMap((office, index) => {
    const result = officeCountry(office, index);
    return "problem" in result ? [result.problem] : [];
  });
}
