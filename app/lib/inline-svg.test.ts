import { describe, expect, it } from "vitest";
import { svgForInlining } from "./inline-svg";

describe("an SVG drawn inside a page", () => {
  it("fills its box, cropped like object-fit: cover, and is hidden from assistive technology", () => {
    const markup = svgForInlining(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" width="1600" height="1000"><rect width="1600" height="1000"/></svg>',
    );
    expect(markup).toBe(
      '<svg width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"><rect width="1600" height="1000"/></svg>',
    );
  });
});
