import { describe, expect, it } from "vitest";
import { heroSlides, homeServices, reasons, welcome } from "./home";

describe("home page content", () => {
  it("has the specification's three slides, in order, each linking to its guide", () => {
    expect(heroSlides.map((slide) => slide.name)).toEqual(["Vietnam", "South Korea", "Sri Lanka"]);
    expect(heroSlides.map((slide) => slide.image)).toEqual(["hero-vietnam", "hero-south-korea", "hero-sri-lanka"]);
    expect(heroSlides.map((slide) => slide.href)).toEqual([
      "/destinations/vietnam",
      "/destinations/south-korea",
      "/destinations/sri-lanka",
    ]);
    expect(heroSlides.map((slide) => slide.tagline)).toEqual([
      "Natural beauty and ancient charm",
      "K-culture meets ancient traditions",
      "The pearl of the Indian Ocean",
    ]);
  });

  it("has the Services and Corporate Profile welcome cards", () => {
    expect(welcome.cards.map((card) => card.title)).toEqual(["Services", "Corporate Profile"]);
  });

  it("has the six service cards, each with its own picture", () => {
    expect(homeServices.cards.map((card) => card.title)).toEqual([
      "Customized Packages",
      "Hotel Booking",
      "Cruises & Yachts",
      "Holidays",
      "Transportation",
      "Visas & Passports",
    ]);
    expect(new Set(homeServices.cards.map((card) => card.image)).size).toBe(homeServices.cards.length);
  });

  it("has the five reasons, titled as the specification writes them", () => {
    expect(reasons.cards.map((card) => card.title)).toEqual([
      "Quality and Services",
      "Quality and Value",
      "Affordability Price",
      "Client Satisfaction",
      "24X7 Support",
    ]);
  });
});
