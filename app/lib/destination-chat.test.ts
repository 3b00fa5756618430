import { describe, expect, it } from "vitest";
import { chatAddress, startingWith } from "../../tests/site-facts";
import { attractionVisitLink, attractionVisitMessage, destinationsOverviewMessages, guideMessages } from "./destination-chat";

function textOf(link: string): string {
  return new URL(link).searchParams.get("text") ?? "";
}

describe("destination chat messages", () => {
  it("'Plan Visit' names the attraction and the country", () => {
    expect(attractionVisitMessage("Ha Long Bay", "Vietnam")).toBe("Hi! I'd like to plan a visit to Ha Long Bay in Vietnam.");
  });

  it("survive the chat link's encoding, '&' and apostrophes included", () => {
    const link = attractionVisitLink("Seoul Skyline & Lotte Tower", "South Korea");
    expect(link).toMatch(startingWith(`${chatAddress}?text=`));
    expect(link).not.toContain(" & ");
    expect(textOf(link)).toBe("Hi! I'd like to plan a visit to Seoul Skyline & Lotte Tower in South Korea.");
    expect(textOf(attractionVisitLink("Adam's Peak", "Sri Lanka"))).toBe("Hi! I'd like to plan a visit to Adam's Peak in Sri Lanka.");
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

  it("the overview's two buttons send different messages", () => {
    expect(destinationsOverviewMessages.planTrip).toMatch(/plan a trip/);
    expect(destinationsOverviewMessages.speakWithExpert).toMatch(/expert/);
    expect(destinationsOverviewMessages.planTrip).not.toBe(destinationsOverviewMessages.speakWithExpert);
  });
});
