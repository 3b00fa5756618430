import { describe, expect, it } from "vitest";
import { slugFromUrl } from "./route-slug";

describe("slugFromUrl", () => {
  it("takes the last segment of the page's URL", () => {
    expect(slugFromUrl("http://localhost/blog/ocean-odyssey")).toBe("ocean-odyssey");
    expect(slugFromUrl("http://localhost/destinations/sri-lanka/")).toBe("sri-lanka");
  });

  it("ignores the .data suffix of a prerendered data request and the query", () => {
    expect(slugFromUrl("http://localhost/blog/ocean-odyssey.data?_routes=x")).toBe("ocean-odyssey");
  });
});
