import { describe, expect, it } from "vitest";
import { monthsInRange, spellMonthRange } from "./months";

describe("a month range", () => {
  it("lists its months in order, wrapping past December", () => {
    expect(monthsInRange("Feb-May")).toEqual([1, 2, 3, 4]);
    expect(monthsInRange("Oct-Apr")).toEqual([9, 10, 11, 0, 1, 2, 3]);
    expect(monthsInRange("May")).toEqual([4]);
  });

  it("is spelled out for reading aloud", () => {
    expect(spellMonthRange("Dec-Apr")).toBe("December to April");
    expect(spellMonthRange("Sep")).toBe("September");
  });

  it("rejects what is not a range of month abbreviations", () => {
    expect(() => monthsInRange("October-April")).toThrowError(/not a month range/);
    expect(() => monthsInRange("Oct - Apr")).toThrowError(/not a month range/);
  });
});
