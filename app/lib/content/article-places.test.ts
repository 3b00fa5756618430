import { describe, expect, it } from "vitest";
import { articlePlaces, articleTripLimit } from "./article-places";

const guides = [
  { name: "Vietnam", slug: "vietnam" },
  { name: "Sri Lanka", slug: "sri-lanka" },
  { name: "South Korea", slug: "south-korea" },
];
const trip = (slug: string, destination: string, ...stops: string[]) => ({
  slug,
  title: slug,
  destination,
  stops: stops.map((name) => ({ name })),
});
const trips = [
  trip("north", "Vietnam", "Hanoi", "Sapa", "Ha Long Bay"),
  trip("length", "Vietnam", "Hanoi", "Hoi An", "Ho Chi Minh City"),
  trip("coast", "Sri Lanka", "Galle", "Mirissa"),
  trip("seoul", "South Korea", "Seoul", "Jeju"),
];
const slugs = (found: { slug: string }[]) => found.map((each) => each.slug);

describe("where an article goes", () => {
  it("links the trips with a stop it names, most stops first, and their countries' guides", () => {
    const places = articlePlaces("Pho at dawn in Hanoi's Old Quarter, cao lau in Hoi An", guides, trips);
    expect(slugs(places.trips)).toEqual(["length", "north"]);
    expect(slugs(places.guides)).toEqual(["vietnam"]);
  });

  it("links a country it names, in the site's order, even where it names no stop", () => {
    const places = articlePlaces("Traveling lighter in Sri Lanka and Vietnam", guides, trips);
    expect(places.trips).toEqual([]);
    expect(slugs(places.guides)).toEqual(["vietnam", "sri-lanka"]);
  });

  it("reads whole names only, in any case", () => {
    expect(articlePlaces("A gallery of seoulful food in SAPA", guides, trips).trips).toEqual([trips[0]]);
  });

  it(`links at most ${articleTripLimit} trips, and nothing for an article about no place`, () => {
    expect(articlePlaces("Hanoi, Galle and Seoul", guides, trips).trips).toHaveLength(articleTripLimit);
    expect(articlePlaces("How AI changed trip planning", guides, trips)).toEqual({ guides: [], trips: [] });
  });
});
