import { describe, expect, it } from "vitest";
import { mapCopy, monthsCopy } from "#app/data/destination-maps.ts";
import { destinations as destinationCards } from "#app/data/destinations.ts";
import { site } from "#app/data/site.ts";
import { loadDestinationGuide } from "#app/lib/content/destinations.server.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { slugify } from "#app/utils/slug.ts";
import { htmlText } from "#tests/site-facts.ts";
import { renderFragment } from "./build-fragments.server";

describe("the markup rendered when the site builds", () => {
  // Every guide, read from content/: whatever staff save in a guide, its markup follows these rules.
  for (const card of destinationCards) {
    const guide = loadDestinationGuide(card.name);
    const map = renderFragment(fragmentNames.guideMap(card.slug)) ?? "";
    const months = renderFragment(fragmentNames.guideMonths(card.slug)) ?? "";
    const hasOffice = site.offices.some((office) => office.country === card.name);

    it(`${card.name}: the map is SVG with a title, real links to the cards, a key of what it draws and no style attribute`, () => {
      expect(map).toMatch(/<svg viewBox="0 0 400 \d+" role="group" aria-labelledby="guide-map-title"/);
      expect(map).toContain(`<title id="guide-map-title">Map of ${htmlText(card.name)}`);
      for (const attraction of guide.attractions) expect(map).toContain(`<a href="#${slugify(attraction.name)}"`);
      expect(map).toContain('<h3 id="guide-map-places"');
      // The key names only the symbols this map draws.
      expect(map).toContain(mapCopy.legend.attraction);
      expect(map.includes(htmlText(mapCopy.legend.office))).toBe(hasOffice);
      // The content security policy forbids inline style attributes.
      expect(map).not.toMatch(/style=/);
    });

    it(`${card.name}: the month-by-month table has a caption, twelve month columns and a row per region`, () => {
      expect(months).toContain(`<caption class="sr-only">${htmlText(monthsCopy.caption(card.name))}</caption>`);
      expect(months.match(/<th scope="col"/g)).toHaveLength(13);
      expect(months.match(/<th scope="row"/g)).toHaveLength(guide.tips.whenToGo.length);
      expect(months).not.toMatch(/style=/);
    });
  }

  it("gives the overview's map with the guides linked and every office marked", () => {
    const overview = renderFragment(fragmentNames.destinationsMap) ?? "";
    for (const card of destinationCards) expect(overview).toContain(`<a href="/destinations/${card.slug}"`);
    expect(overview).toContain(htmlText(mapCopy.legend.office));
  });
});

describe("the build-time fragments", () => {
  it("are none for a name the site does not have", () => {
    for (const name of ["guide-map-atlantis", "guide-months-", "guide-plan-vietnam", "../etc/passwd"])
      expect(renderFragment(name), name).toBeUndefined();
  });
});
