import { describe, expect, it } from "vitest";
import { slugify } from "#app/utils/slug.ts";
import { blogCategories, blogCategoryFilters, categoryFromSlug, categoryHref } from "./blog-categories";

describe("blog categories", () => {
  it("put All first, before every category once", () => {
    expect(blogCategoryFilters).toEqual(["All", ...new Set(blogCategories)]);
  });

  it("have readable URL forms that lead back to the category", () => {
    for (const category of blogCategories) expect(categoryHref(category)).toBe(`/blog?category=${slugify(category)}`);
    expect(categoryHref("All")).toBe("/blog");
    for (const category of blogCategories) expect(categoryFromSlug(slugify(category))).toBe(category);
  });

  it("select All for a missing or unknown URL value", () => {
    expect(categoryFromSlug(null)).toBe("All");
    expect(categoryFromSlug("")).toBe("All");
    expect(categoryFromSlug("space-travel")).toBe("All");
    const last = blogCategories.at(-1)!;
    expect(categoryFromSlug(slugify(last).replace(/^./, (first) => first.toUpperCase()))).toBe(last);
  });

  it("accept a category's name as a person would type it, as well as its slug", () => {
    for (const category of blogCategories) expect(categoryFromSlug(category)).toBe(category);
  });
});
