import { describe, expect, it } from "vitest";
import {
  attractionDurations,
  attractionTypes,
  destinationBySlug,
  destinationCard,
  destinations,
  destinationSlugs,
  destinationTaglines,
} from "./destinations";

describe("destination slugs", () => {
  it("give the three guides of the specification", () => {
    expect(destinationSlugs).toEqual(["vietnam", "south-korea", "sri-lanka"]);
  });

  it("lead back to their destination, and an unknown slug to none", () => {
    expect(destinationBySlug("south-korea")).toBe("South Korea");
    expect(destinationBySlug("atlantis")).toBeUndefined();
  });
});

describe("the overview cards", () => {
  it("carry the specification's ratings and traveler counts", () => {
    expect(destinations.map(({ name, rating, travelers }) => [name, rating, travelers])).toEqual([
      ["Vietnam", 4.6, "8K+"],
      ["South Korea", 4.8, "12K+"],
      ["Sri Lanka", 4.7, "6K+"],
    ]);
  });

  it("have four distinct highlights, a description and their own picture and tagline", () => {
    for (const card of destinations) {
      expect(new Set(card.highlights).size).toBe(4);
      expect(card.description.length).toBeGreaterThan(80);
      expect(card.image).toBe(`destination-${card.slug}`);
      expect(card.imageAlt).not.toBe("");
      expect(card.tagline).toBe(destinationTaglines[card.name]);
    }
    expect(destinationTaglines).toEqual({
      Vietnam: "Land of Ascending Dragon",
      "South Korea": "Land of Morning Calm",
      "Sri Lanka": "Pearl of the Indian Ocean",
    });
    expect(destinationCard("Sri Lanka").slug).toBe("sri-lanka");
  });
});

describe("the closed lists of attraction types and durations", () => {
  it("are the specification's, no more and no fewer", () => {
    expect(attractionTypes).toHaveLength(15);
    expect([...attractionTypes].sort()).toEqual(
      [
        "Royal Palace",
        "Cultural Heritage",
        "Natural Wonder",
        "Modern Marvel",
        "UNESCO Heritage",
        "Culinary Experience",
        "Sacred Buddhist Site",
        "Engineering Marvel",
        "Wildlife Safari",
        "Colonial Heritage",
        "Sacred Mountain",
        "Cultural Landscape",
        "Historical Site",
        "River Delta",
        "Cave System",
      ].sort(),
    );
    expect(attractionDurations).toEqual(["2-3 hours", "3-4 hours", "Half Day", "Full Day", "2-3 Days", "2-4 Days"]);
  });
});
