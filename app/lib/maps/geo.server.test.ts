import { describe, expect, it } from "vitest";
import { compassDirection, countryLabelPoint, distanceKm, mapCanvas, type LonLat } from "./geo.server";
import { countryAt } from "./country-coder";
import { pathRings } from "#tests/support/svg-path.ts";

const hanoi: LonLat = [105.854, 21.028];
const hoChiMinhCity: LonLat = [106.7, 10.774];
const vientiane: LonLat = [102.6, 17.97];

describe("the country outlines", () => {
  it("give a country's name a point on its own land", () => {
    for (const country of ["Vietnam", "South Korea", "Sri Lanka"] as const) {
      const [lon, lat] = countryLabelPoint(country);
      expect(countryAt({ lat, lon }), country).toBe(country);
    }
  });
});

describe("distances and directions", () => {
  it("measure Hanoi to Ho Chi Minh City as about 1,140 km to the south", () => {
    expect(distanceKm(hanoi, hoChiMinhCity)).toBeGreaterThan(1100);
    expect(distanceKm(hanoi, hoChiMinhCity)).toBeLessThan(1180);
    expect(compassDirection(hanoi, hoChiMinhCity)).toBe("south");
    expect(compassDirection(hoChiMinhCity, hanoi)).toBe("north");
    expect(compassDirection(hanoi, [107.18, 20.91])).toBe("east");
  });
});

describe("the projection step", () => {
  const canvas = mapCanvas({
    fit: { countries: ["Vietnam"] },
    width: 400,
    minAspect: 0.8,
    maxAspect: 1.5,
    padding: 20,
  });

  it("fits the country into the frame, north up and east to the right", () => {
    const [hanoiX, hanoiY] = canvas.project(hanoi);
    const [saigonX, saigonY] = canvas.project(hoChiMinhCity);
    for (const value of [hanoiX, saigonX]) expect(value).toBeGreaterThan(0);
    for (const value of [hanoiX, saigonX]) expect(value).toBeLessThan(canvas.width);
    expect(hanoiY).toBeGreaterThan(0);
    expect(saigonY).toBeLessThan(canvas.height);
    expect(hanoiY).toBeLessThan(saigonY);
    expect(canvas.project([107.18, 20.91])[0]).toBeGreaterThan(hanoiX);
  });

  it("draws Hanoi inside the projected outline of Vietnam", () => {
    // The outline as the page draws it, rasterised by the even-odd rule at Hanoi's projected point.
    const path = canvas.countryPath("Vietnam");
    const rings = pathRings(path);
    const inside = ([x, y]: [number, number]) =>
      rings.reduce((count, ring) => {
        let crossings = 0;
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i]!;
          const [xj, yj] = ring[j]!;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings++;
        }
        return count + crossings;
      }, 0) %
        2 ===
      1;
    expect(inside(canvas.project(hanoi))).toBe(true);
    expect(inside(canvas.project(vientiane))).toBe(false);
    expect(path).toMatch(/^[Mm][\d.\sLMHVZlmhvz-]+$/);
    expect(path).not.toMatch(/\.\d\d/);
  });

  it("keeps the scale true: Hanoi to Ho Chi Minh City measures about its distance in kilometers", () => {
    const [x1, y1] = canvas.project(hanoi);
    const [x2, y2] = canvas.project(hoChiMinhCity);
    const onMap = Math.hypot(x2 - x1, y2 - y1) / canvas.unitsPerKm;
    expect(onMap / distanceKm(hanoi, hoChiMinhCity)).toBeGreaterThan(0.9);
    expect(onMap / distanceKm(hanoi, hoChiMinhCity)).toBeLessThan(1.1);
  });
});
