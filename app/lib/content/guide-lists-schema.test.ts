import { describe, expect, it } from "vitest";
import { fieldProblems } from "./field-problems";
import {
  agencyAccommodationStandards,
  blogSettingsSchema,
  guideListsSchema,
  specificationAttractionTypes,
  specificationBlogCategories,
  specificationDurations,
  tripListsSchema,
} from "./settings-schema";

const lists = { attractionTypes: [...specificationAttractionTypes], durations: [...specificationDurations] };
const problems = (value: unknown) => {
  const result = guideListsSchema.safeParse(value);
  return result.success ? [] : fieldProblems(result.error, "(file)");
};

describe("the lists of the destination guides", () => {
  it("take new types and durations after the specification's", () => {
    expect(problems({ ...lists, attractionTypes: [...lists.attractionTypes, "Island"] })).toEqual([]);
    expect(problems({ ...lists, durations: [...lists.durations, "1 hour"] })).toEqual([]);
  });

  it("keep every value of the specification, and name each entry once", () => {
    expect(
      problems({ ...lists, attractionTypes: lists.attractionTypes.filter((type) => type !== "Cave System") }),
    ).toEqual([
      expect.stringMatching(
        /^field "attractionTypes": Keep the specification's attraction types: "Cave System" is missing\./,
      ),
    ]);
    expect(problems({ ...lists, durations: [...lists.durations, "Half Day"] })).toEqual([
      expect.stringMatching(/^field "durations\.6": "Half Day" is already in the list\./),
    ]);
  });
});

describe("the accommodation standards of the sample trips", () => {
  it("take staff's own after the agency's, and keep every one of those", () => {
    const standards = [...agencyAccommodationStandards];
    expect(tripListsSchema.safeParse({ accommodationStandards: [...standards, "jungle lodge"] }).success).toBe(true);
    const result = tripListsSchema.safeParse({ accommodationStandards: standards.slice(1) });
    expect(result.success ? [] : fieldProblems(result.error, "(file)")).toEqual([
      expect.stringMatching(
        /^field "accommodationStandards": Keep the agency's accommodation standards: "heritage hotel"/,
      ),
    ]);
  });
});

describe("the blog's categories", () => {
  it("take staff's own after the specification's, and keep every one of those", () => {
    const categories = [...specificationBlogCategories];
    expect(blogSettingsSchema.safeParse({ categories: [...categories, "Rail Journeys"] }).success).toBe(true);
    const result = blogSettingsSchema.safeParse({ categories: categories.slice(1) });
    expect(result.success ? [] : fieldProblems(result.error, "(file)")).toEqual([
      expect.stringMatching(/^field "categories": Keep the specification's categories: "Luxury Travel" is missing\./),
    ]);
  });
});
