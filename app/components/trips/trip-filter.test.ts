import { describe, expect, it } from "vitest";
import type { TripSummary } from "#app/lib/content/trip-view.ts";
import { filterTrips, filtersFromQuery, filtersHref } from "./trip-filter";

function trip(
  slug: string,
  destination: TripSummary["destination"],
  dayCount: number,
  bestMonths: number[],
  grade: TripSummary["grade"] = "moderate",
): TripSummary {
  return {
    slug,
    title: slug,
    destination,
    summary: "",
    image: "hero-vietnam",
    imageAlt: "",
    dayCount,
    bestMonths,
    grade,
    priceCurrent: true,
    labels: { bestMonths: "", price: "" },
  };
}

const trips = [
  trip("long-vietnam", "Vietnam", 12, [1, 2, 3]),
  trip("short-vietnam", "Vietnam", 8, [9, 10], "active"),
  trip("long-korea", "South Korea", 11, [3, 4, 9]),
];

describe("the trip ideas' filters", () => {
  it("keep the trips of the country, of the length and best in the month, all at once", () => {
    const slugs = (query: string) =>
      filterTrips(trips, filtersFromQuery(new URLSearchParams(query))).map((t) => t.slug);
    expect(slugs("")).toEqual(["long-vietnam", "short-vietnam", "long-korea"]);
    expect(slugs("country=vietnam")).toEqual(["long-vietnam", "short-vietnam"]);
    expect(slugs("length=long")).toEqual(["long-vietnam", "long-korea"]);
    expect(slugs("length=short&country=south-korea")).toEqual([]);
    expect(slugs("month=apr")).toEqual(["long-vietnam", "long-korea"]);
    expect(slugs("month=oct&country=vietnam")).toEqual(["short-vietnam"]);
    expect(slugs("pace=active")).toEqual(["short-vietnam"]);
    expect(slugs("pace=moderate&country=vietnam")).toEqual(["long-vietnam"]);
  });

  it("ignore a value they do not know", () => {
    expect(filtersFromQuery(new URLSearchParams("country=atlantis&length=forever&month=13&pace=extreme"))).toEqual({});
  });

  it("write one address per choice, whatever order it was made in", () => {
    expect(filtersHref({ grade: "easy", month: 2, country: "Sri Lanka", length: "short" })).toBe(
      "/trips?country=sri-lanka&length=short&month=mar&pace=easy",
    );
    expect(filtersHref({})).toBe("/trips");
  });
});
