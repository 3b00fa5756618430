import { describe, expect, it } from "vitest";
import { monthKeys, type WhenToGoRow } from "./month-table";
import { bestIn, seasonsOf } from "./seasons-view";

/** A month-table row rating the given months (January as 0) best and the rest shoulder season. */
function row(region: string, best: readonly number[]): WhenToGoRow {
  return {
    region,
    note: "A note about the weather.",
    months: Object.fromEntries(
      monthKeys.map((key, month) => [key, { rating: best.includes(month) ? "best" : "shoulder", reason: "Weather" }]),
    ) as WhenToGoRow["months"],
  };
}

const seasons = seasonsOf(
  [
    { name: "Vietnam", slug: "vietnam", whenToGo: [row("North", [3, 9, 10]), row("South", [11, 0, 1, 2, 3])] },
    { name: "South Korea", slug: "south-korea", whenToGo: [row("South Korea", [3, 4, 8, 9, 10])] },
  ],
  [
    { slug: "north", title: "The North", destination: "Vietnam", bestMonths: [3, 9, 10] },
    { slug: "korea", title: "Korea", destination: "South Korea", bestMonths: [8, 9] },
  ],
);

describe("the seasons on /plan", () => {
  it("give each destination's regions with their best months, as ranges", () => {
    expect(seasons.destinations[0]!.regions).toEqual([
      { region: "North", months: [3, 9, 10], range: "Apr, Oct-Nov" },
      { region: "South", months: [0, 1, 2, 3, 11], range: "Dec-Apr" },
    ]);
  });

  it("name, for a month, the destinations with a region at its best and the trips best then", () => {
    const april = bestIn(seasons, 3);
    expect(april.destinations.map((entry) => [entry.name, entry.regions.map((region) => region.region)])).toEqual([
      ["Vietnam", ["North", "South"]],
      ["South Korea", ["South Korea"]],
    ]);
    expect(april.trips.map((trip) => trip.slug)).toEqual(["north"]);
    const january = bestIn(seasons, 0);
    expect(january.destinations.map((entry) => entry.name)).toEqual(["Vietnam"]);
    expect(january.trips).toEqual([]);
  });
});
