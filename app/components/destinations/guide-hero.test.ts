import { describe, expect, it } from "vitest";
import { guideNameSize } from "./destination-guide-view";

describe("the size of a guide's name on a phone", () => {
  it("is the full size for a name whose words are short", () => {
    expect(guideNameSize("Vietnam")).toBe("text-5xl");
    expect(guideNameSize("South Korea")).toBe("text-5xl");
  });

  it("is smaller as the longest word grows, so that no word breaks", () => {
    expect(guideNameSize("Thailand")).toBe("text-4xl");
    expect(guideNameSize("Philippines")).toBe("text-3xl");
    expect(guideNameSize("Turkmenistan")).toBe("text-2xl");
    // A hyphenated name is one word: it must not break either.
    expect(guideNameSize("Guinea-Bissau")).toBe("text-2xl");
  });
});
