import { describe, expect, it } from "vitest";
import { calendarDay, formatDisplayDate } from "./dates";

describe("days written YYYY-MM-DD", () => {
  it("reads a real calendar day, and no day that does not exist", () => {
    expect(calendarDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(calendarDay(" 2027-03-12 ")).toEqual({ year: 2027, month: 3, day: 12 });
    for (const text of ["2027-02-30", "2023-02-29", "2027-13-01", "2027-3-12", "12/03/2027", ""])
      expect(calendarDay(text), text).toBeUndefined();
  });

  it("shows a day as the site writes every day, day-month-year", () => {
    expect(formatDisplayDate("2024-11-28")).toBe("28 November 2024");
    expect(formatDisplayDate("2027-03-02")).toBe("2 March 2027");
    expect(formatDisplayDate("2027-02-30")).toBeUndefined();
  });
});
