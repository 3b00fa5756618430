import { describe, expect, it } from "vitest";
import { fragmentNames } from "~/utils/fragments";
import { renderFragment } from "./destination-markup.server";

describe("the markup rendered when the site builds", () => {
  const korea = {
    map: renderFragment(fragmentNames.guideMap("south-korea")) ?? "",
    months: renderFragment(fragmentNames.guideMonths("south-korea")) ?? "",
  };

  it("gives a guide's map as SVG with a title, real links to the cards, a key and no style attribute", () => {
    expect(korea.map).toMatch(/<svg viewBox="0 0 400 \d+" role="group" aria-labelledby="guide-map-title"/);
    expect(korea.map).toContain('<title id="guide-map-title">Map of South Korea');
    expect(korea.map).toContain('<a href="#seoul-skyline-and-lotte-tower"');
    expect(korea.map).toContain("&amp; Lotte Tower");
    expect(korea.map).toContain('<h3 id="guide-map-places"');
    // The key names only the symbols this map draws: South Korea has no office of ours.
    expect(korea.map).toContain("Place in this guide");
    expect(korea.map).not.toContain("Saffron Route office");
    // The content security policy forbids inline style attributes.
    expect(korea.map).not.toMatch(/style=/);
  });

  it("gives the month-by-month table with a caption, twelve month columns and a row per region", () => {
    expect(korea.months).toContain("<caption");
    expect(korea.months).toContain("When to go in South Korea, month by month");
    expect(korea.months.match(/<th scope="col"/g)).toHaveLength(13);
    expect(korea.months.match(/<th scope="row"/g)).toHaveLength(1);
    expect(korea.months).not.toMatch(/style=/);
  });

  it("gives the overview's map with the guides linked", () => {
    const overview = renderFragment(fragmentNames.destinationsMap) ?? "";
    for (const slug of ["vietnam", "south-korea", "sri-lanka"])
      expect(overview).toContain(`<a href="/destinations/${slug}"`);
    expect(overview).toContain("Saffron Route office");
  });
});

describe("the build-time fragments", () => {
  it("are none for a name the site does not have", () => {
    for (const name of ["guide-map-atlantis", "guide-months-", "guide-plan-vietnam", "../etc/passwd"])
      expect(renderFragment(name), name).toBeUndefined();
  });
});
