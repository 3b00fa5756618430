import { describe, expect, it } from "vitest";
import { slugify } from "#app/utils/slug.ts";
import { destinationBySlug, destinationCountries, destinations } from "./destinations";

describe("destination slugs", () => {
  it("are the guides' countries in URL form, and lead back to them; an unknown slug to none", () => {
    for (const destination of destinations) {
      expect(destination.slug).toBe(slugify(destination.name));
      expect(destinationBySlug(destination.slug)).toBe(destination.name);
    }
    expect(destinationCountries).toEqual(destinations.map((destination) => destination.name));
    expect(destinationBySlug("atlantis")).toBeUndefined();
  });
});
