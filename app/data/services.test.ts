import { describe, expect, it } from "vitest";
import { coreServices } from "./services";

/**
 * Rules of the services page's data. The specification's titles are pinned once, in
 * app/data/specification.test.ts; the page's test checks that visitors read them.
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
});
