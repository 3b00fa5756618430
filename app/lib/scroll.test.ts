import { describe, expect, it } from "vitest";
import { followScroll } from "./scroll";

const threshold = 300;

describe("followScroll", () => {
  it("is not on the way down near the top of the page, whatever the direction", () => {
    expect(followScroll({ y: 100, down: false }, 250, threshold)).toEqual({ y: 250, down: false });
    expect(followScroll({ y: 900, down: true }, 300, threshold)).toEqual({ y: 300, down: false });
  });

  it("is on the way down once the reader moves down past the threshold", () => {
    expect(followScroll({ y: 280, down: false }, 420, threshold)).toEqual({ y: 420, down: true });
  });

  it("is no longer on the way down as soon as the reader moves up", () => {
    expect(followScroll({ y: 1200, down: true }, 1150, threshold)).toEqual({ y: 1150, down: false });
  });

  it("ignores movements of a few pixels, keeping where the last real move ended", () => {
    const state = { y: 1200, down: true };
    expect(followScroll(state, 1195, threshold)).toBe(state);
    expect(followScroll(state, 1207, threshold)).toBe(state);
  });
});
