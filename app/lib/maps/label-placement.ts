/**
 * Places the names of a map's pins, greedily: the most crowded choose first, each the best free spot
 * on rings around its pin (near, on its own ground, without a leader line if it can). Each name is a
 * target that overlaps no other, nor a pin but its own, nor a leader line
 * (docs/decisions/145-guides-and-maps.md; each part measured: docs/decisions/163-map-label-placement-kept.md).
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Ground = "highlighted" | "land" | "sea";

export interface LabelRequest {
  /** The pin, in SVG units. */
  x: number;
  y: number;
  radius: number;
  text: string;
  fontSize: number;
  /** What to blame when the name finds no room, such as a file and its field. */
  source: string;
}

export interface PlacedLabel {
  /** x of the anchor, y of the first baseline. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  lines: string[];
  lineHeight: number;
  /** What answers a tap: the name, and its pin when the name sits beside it. */
  target: Box;
  leader?: { x1: number; y1: number; x2: number; y2: number };
}

export interface PlacementOptions {
  minTarget: number;
  /** At the narrowest width this layout is shown at. */
  unitsPerPixel: number;
  /** Without it every spot counts as the pin's own ground. */
  ground?: (x: number, y: number) => Ground;
  maxLineWidth: number;
  /** Whether a name that finds no room, even choosing first, is left off (undefined) instead of failing. */
  mayLeaveOut?: boolean;
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
  let ems = widths.get(text);
  if (ems === undefined) {
    // With a twentieth to spare: the averages run short on capitals and round letters.
    ems = [...text].reduce((sum, character) => sum + characterWidth(character), 0) * 1.05;
    widths.set(text, ems);
  }
  return ems * fontSize;
}
const widths = new Map<string, number>();

export function wrapLabel(text: string, fontSize: number, count: number): string[] {
  const words = text.split(" ");
  if (count <= 1 || words.length < 2) return [text];
  if (count >= words.length) return words;
  // Every way of cutting the words into `count` runs; the one whose widest line is narrowest wins.
  let best: string[] = [text];
  let bestWidth = Infinity;
  const cut = (start: number, left: number, lines: string[]) => {
    if (left === 1) {
      const all = [...lines, words.slice(start).join(" ")];
      const width = Math.max(...all.map((line) => textWidth(line, fontSize)));
      if (width < bestWidth) [best, bestWidth] = [all, width];
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end++) {
      cut(end, left - 1, [...lines, words.slice(start, end).join(" ")]);
    }
  };
  cut(0, count, []);
  return best;
}

const overlaps = (a: Box, b: Box, gap = 0) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
};

const grow = (box: Box, size: number): Box => {
  const width = Math.max(box.width, size);
  const height = Math.max(box.height, size);
  return { x: box.x - (width - box.width) / 2, y: box.y - (height - box.height) / 2, width, height };
};

type Segment = { x1: number; y1: number; x2: number; y2: number };

function pointToSegment(px: number, py: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const t = Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
}

function segmentsCross(a: Segment, b: Segment): boolean {
  const side = (s: Segment, x: number, y: number) => Math.sign((s.x2 - s.x1) * (y - s.y1) - (s.y2 - s.y1) * (x - s.x1));
  return side(a, b.x1, b.y1) * side(a, b.x2, b.y2) < 0 && side(b, a.x1, a.y1) * side(b, a.x2, a.y2) < 0;
}

/** Liang-Barsky clipping. */
function segmentCrossesBox(s: Segment, box: Box): boolean {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  let from = 0;
  let to = 1;
  const sides: [number, number][] = [
    [-dx, s.x1 - box.x],
    [dx, box.x + box.width - s.x1],
    [-dy, s.y1 - box.y],
    [dy, box.y + box.height - s.y1],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q <= 0) return false;
    } else {
      const t = q / p;
      if (p < 0) from = Math.max(from, t);
      else to = Math.min(to, t);
      if (from >= to) return false;
    }
  }
  return true;
}

/** Distances from a pin's edge to its name, in CSS pixels; beyond the second, a leader line. */
const distances = [3, 8, 16, 26, 38, 52, 68, 86, 106, 128, 152, 180];
const besideDistance = 8;
/** In degrees, y growing downward. */
const angles = [0, 180, -25, 25, 155, 205, -50, 50, 130, 230, -90, 90, -70, 70, 110, 250];

const round = (value: number) => Math.round(value * 10) / 10;

/** The share of the name off the pin's own ground, more at sea, most across a coast. */
function groundCost(box: Box, home: Ground, ground: PlacementOptions["ground"], px: number): number {
  if (!ground) return 0;
  // About every 10 CSS pixels along the name, and at its top, middle and bottom of each line.
  const columns = Math.max(3, Math.ceil(box.width / (10 * px)));
  const rows = Math.max(2, Math.ceil(box.height / (8 * px)));
  let away = 0;
  let sea = 0;
  let count = 0;
  for (let i = 0; i <= columns; i++) {
    for (let j = 0; j <= rows; j++) {
      const kind = ground(box.x + (box.width * i) / columns, box.y + (box.height * j) / rows);
      count++;
      if (kind !== home) away++;
      if (kind === "sea") sea++;
    }
  }
  const coast = sea > 0 && sea < count ? 3 : 0;
  return (away / count) * 2 + (sea / count) * (home === "sea" ? 0 : 1) + coast;
}

interface Candidate {
  cost: number;
  placed: PlacedLabel;
  box: Box;
}

interface Scene {
  frame: { width: number; height: number };
  requests: readonly LabelRequest[];
  options: PlacementOptions;
  px: number;
  /** The band along the frame's edges that no target enters. */
  margin: number;
  pins: Box[];
  homes: Ground[];
  /** Pins on or against one another; a pin alone is a cluster of one. */
  clusters: number[][];
}

interface Taken {
  targets: Box[];
  boxes: Box[];
  leaders: Segment[];
  placed: (PlacedLabel | undefined)[];
}

function take(taken: Taken, found: Candidate, index?: number): void {
  taken.targets.push(found.placed.target);
  taken.boxes.push(found.box);
  if (found.placed.leader) taken.leaders.push(found.placed.leader);
  if (index !== undefined) taken.placed[index] = found.placed;
}

function pinBoxes(requests: readonly LabelRequest[]): Box[] {
  return requests.map((request) => ({
    x: request.x - request.radius,
    y: request.y - request.radius,
    width: 2 * request.radius,
    height: 2 * request.radius,
  }));
}

function clustersOf(requests: readonly LabelRequest[], px: number): number[][] {
  const close = (a: number, b: number) =>
    Math.hypot(requests[a]!.x - requests[b]!.x, requests[a]!.y - requests[b]!.y) <
    requests[a]!.radius + requests[b]!.radius + 1 * px;
  const clusterOf = requests.map((_, index) => index);
  const find = (index: number): number =>
    clusterOf[index] === index ? index : (clusterOf[index] = find(clusterOf[index]!));
  for (let a = 0; a < requests.length; a++)
    for (let b = a + 1; b < requests.length; b++) if (close(a, b)) clusterOf[find(b)] = find(a);
  const clusters = new Map<number, number[]>();
  requests.forEach((_, index) => clusters.set(find(index), [...(clusters.get(find(index)) ?? []), index]));
  return [...clusters.values()];
}

/**
 * Each pin's own ground: what most of the ground around it is, the sea only for a pin all at sea
 * (a coastal town's pin may fall just off the drawn coast).
 */
function homeGrounds(requests: readonly LabelRequest[], ground: PlacementOptions["ground"]): Ground[] {
  return requests.map(({ x, y, radius }): Ground => {
    if (!ground) return "highlighted";
    const around = [0, 45, 90, 135, 180, 225, 270, 315].map((angle) =>
      ground(x + Math.cos((angle * Math.PI) / 180) * radius * 2, y + Math.sin((angle * Math.PI) / 180) * radius * 2),
    );
    const count = (kind: Ground) => around.filter((one) => one === kind).length;
    if (count("sea") === around.length) return "sea";
    return count("highlighted") >= count("land") ? "highlighted" : "land";
  });
}

function measure(request: LabelRequest, lines: readonly string[]) {
  const lineHeight = round(request.fontSize * 1.2);
  return {
    lineHeight,
    width: Math.max(...lines.map((line) => textWidth(line, request.fontSize))),
    height: lineHeight * lines.length,
  };
}

function wrappings({ requests, options }: Scene, index: number): string[][] {
  const request = requests[index]!;
  const oneLine = textWidth(request.text, request.fontSize) <= options.maxLineWidth;
  return (oneLine ? [1, 2, 3] : [2, 3]).map((count) => wrapLabel(request.text, request.fontSize, count));
}

function isFree(scene: Scene, taken: Taken, index: number, box: Box, target: Box): boolean {
  const { frame, margin, pins, px } = scene;
  if (
    target.x < margin ||
    target.y < margin ||
    target.x + target.width > frame.width - margin ||
    target.y + target.height > frame.height - margin
  )
    return false;
  if (taken.targets.some((other) => overlaps(target, other))) return false;
  if (pins.some((pin, other) => other !== index && overlaps(target, pin, 1 * px))) return false;
  if (overlaps(box, pins[index]!, 1 * px)) return false;
  return !taken.leaders.some((leader) => segmentCrossesBox(leader, target));
}

/** A leader line from the pin's edge toward the nearest point of the name's box. */
function leaderTo(request: LabelRequest, box: Box, px: number): Segment {
  const nearestX = Math.min(Math.max(request.x, box.x), box.x + box.width);
  const nearestY = Math.min(Math.max(request.y, box.y), box.y + box.height);
  const length = Math.hypot(nearestX - request.x, nearestY - request.y) || 1;
  const ux = (nearestX - request.x) / length;
  const uy = (nearestY - request.y) / length;
  return {
    x1: round(request.x + ux * (request.radius + 1 * px)),
    y1: round(request.y + uy * (request.radius + 1 * px)),
    x2: round(nearestX - ux * 2 * px),
    y2: round(nearestY - uy * 2 * px),
  };
}

/** Whether a leader line reaches past another pin, so that the two names swap their pins' order. */
type Point = Pick<LabelRequest, "x" | "y" | "radius">;

export function reachesPast(own: Point, other: Point, line: Segment): boolean {
  const apart = Math.hypot(other.x - own.x, other.y - own.y);
  // Pins nearer than twice their sizes read as one place; their names, in order, tell them apart.
  if (apart <= 2 * (other.radius + own.radius)) return false;
  const along = ((line.x2 - own.x) * (other.x - own.x) + (line.y2 - own.y) * (other.y - own.y)) / apart;
  return along > apart;
}

/** Whether a leader line passes by or past another pin, or crosses another line, name or target. */
function leaderMisleads({ requests, px }: Scene, taken: Taken, index: number, line: Segment): boolean {
  const request = requests[index]!;
  if (requests.some((other, o) => o !== index && reachesPast(request, other, line))) return true;
  const passesPin = requests.some((other, o) => {
    if (o === index) return false;
    const apart = Math.hypot(other.x - request.x, other.y - request.y);
    const passes = pointToSegment(other.x, other.y, line);
    // A pin clear of this one: the line passes it at a distance.
    if (apart > other.radius + request.radius) return passes < other.radius + 1.5 * px;
    // A pin half over this one (an office beside the capital): the line keeps off its middle.
    if (apart > (other.radius + request.radius) / 2) return passes < other.radius * 0.6;
    // Pins on top of one another read as one: the names, in order, and their lines tell them apart.
    return false;
  });
  return (
    passesPin ||
    taken.leaders.some((other) => segmentsCross(line, other)) ||
    taken.boxes.some((other) => segmentCrossesBox(line, other)) ||
    taken.targets.some((other) => segmentCrossesBox(line, other))
  );
}

/** Whether a name's box lies nearer another pin than its own, so that it reads as that pin's. */
function astray({ requests, px }: Scene, index: number, box: Box): boolean {
  const request = requests[index]!;
  const reach = (x: number, y: number) =>
    Math.hypot(Math.max(box.x - x, 0, x - box.x - box.width), Math.max(box.y - y, 0, y - box.y - box.height));
  const own = reach(request.x, request.y) - request.radius;
  return requests.some((other, o) => o !== index && reach(other.x, other.y) - other.radius < own - 1 * px);
}

/**
 * A name with its box's top left at (`left`, `top`), if the spot is free, and its cost before the
 * ground. `beside`: next to its pin (the target takes in the pin), without a leader line.
 */
function candidateAt(
  scene: Scene,
  taken: Taken,
  index: number,
  lines: string[],
  spot: { left: number; top: number; anchor: PlacedLabel["anchor"]; beside: boolean; distance: number; rank: number },
): Candidate | undefined {
  const request = scene.requests[index]!;
  const { lineHeight, width, height } = measure(request, lines);
  const { left, top, anchor, beside } = spot;
  const box = { x: left, y: top, width, height };
  const target = grow(beside ? union(box, scene.pins[index]!) : box, scene.options.minTarget);
  if (!isFree(scene, taken, index, box, target)) return undefined;
  const leader = beside ? undefined : leaderTo(request, box, scene.px);
  if (leader && leaderMisleads(scene, taken, index, leader)) return undefined;
  const cost =
    (astray(scene, index, box) && !leader ? 3 : 0) +
    spot.distance / 20 +
    (leader ? 2 : 0) +
    spot.rank +
    [0, 0.8, 2.5][lines.length - 1]!;
  const textX = anchor === "start" ? left : anchor === "end" ? left + width : left + width / 2;
  return {
    cost,
    box,
    placed: {
      x: round(textX),
      // The first baseline: about 0.8 of the line below the box's top.
      y: round(top + lineHeight * 0.78),
      anchor,
      lines,
      lineHeight,
      target: { x: round(target.x), y: round(target.y), width: round(target.width), height: round(target.height) },
      ...(leader ? { leader } : {}),
    },
  };
}

/** Every free spot on the rings around a pin. */
function freeSpots(scene: Scene, taken: Taken, index: number): Candidate[] {
  const request = scene.requests[index]!;
  const found: Candidate[] = [];
  for (const lines of wrappings(scene, index)) {
    const { width, height } = measure(request, lines);
    for (const distance of distances) {
      for (const [rank, angle] of angles.entries()) {
        const dx = Math.cos((angle * Math.PI) / 180);
        const dy = Math.sin((angle * Math.PI) / 180);
        const reach = request.radius + distance * scene.px;
        const pointX = request.x + dx * reach;
        const pointY = request.y + dy * reach;
        const anchor = dx > 0.3 ? "start" : dx < -0.3 ? "end" : "middle";
        const left = anchor === "start" ? pointX : anchor === "end" ? pointX - width : pointX - width / 2;
        const top = dy > 0.3 ? pointY : dy < -0.3 ? pointY - height : pointY - height / 2;
        const beside = distance <= besideDistance;
        const one = candidateAt(scene, taken, index, lines, { left, top, anchor, beside, distance, rank: rank / 40 });
        if (one) found.push(one);
      }
    }
  }
  return found;
}

/** Places a name at the cheapest of its spots, counting their ground; NoRoom when it has none. */
function placeBest(scene: Scene, taken: Taken, index: number, spots: readonly Candidate[]): Candidate {
  let best: Candidate | undefined;
  // The ground is costly to read: only for the spots that could still win.
  for (const spot of [...spots].sort((a, b) => a.cost - b.cost)) {
    if (best && spot.cost >= best.cost) break;
    const cost = spot.cost + groundCost(spot.box, scene.homes[index]!, scene.options.ground, scene.px);
    if (!best || cost < best.cost) best = { ...spot, cost };
  }
  if (!best) throw new NoRoom(index);
  take(taken, best, index);
  return best;
}

/** A cluster's names in a column to its right or left, in its pins' order, so no two lines cross. */
function placeColumn(scene: Scene, taken: Taken, members: number[]): boolean {
  const { requests, frame, margin, px, options } = scene;
  const sorted = [...members].sort((a, b) => requests[a]!.y - requests[b]!.y || requests[a]!.x - requests[b]!.x);
  const linesOf = (width: number) =>
    sorted.map(
      (index) =>
        wrappings(scene, index).find((lines) => measure(requests[index]!, lines).width <= width) ??
        wrappings(scene, index).at(-1)!,
    );
  const right = Math.max(...sorted.map((index) => requests[index]!.x + requests[index]!.radius));
  const left = Math.min(...sorted.map((index) => requests[index]!.x - requests[index]!.radius));
  const middle = sorted.reduce((sum, index) => sum + requests[index]!.y, 0) / sorted.length;
  let best: { cost: number; found: Candidate[] } | undefined;
  for (const side of ["right", "left"] as const) {
    for (const distance of distances.filter((value) => value > besideDistance)) {
      const edge = side === "right" ? right + distance * px : left - distance * px;
      const room = side === "right" ? frame.width - margin - edge : edge - margin;
      for (const lines of [linesOf(Math.min(room, options.maxLineWidth)), linesOf(0)]) {
        const heights = sorted.map(
          (index, i) => Math.max(measure(requests[index]!, lines[i]!).height, options.minTarget) + 2 * px,
        );
        const total = heights.reduce((sum, height) => sum + height, 0);
        for (const shift of [0, -0.25, 0.25, -0.5, 0.5, -0.75, 0.75, -1, 1]) {
          let top = Math.min(Math.max(middle - total / 2 + shift * total, margin), frame.height - margin - total);
          // The column's names keep one another's room while it is tried, on a copy of what is taken.
          const trial = { ...taken, targets: [...taken.targets], boxes: [...taken.boxes], leaders: [...taken.leaders] };
          const found: Candidate[] = [];
          for (const [i, index] of sorted.entries()) {
            const size = measure(requests[index]!, lines[i]!);
            const slot = heights[i]!;
            const one = candidateAt(scene, trial, index, lines[i]!, {
              left: side === "right" ? edge : edge - size.width,
              top: top + (slot - size.height) / 2,
              anchor: side === "right" ? "start" : "end",
              beside: false,
              distance,
              rank: (side === "right" ? 0 : 0.2) + Math.abs(shift) / 2,
            });
            top += slot;
            if (!one) break;
            found.push(one);
            take(trial, one);
          }
          if (found.length === sorted.length) {
            const cost = found.reduce(
              (sum, one, i) => sum + one.cost + groundCost(one.box, scene.homes[sorted[i]!]!, options.ground, px),
              0,
            );
            if (!best || cost < best.cost) best = { cost, found };
          }
        }
      }
      if (best) break;
    }
  }
  if (!best) return false;
  best.found.forEach((one, i) => take(taken, one, sorted[i]!));
  return true;
}

/**
 * The names that stand alone, the one with the fewest free spots left first (the longer on a tie).
 * The spots are found once, then thinned: finding them afresh doubles the drawing time (record 163).
 */
function placeSingles(scene: Scene, taken: Taken, waiting: readonly number[]): void {
  const free = new Map(waiting.map((index) => [index, freeSpots(scene, taken, index)]));
  while (free.size > 0) {
    const [next, spots] = [...free].reduce((best, choice) =>
      choice[1].length < best[1].length ||
      (choice[1].length === best[1].length &&
        textWidth(scene.requests[choice[0]]!.text, 1) > textWidth(scene.requests[best[0]]!.text, 1))
        ? choice
        : best,
    );
    free.delete(next);
    const chosen = placeBest(scene, taken, next, spots);
    for (const [index, others] of free)
      free.set(
        index,
        others.filter((spot) => compatible(spot, chosen)),
      );
  }
}

function compatible(a: Candidate, b: Candidate): boolean {
  if (overlaps(a.placed.target, b.placed.target)) return false;
  const la = a.placed.leader;
  const lb = b.placed.leader;
  if (la && (segmentCrossesBox(la, b.box) || segmentCrossesBox(la, b.placed.target))) return false;
  if (lb && (segmentCrossesBox(lb, a.box) || segmentCrossesBox(lb, a.placed.target))) return false;
  return !(la && lb && segmentsCross(la, lb));
}

/** One attempt: the names crowded out before choose first, then the clusters, largest first, then the rest. */
function placeAll(
  scene: Scene,
  reserved: readonly Box[],
  first: readonly number[],
  leftOut: ReadonlySet<number>,
): (PlacedLabel | undefined)[] {
  const taken: Taken = {
    targets: [...reserved],
    boxes: [],
    leaders: [],
    placed: scene.requests.map(() => undefined),
  };
  const groups = scene.clusters
    .map((members) => members.filter((index) => !leftOut.has(index)))
    .filter((members) => members.length > 0)
    .sort((a, b) => b.length - a.length || a[0]! - b[0]!);
  const clusterSize = (index: number) => groups.find((members) => members.includes(index))!.length;
  const waiting: number[] = [];
  for (const index of first) {
    if (clusterSize(index) === 1) placeBest(scene, taken, index, freeSpots(scene, taken, index));
  }
  for (const members of groups.filter((group) => group.length > 1)) {
    if (!placeColumn(scene, taken, members)) waiting.push(...members);
  }
  waiting.push(...groups.filter((group) => group.length === 1 && !first.includes(group[0]!)).map(([index]) => index!));
  placeSingles(scene, taken, waiting);
  return taken.placed;
}

export function placeLabels(
  frame: { width: number; height: number },
  requests: readonly LabelRequest[],
  options: PlacementOptions,
  reserved: readonly Box[] = [],
): (PlacedLabel | undefined)[] {
  const px = options.unitsPerPixel;
  const scene: Scene = {
    frame,
    requests,
    options,
    px,
    margin: 2 * px,
    pins: pinBoxes(requests),
    homes: homeGrounds(requests, options.ground),
    clusters: clustersOf(requests, px),
  };
  // Greedy choices can crowd a name out; then the name goes first, and the whole map again. A name
  // crowded out even then is left off, where that is allowed, and the others placed again.
  const first: number[] = [];
  const leftOut = new Set<number>();
  for (;;) {
    try {
      return placeAll(scene, reserved, first, leftOut);
    } catch (error) {
      if (!(error instanceof NoRoom)) throw error;
      if (first.includes(error.index)) {
        if (!options.mayLeaveOut) throw noRoomError(requests[error.index]!);
        leftOut.add(error.index);
        first.splice(first.indexOf(error.index), 1);
      } else {
        first.unshift(error.index);
      }
    }
  }
}

function noRoomError({ source, text }: LabelRequest): Error {
  return new Error(
    `${source}: no room on the map for the name "${text}" (make it shorter, or move the place away from its neighbors)`,
  );
}

class NoRoom extends Error {
  constructor(readonly index: number) {
    super(`no room for name ${index}`);
  }
}
