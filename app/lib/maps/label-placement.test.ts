import { describe, expect, it } from "vitest";
import { placeLabels, reachesPast, textWidth, wrapLabel, type LabelRequest, type PlacedLabel } from "./label-placement";

const frame = { width: 400, height: 300 };
const options = { minTarget: 24, unitsPerPixel: 1, maxLineWidth: 150 };
const pin = (name: string, x: number, y: number, radius = 6): LabelRequest => ({
  x,
  y,
  radius,
  text: name,
  fontSize: 13,
  source: `fixture: field "${name}"`,
});

function textBox(label: PlacedLabel, fontSize = 13) {
  const width = Math.max(...label.lines.map((line) => textWidth(line, fontSize)));
  const x = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { x, y: label.y - label.lineHeight * 0.78, width, height: label.lineHeight * label.lines.length };
}

describe("placing the names of a map's pins", () => {
  it("keeps a name off the sea when the land beside its pin has room", () => {
    // Sea on the right of x = 200; the pin stands on the coast, on the land side.
    const ground = (x: number) => (x < 200 ? ("highlighted" as const) : ("sea" as const));
    const [label] = placeLabels(frame, [pin("Sri Jayawardenepura Kotte", 190, 150)], { ...options, ground });
    const box = textBox(label!);
    expect(box.x + box.width).toBeLessThanOrEqual(200);
  });

  it("gives every name a target of the minimum size, apart from every other", () => {
    const labels = placeLabels(
      frame,
      [pin("Hue", 100, 100), pin("Hoi An", 100, 130), pin("Da Nang", 130, 115)],
      options,
    );
    for (const [index, label] of labels.map((one) => one!).entries()) {
      expect(label.target.width).toBeGreaterThanOrEqual(24);
      expect(label.target.height).toBeGreaterThanOrEqual(24);
      for (const other of labels.slice(index + 1).map((one) => one!)) {
        const apart =
          label.target.x + label.target.width <= other.target.x ||
          other.target.x + other.target.width <= label.target.x ||
          label.target.y + label.target.height <= other.target.y ||
          other.target.y + other.target.height <= label.target.y;
        expect(apart).toBe(true);
      }
    }
  });

  it("draws each leader line from its own pin, and not through the middle of a pin half over it", () => {
    // An office and a capital 10 units apart, their symbols overlapping.
    const office = pin("Colombo", 200, 150);
    const capital = pin("Sri Jayawardenepura Kotte", 210, 152);
    const [officeLabel, capitalLabel] = placeLabels(frame, [office, capital], options);
    for (const [label, own, other] of [
      [officeLabel!, office, capital],
      [capitalLabel!, capital, office],
    ] as const) {
      expect(label.leader).toBeDefined();
      const { x1, y1, x2, y2 } = label.leader!;
      expect(Math.hypot(x1 - own.x, y1 - own.y)).toBeCloseTo(own.radius + 1, 0);
      // The other pin's middle is not on the line.
      const t = Math.max(
        0,
        Math.min(1, ((other.x - x1) * (x2 - x1) + (other.y - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2)),
      );
      const passes = Math.hypot(other.x - (x1 + t * (x2 - x1)), other.y - (y1 + t * (y2 - y1)));
      expect(passes).toBeGreaterThan(other.radius * 0.5);
    }
  });

  it("never runs a leader line past another pin: the names keep their pins' order", () => {
    const north = pin("Hanoi", 200, 100);
    const south = pin("Ho Chi Minh City", 205, 170);
    // From the southern pin to a name above the northern one: past it.
    expect(reachesPast(south, north, { x1: 205, y1: 163, x2: 180, y2: 80 })).toBe(true);
    // To a name beside the southern pin, or short of the northern one: not past it.
    expect(reachesPast(south, north, { x1: 211, y1: 168, x2: 240, y2: 150 })).toBe(false);
    expect(reachesPast(south, north, { x1: 205, y1: 163, x2: 190, y2: 120 })).toBe(false);
    // Pins on top of one another read as one place: their names' order is told by the names.
    expect(reachesPast(south, pin("Saigon", 208, 168), { x1: 205, y1: 163, x2: 215, y2: 130 })).toBe(false);
    // Placed among pins in a column, no name of a pin lower down stands above a pin higher up.
    const pins = [
      pin("Hanoi", 200, 60),
      pin("Hue", 210, 130),
      pin("Da Nang", 215, 145),
      pin("Ho Chi Minh City", 205, 230),
    ];
    const labels = placeLabels(frame, pins, options);
    for (const [index, label] of labels.entries())
      for (const other of pins.filter((_, o) => o !== index))
        if (label?.leader) expect(reachesPast(pins[index]!, other, label.leader), pins[index]!.text).toBe(false);
  });

  it("names the field of a name that finds no room", () => {
    expect(() => placeLabels({ width: 60, height: 40 }, [pin("Seoul Skyline & Lotte Tower", 30, 20)], options)).toThrow(
      /^fixture: field "Seoul Skyline & Lotte Tower": no room on the map for the name "Seoul Skyline & Lotte Tower"/,
    );
  });

  it("leaves out a name that finds no room, where the layout allows it, and places the others", () => {
    // The long name fits nowhere in the small frame; the short one does.
    const labels = placeLabels(
      { width: 100, height: 40 },
      [pin("Seoul Skyline & Lotte Tower", 30, 20), pin("Hue", 80, 20)],
      { ...options, mayLeaveOut: true },
    );
    expect(labels[0]).toBeUndefined();
    expect(labels[1]?.lines).toEqual(["Hue"]);
  });
});

describe("wrapping a name", () => {
  it("cuts it into lines of about equal width at spaces", () => {
    expect(wrapLabel("Temple of the Sacred Tooth Relic", 13, 2)).toEqual(["Temple of the", "Sacred Tooth Relic"]);
    expect(wrapLabel("Hanoi", 13, 2)).toEqual(["Hanoi"]);
  });
});
