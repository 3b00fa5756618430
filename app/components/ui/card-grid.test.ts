import { describe, expect, it } from "vitest";
import { firstRowFrom } from "./card-grid";

describe("the first row of a grid of cards", () => {
  it("holds the second card from two columns and the third from three", () => {
    expect(firstRowFrom(1)).toBe("(min-width: 48rem)");
    expect(firstRowFrom(2)).toBe("(min-width: 64rem)");
  });

  it("needs no media query for the first card, first on every screen, nor for the cards after the row", () => {
    expect(firstRowFrom(0)).toBeUndefined();
    expect(firstRowFrom(3)).toBeUndefined();
  });
});
