import { describe, expect, it } from "vitest";
import { coreValues, missionAndVision, stats } from "./about";
import { blogCategoryFilters } from "./blog-categories";
import { destinationsCopy } from "./destination-copy";
import { heroSlides, homeServices, reasons } from "./home";
import { notFoundPage } from "./page-copy/not-found";
import { unexpectedErrorPage } from "./page-copy/unexpected-error";
import { additionalServices, coreServices, howItWorks } from "./services";

/**
 * The lists the specification gives word for word, each pinned here once, where the code holds
 * them. The pages' tests read these lists from app/data and check that the pages show them, in
 * order; so a word changed by mistake fails this test alone, and a word the agency changes is
 * changed here and in app/data, nowhere else.
 */
describe("the specification's words", () => {
  it("home: three slides, with their taglines, in the order they play", () => {
    expect(heroSlides.map((slide) => [slide.name, slide.tagline])).toEqual([
      ["Vietnam", "Natural beauty and ancient charm"],
      ["South Korea", "K-culture meets ancient traditions"],
      ["Sri Lanka", "The pearl of the Indian Ocean"],
    ]);
  });

  it("home: the six services and the five reasons", () => {
    expect(homeServices.cards.map((card) => card.title)).toEqual([
      "Customized Packages",
      "Hotel Booking",
      "Cruises & Yachts",
      "Holidays",
      "Transportation",
      "Visas & Passports",
    ]);
    expect(reasons.cards.map((card) => card.title)).toEqual([
      "Quality and Services",
      "Quality and Value",
      "Affordability Price",
      "Client Satisfaction",
      "24X7 Support",
    ]);
  });

  it("about: the four figures, the four core values, the mission and the vision", () => {
    expect(stats.map((stat) => [stat.value, stat.label])).toEqual([
      ["50+", "Countries Served"],
      ["10K+", "Happy Travelers"],
      ["24/7", "Support Available"],
      ["5-star", "Average Rating"],
    ]);
    expect(coreValues.values.map((value) => value.title)).toEqual([
      "Customer First",
      "Innovation",
      "Global Reach",
      "Excellence",
    ]);
    expect(missionAndVision.map((statement) => statement.title)).toEqual(["Our Mission", "Our Vision"]);
  });

  it("services: the six core services with four features each, the six additional ones and the four steps", () => {
    for (const service of coreServices) expect(new Set(service.features).size, service.title).toBe(4);
    expect(coreServices.map((service) => service.title)).toEqual([
      "AI-Powered Trip Planning",
      "Premium Accommodations",
      "Seamless Transportation",
      "Luxury Cruises & Yachts",
      "Curated Experiences",
      "Visas & Passports",
    ]);
    expect(additionalServices.map((service) => service.title)).toEqual([
      "Event Planning",
      "Travel Insurance",
      "24/7 Support",
      "Flexible Payments",
      "Concierge Service",
      "Global Network",
    ]);
    expect(howItWorks.steps.map((step) => step.title)).toEqual([
      "Tell Us Your Dreams",
      "AI Creates Your Plan",
      "Expert Refinement",
      "Book & Travel",
    ]);
  });

  it("blog: the eight category chips, All first (staff's own categories follow them)", () => {
    expect(blogCategoryFilters.slice(0, 8)).toEqual([
      "All",
      "Luxury Travel",
      "Cultural Travel",
      "Adventure Luxury",
      "Food & Culture",
      "Eco Travel",
      "Cruise Travel",
      "Travel Tech",
    ]);
  });

  it("destinations: the overview's two closing buttons, and each attraction's chat action", () => {
    const { closing } = destinationsCopy.overview;
    expect([closing.planTrip, closing.speakWithExpert]).toEqual(["Plan My Trip", "Speak with Expert"]);
    expect(destinationsCopy.guide.planVisit).toBe("Plan Visit");
  });

  it("404: the heading, the title, the message and the button home", () => {
    expect([notFoundPage.heading, notFoundPage.title, notFoundPage.message, notFoundPage.homeLink]).toEqual([
      "404",
      "Page Not Found",
      "The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
      "Return to Home",
    ]);
  });

  it("an unexpected failure: the screen's title", () => {
    expect(unexpectedErrorPage.title).toBe("Unexpected Application Error!");
  });
});
