import { describe, expect, it } from "vitest";
import { calibratedMultiplier, calibration } from "./calibration.ts";

describe("the CPU slowdown calibrated to the host", () => {
  it("is Lighthouse's default on the host that default suits", () => {
    expect(calibratedMultiplier(calibration.referenceIndex)).toBe(calibration.defaultMultiplier);
  });

  it("grows with a faster host and shrinks with a slower one, in proportion", () => {
    expect(calibratedMultiplier(calibration.referenceIndex * 2)).toBe(calibration.defaultMultiplier * 2);
    expect(calibratedMultiplier(calibration.referenceIndex / 2)).toBe(calibration.defaultMultiplier / 2);
  });

  it("stays within the documented range", () => {
    expect(calibratedMultiplier(50)).toBe(calibration.minimum);
    expect(calibratedMultiplier(100_000)).toBe(calibration.maximum);
  });

  it("refuses a missing index", () => {
    expect(() => calibratedMultiplier(0)).toThrow(/benchmark index/);
    expect(() => calibratedMultiplier(Number.NaN)).toThrow(/benchmark index/);
  });
});
