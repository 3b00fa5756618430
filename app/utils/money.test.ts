import { describe, expect, it } from "vitest";
import { formatRupees, indianDigits } from "./money.ts";

const intlRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  currencyDisplay: "code",
  maximumFractionDigits: 0,
});
const intlDigits = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

const amounts = [0, 7, 99, 999, 1000, 9999, 10000, 99999, 100000, 185000, 999999, 1000000, 12345678, 123456789012];

describe("rupees as Indian readers group them", () => {
  it("writes every amount as Intl's en-IN formatter does", () => {
    for (const amount of [...amounts, 2.5, 1234.6, 99999.5])
      expect(formatRupees(amount)).toBe(intlRupees.format(amount));
  });

  it("groups the last three digits, then pairs", () => {
    for (const amount of amounts) expect(indianDigits(amount)).toBe(intlDigits.format(amount));
    expect(indianDigits(12345678)).toBe("1,23,45,678");
  });
});
