import { describe, expect, it } from "vitest";
import { pathRings } from "#tests/support/svg-path.ts";
import { compactPathData, minifySvg } from "./svg.server";

const absolutePoints = (d: string) => pathRings(d).flat();

describe("the SVG optimiser", () => {
  it("minifies a picture without changing the drawing", () => {
    expect(
      minifySvg(
        '<?xml version="1.0"?>\n<!-- c -->\n<svg viewBox="0 0 10 10">\n  <path d="M0.04 0 L 5.333 5.333"/>\n</svg>\n',
      ),
    ).toBe('<svg viewBox="0 0 10 10"><path d="m0 0 5.3 5.3"/></svg>');
  });

  it("writes a map outline in its shortest form", () => {
    const square = "M10,10L20,10L20,20L10,20Z";
    expect(compactPathData(square).length).toBeLessThan(square.length);
    expect(absolutePoints(compactPathData(square))).toEqual(absolutePoints(square));
    expect(compactPathData("")).toBe("");
  });

  it("keeps every point of a long coastline where it was, to a tenth of a unit", () => {
    // A ring of 400 points with one decimal, as d3-geo writes them: relative steps must not drift.
    const ring = Array.from({ length: 400 }, (_, index): [number, number] => {
      const angle = (index / 400) * 2 * Math.PI;
      const radius = 150 + 20 * Math.sin(index * 1.7);
      return [
        Math.round((210 + radius * Math.cos(angle)) * 10) / 10,
        Math.round((127 + radius * Math.sin(angle)) * 10) / 10,
      ];
    });
    const d = `M${ring.map(([x, y]) => `${x},${y}`).join("L")}Z`;
    const compacted = compactPathData(d);
    expect(compacted.length).toBeLessThan(d.length * 0.8);
    const before = absolutePoints(d);
    const after = absolutePoints(compacted);
    expect(after).toHaveLength(before.length);
    for (const [index, [x, y]] of after.entries()) {
      expect(Math.abs(x - before[index]![0])).toBeLessThanOrEqual(0.051);
      expect(Math.abs(y - before[index]![1])).toBeLessThanOrEqual(0.051);
    }
  });
});
