/** Hills, ridges and mountains. Light comes from the upper left: shadow sides face right. */
import { g, num, path, poly, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";

export interface RidgeOptions {
  seed: string;
  x0: number;
  x1: number;
  /** Mean height of the ridge line. */
  y: number;
  /** Vertical amplitude of the undulation. */
  amp: number;
  /** Number of control points across. */
  points?: number;
  bottom: number;
  color: string;
  /** Optional shaping: extra height added by a function of x. */
  lift?: (x: number) => number;
}

function ridgePoints(o: RidgeOptions): Pt[] {
  const rand = rng(o.seed);
  const n = o.points ?? 7;
  const ph1 = rand() * 6.28,
    ph2 = rand() * 6.28;
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const x = o.x0 + ((o.x1 - o.x0) * i) / n;
    const u = i / n;
    const wave = Math.sin(u * 5.1 + ph1) * 0.55 + Math.sin(u * 11.3 + ph2) * 0.3 + between(rand, -0.2, 0.2);
    pts.push([x, o.y - wave * o.amp - (o.lift ? o.lift(x) : 0)]);
  }
  return pts;
}

/** A smooth rolling ridge filled down to `bottom`. */
export function ridge(o: RidgeOptions): string {
  const pts = ridgePoints(o);
  return path(smoothD(pts) + `L${num(o.x1)} ${num(o.bottom)}L${num(o.x0)} ${num(o.bottom)}Z`, o.color);
}

interface Peak {
  x: number;
  y: number;
  /** Half-widths of the base to the left and right. */
  wl: number;
  wr: number;
}

export interface MountainOptions {
  peaks: readonly Peak[];
  baseY: number;
  color: string;
  shade?: string;
  snow?: string;
  seed?: string;
  /** Roundness of the summit (0 sharp .. 1 dome). */
  round?: number;
}

function peakOutline(p: Peak, baseY: number, rand: () => number, round: number): Pt[] {
  const h = baseY - p.y;
  const left: Pt[] = [
    [p.x - p.wl, baseY],
    [p.x - p.wl * 0.62, baseY - h * between(rand, 0.38, 0.48)],
    [p.x - p.wl * 0.3, baseY - h * between(rand, 0.76, 0.84)],
  ];
  const top: Pt[] =
    round > 0
      ? [
          [p.x - p.wl * 0.12 * round, p.y + h * 0.02 * round],
          [p.x + p.wr * 0.12 * round, p.y + h * 0.03 * round],
        ]
      : [[p.x, p.y]];
  const right: Pt[] = [
    [p.x + p.wr * 0.32, baseY - h * between(rand, 0.72, 0.8)],
    [p.x + p.wr * 0.6, baseY - h * between(rand, 0.4, 0.5)],
    [p.x + p.wr, baseY],
  ];
  return [...left, ...top, ...right];
}

/** One or more mountains with a shadowed right flank and optional snow cap. */
export function mountains(o: MountainOptions): string {
  const rand = rng(o.seed ?? "m");
  const round = o.round ?? 0;
  const out: string[] = [];
  for (const p of o.peaks) {
    const pts = peakOutline(p, o.baseY, rand, round);
    out.push(path(smoothD(pts, { tension: 0.55 }) + "Z", o.color));
    const h = o.baseY - p.y;
    if (o.shade) {
      const sx = p.x + p.wr * 0.08 * (round + 0.2);
      const sh: Pt[] = [
        [p.x + (round > 0 ? p.wr * 0.12 * round : 0), p.y + (round > 0 ? h * 0.03 * round : 0)],
        ...pts.slice(-3),
        [p.x + p.wr * 0.18, o.baseY],
        [p.x + p.wr * 0.02, o.baseY - h * 0.35],
        [sx + p.wr * 0.1, o.baseY - h * 0.62],
        [sx, o.baseY - h * 0.85],
      ];
      out.push(path(smoothD(sh, { tension: 0.4 }) + "Z", o.shade));
    }
    if (o.snow) {
      const sy = p.y + h * 0.2;
      const cap: Pt[] = [
        [p.x - p.wl * 0.22, sy + h * 0.02],
        [p.x, p.y],
        [p.x + p.wr * 0.22, sy],
        [p.x + p.wr * 0.1, sy - h * 0.04],
        [p.x + p.wr * 0.02, sy + h * 0.06],
        [p.x - p.wl * 0.08, sy - h * 0.03],
      ];
      out.push(poly(cap, o.snow));
    }
  }
  return g(out);
}

/** Hills as a row of soft domes along a baseline (for tea and jungle hills). */
export function domes(
  seed: string,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
  count: number,
  color: string,
  bottom: number,
): string {
  const rand = rng(seed);
  const pts: Pt[] = [[x0, baseY - between(rand, minH, maxH) * 0.6]];
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const cx = x0 + step * (i + 0.5) + between(rand, -step * 0.2, step * 0.2);
    pts.push([cx, baseY - between(rand, minH, maxH)]);
    pts.push([x0 + step * (i + 1), baseY - between(rand, 0, minH * 0.5)]);
  }
  return path(smoothD(pts) + `L${num(x1)} ${num(bottom)}L${num(x0)} ${num(bottom)}Z`, color);
}
