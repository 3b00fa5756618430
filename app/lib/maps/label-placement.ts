/**
 * Places the names of a map's pins so that no two overlap, none covers a pin and all stay inside
 * the frame. Greedy and deterministic: each label, in the order given, takes the first free spot
 * on rings of growing distance around its pin; a label moved away from its pin gets a leader line.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelRequest {
  /** The pin it names, in SVG units. */
  x: number;
  y: number;
  /** Radius of the pin's symbol. */
  radius: number;
  /** One or two lines of text. */
  lines: string[];
  fontSize: number;
}

export interface PlacedLabel {
  /** Where the text is written: x of the anchor, y of the first baseline. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  lineHeight: number;
  /** From the pin's edge to the label, when the label sits away from its pin. */
  leader?: { x1: number; y1: number; x2: number; y2: number };
}

/** Average advance widths of the site's sans-serif at weight 600, in ems. */
function characterWidth(character: string): number {
  if (character === " ") return 0.26;
  if (/[A-Z]/.test(character)) return 0.66;
  if (/[mw]/.test(character)) return 0.82;
  if (/[iljtf']/.test(character)) return 0.3;
  if (/[0-9]/.test(character)) return 0.58;
  if (/[a-z]/.test(character)) return 0.55;
  return 0.4;
}

/** An estimate of a line's width in SVG units (no font metrics at build time). */
export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, character) => sum + characterWidth(character), 0) * fontSize;
}

/** Splits a long name at the space nearest its middle. */
export function wrapLabel(text: string, fontSize: number, maxWidth: number): string[] {
  if (textWidth(text, fontSize) <= maxWidth || !text.includes(" ")) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let index = text.indexOf(" "); index !== -1; index = text.indexOf(" ", index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

const overlaps = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

const distances = [4, 12, 22, 34, 48, 64, 82, 104, 130, 160];
/** Right, left, then the diagonals and straight above and below, in degrees (y grows downward). */
const angles = [0, 180, -25, 25, 155, 205, -55, 55, 125, 235, -90, 90];

const round = (value: number) => Math.round(value * 10) / 10;

export function placeLabels(
  frame: { width: number; height: number },
  requests: LabelRequest[],
  reserved: Box[] = [],
): PlacedLabel[] {
  const margin = 3;
  const taken: Box[] = [...reserved];
  const pins: Box[] = requests.map((request) => ({
    x: request.x - request.radius,
    y: request.y - request.radius,
    width: 2 * request.radius,
    height: 2 * request.radius,
  }));

  return requests.map((request, index) => {
    // A pin on top of another cannot be told apart by position: its label always gets a leader line.
    const crowded = requests.some(
      (other, otherIndex) =>
        otherIndex !== index && Math.hypot(other.x - request.x, other.y - request.y) < request.radius + other.radius,
    );
    const lineHeight = round(request.fontSize * 1.15);
    const width = Math.max(...request.lines.map((line) => textWidth(line, request.fontSize)));
    const height = lineHeight * request.lines.length;
    for (const distance of crowded ? distances.filter((candidate) => candidate > 12) : distances) {
      for (const angle of angles) {
        const radians = (angle * Math.PI) / 180;
        const dx = Math.cos(radians);
        const dy = Math.sin(radians);
        const reach = request.radius + distance;
        const pointX = request.x + dx * reach;
        const pointY = request.y + dy * reach;
        const anchor = dx > 0.3 ? "start" : dx < -0.3 ? "end" : "middle";
        const left = anchor === "start" ? pointX : anchor === "end" ? pointX - width : pointX - width / 2;
        const top = dy > 0.3 ? pointY : dy < -0.3 ? pointY - height : pointY - height / 2;
        const box = { x: left, y: top, width, height };
        if (
          box.x < margin ||
          box.y < margin ||
          box.x + width > frame.width - margin ||
          box.y + height > frame.height - margin
        )
          continue;
        if (taken.some((other) => overlaps(box, other, 2))) continue;
        if (pins.some((pin) => overlaps(box, pin, 1.5))) continue;
        taken.push(box);
        const textX = anchor === "start" ? left : anchor === "end" ? left + width : left + width / 2;
        const placed: PlacedLabel = {
          x: round(textX),
          // The first baseline: about 0.8 of the line below the box's top.
          y: round(top + lineHeight * 0.8),
          anchor,
          lineHeight,
        };
        if (distance > 12) {
          // From the pin's edge toward the nearest point of the label's box.
          const nearestX = Math.min(Math.max(request.x, left), left + width);
          const nearestY = Math.min(Math.max(request.y, top), top + height);
          const length = Math.hypot(nearestX - request.x, nearestY - request.y) || 1;
          placed.leader = {
            x1: round(request.x + ((nearestX - request.x) / length) * (request.radius + 1)),
            y1: round(request.y + ((nearestY - request.y) / length) * (request.radius + 1)),
            x2: round(nearestX - ((nearestX - request.x) / length) * 2),
            y2: round(nearestY - ((nearestY - request.y) / length) * 2),
          };
        }
        return placed;
      }
    }
    throw new Error(
      `No room on the map for the label "${request.lines.join(" ")}": make the map larger or the name shorter`,
    );
  });
}
