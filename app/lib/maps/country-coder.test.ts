import { describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { guides, trips } from "#tests/site-content.ts";
import { placeProblems, type PlacedEntry } from "./country-coder";
import { officePlaceProblems } from "./office-country.server";

/** A guide of `country` whose only place is its capital, put at `point`. */
const guideAt = (country: string, lat: number, lon: number): PlacedEntry => ({
  name: country,
  attractions: [],
  capital: { coordinates: { lat, lon } },
});

describe("where a place lies", () => {
  it("takes in a country's small islands, such as Koh Phi Phi and Ko Lipe in Thailand", () => {
    expect(placeProblems(guideAt("Thailand", 7.74, 98.77))).toEqual([]);
    expect(placeProblems(guideAt("Thailand", 6.49, 99.3))).toEqual([]);
  });

  it("refuses a point in a neighbour or far out at sea, naming the field and where the point lies", () => {
    expect(placeProblems(guideAt("Thailand", 11.55, 104.92))).toEqual([
      { path: ["capital", "coordinates"], message: "lat 11.55, lon 104.92 lies in Cambodia, not in Thailand" },
    ]);
    expect(
      placeProblems({
        destination: "Thailand",
        stops: [{ coordinates: { lat: 13.75, lon: 100.5 } }, { coordinates: { lat: -20, lon: 80 } }],
      }),
    ).toEqual([{ path: ["stops", 1, "coordinates"], message: "lat -20, lon 80 lies at sea, not in Thailand" }]);
  });

  it("accepts every place of the guides, the trips and the offices of content/", () => {
    expect([...guides(), ...trips()].flatMap((entry) => placeProblems(entry))).toEqual([]);
    expect(officePlaceProblems(site.offices)).toEqual([]);
  });
});
