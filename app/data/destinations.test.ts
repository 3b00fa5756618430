import { describe, expect, it } from "vitest";
import { destinationSlug, destinationSlugs } from "./destinations";

describe("destination slugs", () => {
  it("lowercase the name and replace spaces by hyphens", () => {
    expect(destinationSlug("South Korea")).toBe("south-korea");
    expect(destinationSlug("Sri  Lanka")).toBe("sri-lanka");
  });

  it("replace '&' by 'and'", () => {
    expect(destinationSlug("Trinidad & Tobago")).toBe("trinidad-and-tobago");
    expect(destinationSlug("Bosnia&Herzegovina")).toBe("bosnia-and-herzegovina");
  });

  it("give the three guides of the specification", () => {
    expect(destinationSlugs).toEqual(["vietnam", "south-korea", "sri-lanka"]);
  });
});
