import { describe, expect, it } from "vitest";
import { slugify } from "#app/utils/slug.ts";
import { destinationBySlug } from "./destinations";
import { heroSlides, homeServices } from "./home";

/**
 * Rules of the home page's data. The specification's words themselves (slide taglines, card and
 * reason titles) are pinned once, in app/data/specification.test.ts.
 */
describe("home page content", () => {
  it("links each slide to the guide of the destination it shows, and shows no country without a guide", () => {
    for (const slide of heroSlides) {
      expect(slide.href).toBe(`/destinations/${slugify(slide.name)}`);
      expect(destinationBySlug(slugify(slide.name))).toBe(slide.name);
    }
  });

  it("gives each slide and each service card a picture of its own", () => {
    expect(new Set(heroSlides.map((slide) => slide.image)).size).toBe(heroSlides.length);
    expect(new Set(homeServices.cards.map((card) => card.image)).size).toBe(homeServices.cards.length);
  });
});
