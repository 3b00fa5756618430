import { describe, expect, it } from "vitest";
import { servicesClosingMessages } from "./prefilled-messages/services";
import { coreServices, servicesClosing } from "./services";

/**
 * Rules of the services page's data. The specification's titles are checked where visitors read
 * them, on the page (tests/e2e/services.spec.ts).
 */
describe("services page content", () => {
  it("gives each core service its own picture, a description and four distinct features", () => {
    expect(new Set(coreServices.map((service) => service.image)).size).toBe(coreServices.length);
    for (const service of coreServices) {
      expect(service.image.startsWith("core-")).toBe(true);
      expect(service.features).toHaveLength(4);
      expect(new Set(service.features).size).toBe(4);
      expect(service.description.length).toBeGreaterThan(80);
    }
  });

  it("opens the closing chats with their own messages", () => {
    expect(servicesClosing.startPlanning.message).toBe(servicesClosingMessages.startPlanning);
    expect(servicesClosing.consultation.message).toBe(servicesClosingMessages.consultation);
  });
});
