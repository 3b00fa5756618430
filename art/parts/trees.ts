/** Palms, round trees, conifers, jungle canopy, bushes and grass. */
import { circle, g, line, num, path, poly, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";
import * as P from "#art/palette.ts";

function quadAt(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
}

/** The unit normal of a quadratic curve at t, from its chord over t - eps .. t + eps. */
function normalAt(p0: Pt, c: Pt, p1: Pt, t: number, eps: number): Pt {
  const q = quadAt(p0, c, p1, Math.min(1, t + eps));
  const r = quadAt(p0, c, p1, Math.max(0, t - eps));
  const dx = q[0] - r[0],
    dy = q[1] - r[1];
  const len = Math.hypot(dx, dy) || 1;
  return [-dy / len, dx / len];
}

/** A tapered ribbon along a quadratic curve (trunks, stems, leaves). */
function taperD(p0: Pt, c: Pt, p1: Pt, w0: number, w1: number, steps = 8, bulge = 0): string {
  const left: Pt[] = [],
    right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = quadAt(p0, c, p1, t);
    const [nx, ny] = normalAt(p0, c, p1, t, 0.01);
    const w = (w0 + (w1 - w0) * t + bulge * Math.sin(Math.PI * t)) / 2;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  return smoothD(left, { tension: 0.8 }) + smoothD(right.reverse(), { tension: 0.8, cont: true }) + "Z";
}

export interface PalmOptions {
  x: number;
  y: number;
  h: number;
  /** Horizontal offset of the crown relative to height (negative leans left). */
  lean?: number;
  trunk: string;
  leaf: string;
  /** Second, darker leaf tone for depth (optional). */
  leafDark?: string;
  seed: string;
  fronds?: number;
}

/** The coconut palm of a sunlit shore: dark trunk, green fronds. */
export const greenPalm: Pick<PalmOptions, "trunk" | "leaf" | "leafDark"> = {
  trunk: P.inkSoft,
  leaf: P.forest,
  leafDark: P.pine,
};

/** Coconut palm: curved trunk and drooping, serrated fronds. */
export function palm(o: PalmOptions): string {
  const rand = rng(o.seed);
  const lean = o.lean ?? 0.15;
  const base: Pt = [o.x, o.y];
  const top: Pt = [o.x + lean * o.h, o.y - o.h];
  const ctrl: Pt = [o.x + lean * o.h * 0.05, o.y - o.h * 0.55];
  const tw = o.h * 0.055;
  const out: string[] = [path(taperD(base, ctrl, top, tw * 1.3, tw * 0.7, 10), o.trunk)];
  const n = o.fronds ?? 8;
  const len = o.h * 0.42;
  const back: string[] = [],
    front: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = -Math.PI * (0.02 + (0.96 * i) / (n - 1)) + between(rand, -0.12, 0.12);
    const dirx = Math.cos(a),
      diry = Math.sin(a);
    const L = len * between(rand, 0.82, 1.1);
    const droop = L * (0.35 + 0.45 * (1 - Math.abs(diry)));
    const end: Pt = [top[0] + dirx * L, top[1] + diry * L * 0.55 + droop];
    const c: Pt = [top[0] + dirx * L * 0.55, top[1] + diry * L * 0.7 - L * 0.12];
    const d = frondD(top, c, end, L * 0.16, 6);
    (i % 2 === 0 ? back : front).push(d);
  }
  out.push(path(back.join(""), o.leafDark ?? o.leaf));
  out.push(path(front.join(""), o.leaf));
  out.push(
    circle(top[0] - tw * 0.3, top[1] + tw * 0.55, tw * 0.34, o.trunk),
    circle(top[0] + tw * 0.3, top[1] + tw * 0.6, tw * 0.3, o.trunk),
  );
  return g(out);
}

/** A palm frond: one smooth upper edge (a quadratic), a serrated lower edge of leaflet tips. */
function frondD(p0: Pt, c: Pt, p1: Pt, width: number, teeth: number): string {
  const steps = teeth * 2;
  const lower: Pt[] = [];
  let ux = 0,
    uy = 0;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = quadAt(p0, c, p1, t);
    let [nx, ny] = normalAt(p0, c, p1, t, 0.02);
    // the leaflets hang below the rib
    if (ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    if (i === teeth) {
      ux = nx;
      uy = ny;
    }
    const w = width * Math.sin(Math.PI * Math.min(1, t * 1.15)) * (1 - t * 0.3);
    const tooth = i % 2 === 1 ? 1.35 : 0.55;
    lower.push([p[0] + nx * w * tooth, p[1] + ny * w * tooth]);
  }
  const up: Pt = [c[0] - ux * width * 0.6, c[1] - uy * width * 0.6];
  return (
    `M${num(p0[0])} ${num(p0[1])}Q${num(up[0])} ${num(up[1])} ${num(p1[0])} ${num(p1[1])}` +
    lower
      .reverse()
      .map((p) => `L${num(p[0])} ${num(p[1])}`)
      .join("") +
    "Z"
  );
}

/** Broadleaf tree: trunk and a lumpy round crown with a shaded right half. */
export function roundTree(
  seed: string,
  x: number,
  y: number,
  h: number,
  crown: string,
  shade: string,
  trunk: string,
): string {
  const rand = rng(seed);
  const r = h * 0.36;
  const cy = y - h + r;
  const pts: Pt[] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    const rr = r * between(rand, 0.86, 1.08);
    pts.push([x + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.92]);
  }
  const sh: Pt[] = [
    [x + r * 0.15, cy - r * 0.9],
    [x + r * 0.9, cy - r * 0.35],
    [x + r * 0.95, cy + r * 0.35],
    [x + r * 0.2, cy + r * 0.88],
    [x - r * 0.5, cy + r * 0.7],
    [x + r * 0.1, cy + r * 0.3],
    [x + r * 0.35, cy - r * 0.3],
  ];
  return (
    poly(
      [
        [x - h * 0.035, y],
        [x - h * 0.02, cy],
        [x + h * 0.02, cy],
        [x + h * 0.035, y],
      ],
      trunk,
    ) +
    path(smoothD(pts, { closed: true }), crown) +
    path(smoothD(sh, { closed: true, tension: 0.8 }), shade, { opacity: 0.55 })
  );
}

/** Conifer: stacked triangles. */
export function conifer(x: number, y: number, h: number, color: string, shade?: string): string {
  const w = h * 0.32;
  const tiers = 3;
  let d = "";
  let s = "";
  for (let i = 0; i < tiers; i++) {
    const top = y - h + h * 0.22 * i;
    const bot = y - h * 0.1 - h * 0.18 * (tiers - 1 - i);
    const ww = w * (0.55 + 0.25 * i);
    d += `M${num(x)} ${num(top)}L${num(x + ww)} ${num(bot)}L${num(x - ww)} ${num(bot)}Z`;
    if (shade) s += `M${num(x)} ${num(top)}L${num(x + ww)} ${num(bot)}L${num(x + ww * 0.2)} ${num(bot)}Z`;
  }
  return (
    poly(
      [
        [x - h * 0.025, y],
        [x - h * 0.025, y - h * 0.15],
        [x + h * 0.025, y - h * 0.15],
        [x + h * 0.025, y],
      ],
      color,
    ) +
    path(d, color) +
    (s && shade ? path(s, shade) : "")
  );
}

/** A band of rounded tree crowns along y, filled to `bottom` (jungle, forest edges). */
export function canopy(
  seed: string,
  x0: number,
  x1: number,
  y: number,
  r: number,
  color: string,
  bottom: number,
  jitter = 0.5,
): string {
  const rand = rng(seed);
  let d = `M${num(x0)} ${num(bottom)}L${num(x0)} ${num(y)}`;
  let x = x0;
  let yy = y;
  while (x < x1) {
    const rr = r * between(rand, 0.6, 1.25);
    const ny = y + between(rand, -r * jitter, r * jitter);
    d += `A${num(rr)} ${num(rr)} 0 0 1 ${num(x + rr * 1.5)} ${num(ny)}`;
    x += rr * 1.5;
    yy = ny;
  }
  d += `L${num(x)} ${num(Math.max(bottom, yy))}Z`;
  return path(d, color);
}

/** Low bush: three overlapping domes. */
export function bush(x: number, y: number, w: number, color: string): string {
  const h = w * 0.5;
  const d = `M${num(x - w / 2)} ${num(y)}A${num(w * 0.22)} ${num(w * 0.22)} 0 0 1 ${num(x - w * 0.12)} ${num(y - h * 0.55)}A${num(w * 0.26)} ${num(w * 0.26)} 0 0 1 ${num(x + w * 0.28)} ${num(y - h * 0.4)}A${num(w * 0.2)} ${num(w * 0.2)} 0 0 1 ${num(x + w / 2)} ${num(y)}Z`;
  return path(d, color);
}

/** Grass tufts: a few upward strokes. */
export function grass(
  seed: string,
  x0: number,
  x1: number,
  y: number,
  count: number,
  h: number,
  color: string,
  width = 2,
): string {
  const rand = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = between(rand, x0, x1);
    const yy = y + between(rand, -h * 0.2, h * 0.2);
    for (let k = -1; k <= 1; k++) {
      const hh = h * between(rand, 0.6, 1.1);
      d += `M${num(x + k * 2)} ${num(yy)}Q${num(x + k * 3)} ${num(yy - hh * 0.6)} ${num(x + k * h * 0.3)} ${num(yy - hh)}`;
    }
  }
  return line(d, color, width);
}

/** Banana / broad tropical leaf fanning from (x, y). */
export function broadLeaves(
  seed: string,
  x: number,
  y: number,
  size: number,
  count: number,
  color: string,
  dark: string,
): string {
  const rand = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = -Math.PI * (0.12 + (0.76 * i) / Math.max(1, count - 1)) + between(rand, -0.1, 0.1);
    const L = size * between(rand, 0.75, 1.05);
    const end: Pt = [x + Math.cos(a) * L, y + Math.sin(a) * L * 0.8 + L * 0.12];
    const c: Pt = [x + Math.cos(a) * L * 0.5, y + Math.sin(a) * L * 0.75 - L * 0.08];
    out.push(path(taperD([x, y], c, end, size * 0.02, 0, 8, size * 0.24), i % 2 === 0 ? color : dark));
    out.push(
      line(
        `M${num(x)} ${num(y)}Q${num(c[0])} ${num(c[1])} ${num(end[0])} ${num(end[1])}`,
        dark,
        Math.max(1, size * 0.012),
        { opacity: 0.6 },
      ),
    );
  }
  return g(out);
}

/** Bamboo: thin stalks with node marks and a few leaves. */
export function bamboo(
  seed: string,
  x: number,
  y: number,
  h: number,
  count: number,
  color: string,
  leaf: string,
): string {
  const rand = rng(seed);
  const stalks: string[] = [];
  let leaves = "";
  for (let i = 0; i < count; i++) {
    const sx = x + i * h * 0.05 + between(rand, -4, 4);
    const sh = h * between(rand, 0.75, 1);
    const bend = between(rand, -0.08, 0.08) * sh;
    stalks.push(`M${num(sx)} ${num(y)}Q${num(sx + bend * 0.2)} ${num(y - sh / 2)} ${num(sx + bend)} ${num(y - sh)}`);
    for (let k = 0; k < 4; k++) {
      const t = 0.45 + k * 0.15;
      const lx = sx + bend * t * t,
        ly = y - sh * t;
      const dir = k % 2 === 0 ? 1 : -1;
      const L = h * 0.12;
      leaves += `M${num(lx)} ${num(ly)}Q${num(lx + dir * L * 0.5)} ${num(ly - L * 0.35)} ${num(lx + dir * L)} ${num(ly + L * 0.1)}Q${num(lx + dir * L * 0.5)} ${num(ly - L * 0.05)} ${num(lx)} ${num(ly)}Z`;
    }
  }
  return line(stalks.join(""), color, Math.max(2, h * 0.018)) + path(leaves, leaf);
}

/** Korean red pine (sonamu): leaning trunk with flat foliage pads. */
export function pinePlates(
  seed: string,
  x: number,
  y: number,
  h: number,
  trunk: string,
  foliage: string,
  dark: string,
  flip = false,
): string {
  const rand = rng(seed);
  const f = flip ? -1 : 1;
  const top: Pt = [x + f * h * 0.28, y - h * 0.88];
  const out: string[] = [path(taperD([x, y], [x - f * h * 0.08, y - h * 0.5], top, h * 0.07, h * 0.025, 10), trunk)];
  const pads: Pt[] = [
    top,
    [x + f * h * 0.02, y - h * 0.66],
    [x + f * h * 0.42, y - h * 0.6],
    [x - f * h * 0.16, y - h * 0.82],
  ];
  let br = "";
  let lo = "",
    hi = "";
  for (const [i, p] of pads.entries()) {
    const stemFrom: Pt = [x + f * h * 0.06 * (i % 2 === 0 ? 1 : -1), y - h * (0.45 + i * 0.08)];
    br += `M${num(stemFrom[0])} ${num(stemFrom[1])}Q${num((stemFrom[0] + p[0]) / 2)} ${num(p[1] + h * 0.05)} ${num(p[0])} ${num(p[1] + h * 0.03)}`;
    const w = h * between(rand, 0.2, 0.3);
    const t = h * 0.07;
    lo += `M${num(p[0] - w)} ${num(p[1] + t * 0.4)}Q${num(p[0] - w * 0.6)} ${num(p[1] - t * 1.2)} ${num(p[0])} ${num(p[1] - t)}Q${num(p[0] + w * 0.7)} ${num(p[1] - t * 1.2)} ${num(p[0] + w)} ${num(p[1] + t * 0.4)}Z`;
    hi += `M${num(p[0] - w * 0.8)} ${num(p[1] - t * 0.2)}Q${num(p[0] - w * 0.4)} ${num(p[1] - t * 1.4)} ${num(p[0] + w * 0.1)} ${num(p[1] - t * 1.05)}Q${num(p[0] - w * 0.1)} ${num(p[1] - t * 0.4)} ${num(p[0] - w * 0.8)} ${num(p[1] - t * 0.2)}Z`;
  }
  out.push(line(br, trunk, h * 0.018), path(lo, dark), path(hi, foliage));
  return g(out);
}

/** A flowering branch (cherry blossom) entering from (x0, y0) toward (x1, y1). */
export function blossomBranch(
  seed: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  wood: string,
  petals: readonly string[],
): string {
  const rand = rng(seed);
  const mid: Pt = [(x0 + x1) / 2 + between(rand, -30, 30), (y0 + y1) / 2 + between(rand, 10, 40)];
  const len = Math.hypot(x1 - x0, y1 - y0);
  let twigs = "";
  const ends: Pt[] = [[x1, y1]];
  for (let i = 0; i < 5; i++) {
    const t = 0.3 + i * 0.14;
    const u = 1 - t;
    const bx = u * u * x0 + 2 * u * t * mid[0] + t * t * x1;
    const by = u * u * y0 + 2 * u * t * mid[1] + t * t * y1;
    const side = i % 2 === 0 ? 1 : -1;
    const ex = bx + between(rand, 0.05, 0.15) * len,
      ey = by + side * between(rand, 0.08, 0.16) * len;
    twigs += `M${num(bx)} ${num(by)}Q${num((bx + ex) / 2)} ${num((by + ey) / 2 - side * 8)} ${num(ex)} ${num(ey)}`;
    ends.push([ex, ey], [bx, by]);
  }
  let flowers = "";
  const byColor: string[] = petals.map(() => "");
  for (const [ex, ey] of ends) {
    for (let k = 0; k < 6; k++) {
      const fx = ex + between(rand, -1, 1) * len * 0.05,
        fy = ey + between(rand, -1, 1) * len * 0.04;
      const r = len * between(rand, 0.012, 0.02);
      const ci = Math.floor(rand() * petals.length);
      byColor[ci] =
        (byColor[ci] ?? "") +
        `M${num(fx - r)} ${num(fy)}a${num(r)} ${num(r)} 0 1 0 ${num(r * 2)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-r * 2)} 0Z`;
    }
  }
  byColor.forEach((d, i) => {
    if (d) flowers += path(d, petals[i] ?? "#F2AA8C");
  });
  return (
    path(taperD([x0, y0], mid, [x1, y1], len * 0.035, len * 0.006, 10), wood) +
    line(twigs, wood, Math.max(1.5, len * 0.008)) +
    flowers
  );
}
