import { describe, expect, it } from "vitest";
import { destinationCard, destinations } from "./destination-cards";
import {
  attractionDurations,
  attractionTypes,
  destinationBySlug,
  destinationSlugs,
  destinationTaglines,
} from "./destinations";

describe("destination slugs", () => {
  it("are the destinations' names in URL form, and lead back to them; an unknown slug to none", () => {
    for (const card of destinations) expect(destinationBySlug(card.slug)).toBe(card.name);
    expect(destinationSlugs).toEqual(destinations.map((card) => card.slug));
    expect(destinationBySlug("atlantis")).toBeUndefined();
  });
});

/**
 * The specification's words and figures (ratings, traveler counts, taglines, the closed lists of
 * attraction types and durations) are checked where visitors read them (tests/e2e/destinations.spec.ts)
 * and where the guides are read (app/lib/content/destinations.test.ts); these are the cards' rules.
 */
describe("the overview cards", () => {
  it("have four distinct highlights, a description and their own picture and tagline", () => {
    for (const card of destinations) {
      expect(new Set(card.highlights).size).toBe(4);
      expect(card.description.length).toBeGreaterThan(80);
      expect(card.image).toBe(`destination-${card.slug}`);
      expect(card.imageAlt).not.toBe("");
      expect(card.tagline).toBe(destinationTaglines[card.name]);
      expect(destinationCard(card.name)).toBe(card);
    }
  });
});

describe("the closed lists of attraction types and durations", () => {
  it("name each type and each duration once", () => {
    expect(new Set(attractionTypes).size).toBe(attractionTypes.length);
    expect(new Set(attractionDurations).size).toBe(attractionDurations.length);
  });
});
