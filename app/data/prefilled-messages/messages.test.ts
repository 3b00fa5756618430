import { describe, expect, it } from "vitest";
import { coreServices } from "#app/data/services.ts";
import { destinationCountries } from "#app/data/destinations.ts";
import { joinList } from "#app/utils/list.ts";
import { attractionVisitMessage, destinationsOverviewMessages, guideMessages } from "./destinations";
import { planTripMessage } from "./home";
import { learnMoreMessage, servicesClosingMessages } from "./services";

// How a message is carried in a chat link (encoding, '&' and apostrophes) is tested with the links.

describe("destination chat messages", () => {
  it("'Plan Visit' names the attraction and the country, the name last so that it reads right with or without 'the'", () => {
    expect(attractionVisitMessage("Mekong Delta", "Vietnam")).toBe(
      "Hi! I'm planning a trip to Vietnam and would like to visit this place from your guide: Mekong Delta.",
    );
    expect(attractionVisitMessage("Adam's Peak", "Sri Lanka")).toBe(
      "Hi! I'm planning a trip to Sri Lanka and would like to visit this place from your guide: Adam's Peak.",
    );
  });

  it("a guide's closing buttons ask to plan a trip, for a consultation and for information, naming the country", () => {
    const messages = guideMessages("Sri Lanka");
    expect(messages.planTrip).toMatch(/plan a trip to Sri Lanka/);
    expect(messages.consultation).toMatch(/consultation/);
    expect(messages.information).toMatch(/information/);
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).toContain("Sri Lanka");
  });

  it("the overview's two buttons send different messages, the first naming every guide's country", () => {
    expect(destinationsOverviewMessages.planTrip).toMatch(/plan a trip/);
    expect(destinationsOverviewMessages.planTrip).toContain(`choose between ${joinList(destinationCountries)}?`);
    expect(destinationsOverviewMessages.speakWithExpert).toMatch(/expert/);
    expect(destinationsOverviewMessages.planTrip).not.toBe(destinationsOverviewMessages.speakWithExpert);
  });
});

describe("home and services chat messages", () => {
  it("a slide's plan-my-trip chat names the destination", () => {
    expect(planTripMessage("Sri Lanka")).toContain("Sri Lanka");
  });

  it("each Learn More chat names its service", () => {
    for (const service of coreServices) expect(learnMoreMessage(service.title)).toContain(service.title);
  });

  it("Start Planning and Schedule Consultation open different chats", () => {
    expect(servicesClosingMessages.startPlanning).not.toBe(servicesClosingMessages.consultation);
    expect(servicesClosingMessages.consultation).toMatch(/consultation/i);
  });
});
