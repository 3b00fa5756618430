import { describe, expect, it } from "vitest";
import { destinationNames } from "~/data/destinations";
import { slugify } from "~/utils/slug";
import { site, type Office } from "~/data/site";
import { loadDestinationGuide } from "~/lib/content/destinations.server";
import { textWidth, type Box } from "./label-placement";
import { layoutBands, type MapLayout, type MapWithPlaces } from "./map-drawing";
import { guideMap, regionMap, relativePosition } from "./maps.server";

type Named = MapLayout["markers"][number] & { label: NonNullable<MapLayout["markers"][number]["label"]> };

function labelBox({ label, fontSize }: Named): Box {
  const width = Math.max(...label.lines.map((line) => textWidth(line, fontSize)));
  const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { x: left, y: label.y - label.lineHeight * 0.78, width, height: label.lineHeight * label.lines.length };
}

const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/**
 * What a phone must get from every layout: 12 px names, 24 px targets, nothing on top of anything;
 * the widest layout names every pin, and a name a narrower one leaves out is in the map's list.
 */
function expectReadable(map: MapWithPlaces) {
  const { width, height, layouts } = map.drawing;
  const listed = map.groups.flatMap((group) => group.places.map((place) => place.name));
  for (const [band, layout] of layouts.entries()) {
    const px = layout.unitsPerPixel;
    const at = `${map.drawing.title}, from ${layoutBands[band]!.from} px`;
    const unnamed = layout.markers.filter((marker) => !marker.label).map((marker) => marker.name);
    if (band === layouts.length - 1) expect(unnamed, `${at}: pins without a name`).toEqual([]);
    for (const name of unnamed) expect(listed, `${at}: ${name}, unnamed on the map, is in the list`).toContain(name);
    const named = layout.markers.filter((marker): marker is Named => marker.label !== undefined);
    const boxes = named.map(labelBox);
    for (const [index, marker] of named.entries()) {
      const name = `${marker.name} (${at})`;
      const box = boxes[index]!;
      expect(marker.fontSize / px, name).toBeGreaterThanOrEqual(12);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.y, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(height);
      const { target, leader } = marker.label;
      expect(Math.min(target.width, target.height) / px, name).toBeGreaterThanOrEqual(24);
      for (const [other, otherMarker] of named.entries()) {
        if (other <= index) continue;
        expect(apart(box, boxes[other]!), `${name} overlaps ${otherMarker.name}`).toBe(true);
        expect(apart(target, otherMarker.label.target), `${name}: its target overlaps ${otherMarker.name}'s`).toBe(
          true,
        );
      }
      if (leader) {
        // The line starts at the edge of its own pin.
        const start = Math.hypot(leader.x1 - marker.x, leader.y1 - marker.y);
        expect(start, name).toBeCloseTo(marker.radius + px, 0);
      }
    }
    if (layout.scaleBar) expect(layout.scaleBar.fontSize / px, at).toBeGreaterThanOrEqual(12);
  }
}

describe("a guide's map", () => {
  for (const name of destinationNames) {
    const guide = loadDestinationGuide(name);
    const map = guideMap(name, guide);

    it(`${name}: pins every attraction, linked to its card, with the capital, in every layout`, () => {
      for (const layout of map.drawing.layouts) {
        const attractions = layout.markers.filter((marker) => marker.kinds.includes("attraction"));
        expect(attractions.map((marker) => [marker.name, marker.href])).toEqual(
          guide.attractions.map((attraction) => [attraction.name, `#${slugify(attraction.name)}`]),
        );
        expect(layout.markers.find((marker) => marker.kinds.includes("capital"))?.name).toBe(guide.capital.name);
        expect(layout.scaleBar?.label).toMatch(/^\d+ km \(\d+ mi\)$/);
      }
    });

    it(`${name}: names read at 12 px and targets take a finger at every width from the narrowest phone`, () => {
      expectReadable(map);
    });

    it(`${name}: lists every attraction by region, with its distance from our nearest office or else the capital`, () => {
      const listed = map.groups.flatMap((group) => group.places.map((place) => place.name));
      for (const attraction of guide.attractions) expect(listed).toContain(attraction.name);
      for (const region of new Set(guide.attractions.map((attraction) => attraction.region))) {
        expect(map.groups.map((group) => group.heading)).toContain(region);
      }
      const offices = site.offices.filter((office) => office.country === name).map((office) => office.city);
      const origins = offices.length > 0 ? offices : [guide.capital.name];
      const details = map.groups
        .flatMap((group) => group.places)
        .filter((place) => guide.attractions.some((attraction) => attraction.name === place.name))
        .map((place) => place.detail);
      for (const detail of details)
        expect(
          origins.some((origin) => detail.endsWith(origin)),
          detail,
        ).toBe(true);
    });
  }

  it("marks our offices where there are some: an office in the capital shares its pin, another has its own", () => {
    for (const name of destinationNames) {
      const guide = loadDestinationGuide(name);
      const markers = guideMap(name, guide).drawing.layouts[0]!.markers;
      const offices = site.offices.filter((office) => office.country === name).map((office) => office.city);
      const capital = markers.find((marker) => marker.name === guide.capital.name);
      expect(capital?.kinds, name).toEqual(offices.includes(guide.capital.name) ? ["capital", "office"] : ["capital"]);
      for (const city of offices.filter((office) => office !== guide.capital.name)) {
        expect(markers.find((marker) => marker.name === city)?.kinds, city).toEqual(["office"]);
      }
      expect(
        markers.filter((marker) => marker.kinds.includes("office")),
        name,
      ).toHaveLength(offices.length);
    }
  });
});

const dubai: Office = {
  country: "United Arab Emirates",
  office: "Dubai Office",
  city: "Dubai",
  address: ["Office 1402, Bay Square", "Business Bay, Dubai"],
  postal: { streetAddress: "Bay Square, Business Bay", addressLocality: "Dubai", addressCountry: "AE" },
  coordinates: { lat: 25.186, lon: 55.28 },
  phone: { display: "+971 4 555 0100", digits: "97145550100", dial: "+97145550100" },
  chat: site.phone,
  email: site.email,
  hours: site.hours.office,
};

describe("the overview's map", () => {
  it("highlights the destinations, links each to its guide and marks every office", () => {
    const map = regionMap();
    expect(map.drawing.countries.map((country) => country.name)).toEqual([...destinationNames]);
    for (const layout of map.drawing.layouts) {
      const offices = layout.markers.filter((marker) => marker.kinds.includes("office"));
      expect(offices.map((marker) => marker.name)).toEqual(site.offices.map((office) => office.city));
      expect(layout.markers.filter((marker) => marker.href).map((marker) => marker.href)).toEqual(
        destinationNames.map((name) => `/destinations/${slugify(name)}`),
      );
    }
    expectReadable(map);
  });

  it("draws an office opened outside the destinations, and no guide's map shows it", () => {
    const offices = [...site.offices, dubai];
    const map = regionMap(offices);
    expect(map.drawing.layouts[0]!.markers.map((marker) => marker.name)).toContain("Dubai");
    expect(map.groups.flatMap((group) => group.places).map((place) => place.detail)).toContain(
      "Dubai Office, United Arab Emirates",
    );
    expectReadable(map);
    const vietnam = guideMap("Vietnam", loadDestinationGuide("Vietnam"), offices);
    expect(vietnam.drawing.layouts[0]!.markers.map((marker) => marker.name)).not.toContain("Dubai");
  });

  it("names the field of an office whose point lies elsewhere than its country, or at sea", () => {
    // The office added last: its index follows the offices the business facts hold.
    const field = `content/settings/site.json: field "offices.${site.offices.length}.coordinates"`;
    const swapped = { ...dubai, coordinates: { lat: 55.28, lon: 25.186 } };
    expect(() => regionMap([...site.offices, swapped])).toThrow(
      `${field}: lat 55.28, lon 25.186 lies in Lithuania, not in United Arab Emirates`,
    );
    const atSea = { ...dubai, coordinates: { lat: 15, lon: 65 } };
    expect(() => regionMap([...site.offices, atSea])).toThrow(`${field}: lat 15, lon 65 is not on land`);
  });
});

describe("a place's position in words", () => {
  it("says how far and which way from a city, or that it is in the city", () => {
    const hanoi = { name: "Hanoi", at: [105.854, 21.028] as const };
    expect(relativePosition(hanoi, [107.18, 20.91])).toBe("about 140 km (85 mi) east of Hanoi");
    expect(relativePosition(hanoi, [105.83, 21.03], { cityRadiusKm: 15 })).toBe("in Hanoi");
  });
});
