import { describe, expect, it } from "vitest";
import { joinList } from "./list";

describe("a list as a sentence", () => {
  it("joins the last two names with 'and' and the others with commas", () => {
    expect(joinList(["Mumbai", "Colombo", "Hanoi", "Ho Chi Minh City"])).toBe(
      "Mumbai, Colombo, Hanoi and Ho Chi Minh City",
    );
    expect(joinList(["Hanoi", "Ho Chi Minh City"])).toBe("Hanoi and Ho Chi Minh City");
    expect(joinList(["Colombo"])).toBe("Colombo");
  });
});
