import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("the URL form of a name", () => {
  it("is lowercase, with one hyphen for each run of spaces", () => {
    expect(slugify("South Korea")).toBe("south-korea");
    expect(slugify("Sri  Lanka")).toBe("sri-lanka");
    expect(slugify("VIETNAM")).toBe("vietnam");
    expect(slugify(" Eco Travel ")).toBe("eco-travel");
  });

  it("writes '&' as 'and'", () => {
    expect(slugify("Food & Culture")).toBe("food-and-culture");
    expect(slugify("Bosnia&Herzegovina")).toBe("bosnia-and-herzegovina");
    expect(slugify("Antigua & Barbuda Islands")).toBe("antigua-and-barbuda-islands");
  });

  it("drops apostrophes and turns other signs into hyphens", () => {
    expect(slugify("Adam's Peak")).toBe("adams-peak");
    expect(slugify("Adam\u2019s Peak")).toBe("adams-peak");
    expect(slugify("Seoul Skyline (Lotte Tower)")).toBe("seoul-skyline-lotte-tower");
  });
});
