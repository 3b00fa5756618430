import { describe, expect, it } from "vitest";
import { destinationNames } from "~/data/destinations";
import { slugify } from "~/utils/slug";
import { site } from "~/data/site";
import { loadDestinationGuide } from "~/lib/content/destinations.server";
import { textWidth, type Box } from "./label-placement";
import type { MapWithPlaces } from "./map-drawing";
import { guideMap, regionMap, relativePosition } from "./maps.server";

function labelBoxes(map: MapWithPlaces): Box[] {
  return map.drawing.markers.map(({ label, lines, fontSize }) => {
    const width = Math.max(...lines.map((line) => textWidth(line, fontSize)));
    const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
    return { x: left, y: label.y - label.lineHeight * 0.8, width, height: label.lineHeight * lines.length };
  });
}

function expectReadable(map: MapWithPlaces) {
  const boxes = labelBoxes(map);
  for (const [index, box] of boxes.entries()) {
    const name = map.drawing.markers[index]!.name;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(map.drawing.width);
    expect(box.y + box.height, name).toBeLessThanOrEqual(map.drawing.height);
    for (const other of boxes.slice(index + 1)) {
      const apart =
        box.x + box.width <= other.x ||
        other.x + other.width <= box.x ||
        box.y + box.height <= other.y ||
        other.y + other.height <= box.y;
      expect(apart, `${name} overlaps another label`).toBe(true);
    }
  }
}

describe("a guide's map", () => {
  for (const name of destinationNames) {
    const guide = loadDestinationGuide(name);
    const map = guideMap(name, guide);

    it(`${name}: pins every attraction, linked to its card, with the capital, and no label overlaps another`, () => {
      const attractions = map.drawing.markers.filter((marker) => marker.kinds.includes("attraction"));
      expect(attractions.map((marker) => [marker.name, marker.href])).toEqual(
        guide.attractions.map((attraction) => [attraction.name, `#${slugify(attraction.name)}`]),
      );
      expect(map.drawing.markers.find((marker) => marker.kinds.includes("capital"))?.name).toBe(guide.capital.name);
      expectReadable(map);
      expect(map.drawing.scaleBar?.label).toMatch(/^\d+ km \(\d+ mi\)$/);
    });

    it(`${name}: lists every attraction by region in the text alternative`, () => {
      const listed = map.groups.flatMap((group) => group.places.map((place) => place.name));
      for (const attraction of guide.attractions) expect(listed).toContain(attraction.name);
      for (const region of new Set(guide.attractions.map((attraction) => attraction.region))) {
        expect(map.groups.map((group) => group.heading)).toContain(region);
      }
    });
  }

  it("marks our offices in its country: one in the capital city shares the capital's pin, the others have their own", () => {
    for (const name of destinationNames) {
      const guide = loadDestinationGuide(name);
      const markers = guideMap(name, guide).drawing.markers;
      const offices = site.offices.filter((office) => office.country === name).map((office) => office.city);
      const marked = markers.filter((marker) => marker.kinds.includes("office")).map((marker) => marker.name);
      expect(marked.sort(), name).toEqual([...offices].sort());
      const capital = markers.find((marker) => marker.kinds.includes("capital"));
      expect(capital?.kinds.includes("office"), name).toBe(offices.includes(guide.capital.name));
    }
  });
});

describe("the overview's map", () => {
  const map = regionMap();

  it("highlights the three countries, links each to its guide and marks every office", () => {
    expect(map.drawing.countries.map((country) => country.name)).toEqual([...destinationNames]);
    const offices = map.drawing.markers.filter((marker) => marker.kinds.includes("office"));
    expect(offices.map((marker) => marker.name)).toEqual(site.offices.map((office) => office.city));
    expect(map.drawing.markers.filter((marker) => marker.href).map((marker) => marker.href)).toEqual([
      "/destinations/vietnam",
      "/destinations/south-korea",
      "/destinations/sri-lanka",
    ]);
    expectReadable(map);
  });
});

describe("a place's position in words", () => {
  it("says how far and which way from the capital, or that it is in the city", () => {
    const hanoi = { name: "Hanoi", at: [105.854, 21.028] as const };
    expect(relativePosition(hanoi, [107.18, 20.91])).toBe("about 140 km (85 mi) east of Hanoi");
    expect(relativePosition(hanoi, [105.83, 21.03], { cityRadiusKm: 15 })).toBe("in Hanoi");
  });
});
