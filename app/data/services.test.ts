import { describe, expect, it } from "vitest";
import { servicesClosingMessages } from "./prefilled-messages/services";
import { additionalServices, coreServices, howItWorks, servicesClosing } from "./services";

describe("services page content", () => {
  it("has the six core services, each with a picture, a description and four features", () => {
    expect(coreServices.map((service) => service.title)).toEqual([
      "AI-Powered Trip Planning",
      "Premium Accommodations",
      "Seamless Transportation",
      "Luxury Cruises & Yachts",
      "Curated Experiences",
      "Visas & Passports",
    ]);
    expect(new Set(coreServices.map((service) => service.image)).size).toBe(coreServices.length);
    for (const service of coreServices) {
      expect(service.image.startsWith("core-")).toBe(true);
      expect(service.features).toHaveLength(4);
      expect(new Set(service.features).size).toBe(4);
      expect(service.description.length).toBeGreaterThan(80);
    }
  });

  it("has the six additional services and the four steps", () => {
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

  it("opens the closing chats with their own messages", () => {
    expect(servicesClosing.startPlanning.message).toBe(servicesClosingMessages.startPlanning);
    expect(servicesClosing.consultation.message).toBe(servicesClosingMessages.consultation);
  });
});
