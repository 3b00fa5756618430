import { describe, expect, it } from "vitest";
import { destinationCountries } from "#app/data/destinations.ts";
import { slugify } from "#app/utils/slug.ts";
import { site, type Office } from "#app/data/site.ts";
import { loadDestinationGuide } from "#app/lib/content/destinations.server.ts";
import { tripSlugs } from "#app/lib/content/route-lists.server.ts";
import { loadTrip } from "#app/lib/content/trips.server.ts";
import { reachesPast, textWidth, type Box } from "./label-placement";
import { layoutBands, type MapLayout, type MapWithPlaces } from "./map-drawing";
import { guideMap, tripMap, markerRadiusIn, mixedGround, regionMap, relativePosition, scaleBar } from "./maps.server";

type Named = MapLayout["markers"][number] & { label: NonNullable<MapLayout["markers"][number]["label"]> };

function labelBox({ label, fontSize }: Named): Box {
  const width = Math.max(...label.lines.map((line) => textWidth(line, fontSize)));
  const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { x: left, y: label.y - label.lineHeight * 0.78, width, height: label.lineHeight * label.lines.length };
}

const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

type Line = { x1: number; y1: number; x2: number; y2: number };

/** Whether two segments cross (touching ends do not). */
function cross(a: Line, b: Line): boolean {
  const side = (s: Line, x: number, y: number) => Math.sign((s.x2 - s.x1) * (y - s.y1) - (s.y2 - s.y1) * (x - s.x1));
  return side(a, b.x1, b.y1) * side(a, b.x2, b.y2) < 0 && side(b, a.x1, a.y1) * side(b, a.x2, a.y2) < 0;
}

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
    // No two leader lines cross, and none runs past another pin to a name beyond it.
    const leaders = named.flatMap((marker) => (marker.label.leader ? [{ marker, line: marker.label.leader }] : []));
    for (const [index, { marker, line }] of leaders.entries()) {
      for (const other of layout.markers.filter((one) => one !== marker))
        expect(reachesPast(marker, other, line), `${marker.name} (${at}) runs past ${other.name}`).toBe(false);
      for (const { marker: otherMarker, line: otherLine } of leaders.slice(index + 1))
        expect(cross(line, otherLine), `${marker.name} (${at}) crosses ${otherMarker.name}'s line`).toBe(false);
    }
    if (layout.scaleBar) expect(layout.scaleBar.fontSize / px, at).toBeGreaterThanOrEqual(12);
  }
}

describe("a guide's map", () => {
  // Each guide's map, drawn once for the tests below.
  const maps = new Map(destinationCountries.map((name) => [name, guideMap(name, loadDestinationGuide(name))]));
  for (const name of destinationCountries) {
    const guide = loadDestinationGuide(name);
    const map = maps.get(name)!;

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
    for (const name of destinationCountries) {
      const guide = loadDestinationGuide(name);
      const markers = maps.get(name)!.drawing.layouts[0]!.markers;
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
  id: "dubai",
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
    expect(map.drawing.countries.map((country) => country.name)).toEqual([...destinationCountries]);
    for (const layout of map.drawing.layouts) {
      const offices = layout.markers.filter((marker) => marker.kinds.includes("office"));
      expect(offices.map((marker) => marker.name)).toEqual(site.offices.map((office) => office.city));
      expect(layout.markers.filter((marker) => marker.href).map((marker) => marker.href)).toEqual(
        destinationCountries.map((name) => `/destinations/${slugify(name)}`),
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
    expect(() => regionMap([...site.offices, atSea])).toThrow(`${field}: lat 15, lon 65 lies at sea, not in `);
  });
});

describe("a trip's route map", () => {
  // Every trip of content/trips: whatever staff save, its map follows these rules.
  for (const slug of tripSlugs()) {
    it(`${slug}: names read at 12 px, targets take a finger, and no leader line crosses another`, () => {
      const trip = loadTrip(slug);
      expectReadable(tripMap({ ...trip, nights: trip.days.map((day) => day.sleep) }));
    });
  }
});

describe("the scale bar", () => {
  // A frame 400 by 500 units at a unit per pixel: land west of x = 100 below y = 300, its coast
  // across the bottom left corner, and sea elsewhere.
  const terrain = (x: number, y: number) => (x < 100 && y > 300 ? ("land" as const) : ("sea" as const));
  const canvas = { width: 400, height: 500, unitsPerKm: 0.5, terrain };

  it("takes a corner whose words cross no coastline, and no corner a pin is near", () => {
    const { bar, box } = scaleBar(canvas, [], 1);
    expect(mixedGround(box, terrain, 1)).toBe(0);
    expect(bar.label).toBe("200 km (124 mi)");
    // Not the bottom left corner, across the coast, but the bottom right; with a pin there, the top left.
    expect([bar.x > 200, bar.y > 400]).toEqual([true, true]);
    const away = scaleBar(canvas, [[380, 480]], 1);
    expect(mixedGround(away.box, terrain, 1)).toBe(0);
    expect([away.bar.x < 200, away.bar.y < 100]).toEqual([true, true]);
  });

  it("leaves the corners for a spot along an edge or inside when every corner crosses a coast", () => {
    const coasts = (x: number, y: number) =>
      (x < 60 || x > 340) !== (y < 60 || y > 440) ? ("land" as const) : ("sea" as const);
    const { box } = scaleBar({ ...canvas, terrain: coasts }, [], 1);
    expect(mixedGround(box, coasts, 1)).toBe(0);
  });
});

describe("a symbol in a small country", () => {
  it("covers at most a quarter of the country's outline, down to the smallest symbol that reads", () => {
    // A country of 100 square units: a square of side 5 covers a quarter.
    expect(markerRadiusIn(100, 6, 0.5)).toBe(2.5);
    // A large country leaves the symbol its size; a tiny one, the smallest that reads (3 px).
    expect(markerRadiusIn(10_000, 6, 1)).toBe(6);
    expect(markerRadiusIn(4, 6, 1)).toBe(3);
  });
});

describe("a place's position in words", () => {
  it("says how far and which way from a city, or that it is in the city", () => {
    const hanoi = { name: "Hanoi", at: [105.854, 21.028] as const };
    expect(relativePosition(hanoi, [107.18, 20.91])).toBe("about 140 km (85 mi) east of Hanoi");
    expect(relativePosition(hanoi, [105.83, 21.03], { cityRadiusKm: 15 })).toBe("in Hanoi");
  });
});
