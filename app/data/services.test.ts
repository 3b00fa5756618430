import { describe, expect, it } from "vitest";
import { additionalServices, closingMessages, coreServices, howItWorks, learnMoreLink, learnMoreMessage, servicesClosing } from "./services";

function textOf(link: string): string | null {
  return new URL(link).searchParams.get("text");
}

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
    expect(howItWorks.steps.map((step) => step.title)).toEqual(["Tell Us Your Dreams", "AI Creates Your Plan", "Expert Refinement", "Book & Travel"]);
  });

  it("names the service in each Learn More chat, encoded for the link", () => {
    for (const service of coreServices) {
      expect(learnMoreMessage(service.title)).toContain(service.title);
      expect(textOf(learnMoreLink(service.title))).toBe(learnMoreMessage(service.title));
    }
    expect(learnMoreLink("Luxury Cruises & Yachts")).toContain("Luxury%20Cruises%20%26%20Yachts");
  });

  it("opens different chats for Start Planning and Schedule Consultation", () => {
    expect(textOf(servicesClosing.startPlanning.href)).toBe(closingMessages.startPlanning);
    expect(textOf(servicesClosing.consultation.href)).toBe(closingMessages.consultation);
    expect(closingMessages.startPlanning).not.toBe(closingMessages.consultation);
    expect(closingMessages.consultation).toMatch(/consultation/i);
  });
});
