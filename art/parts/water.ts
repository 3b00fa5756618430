/** Water: gradient body, wave dashes, sun glitter and simple reflections. */
import { line, linearGradient, num, path, rect, type Stop } from "./svg.ts";
import { between, rng } from "./random.ts";

export function waterBody(id: string, x: number, y: number, w: number, h: number, stops: readonly Stop[]): string {
  return linearGradient(id, stops) + rect(x, y, w, h, `url(#${id})`);
}

export interface WaveOptions {
  seed: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  count: number;
  color: string;
  /** Dash length near the horizon and near the viewer. */
  minLen?: number;
  maxLen?: number;
  width?: number;
  opacity?: number;
  /** Keep out of this horizontal range (e.g. behind a boat). */
  avoid?: readonly [number, number, number, number];
}

/** Short horizontal wave dashes; longer and more spaced toward the viewer. */
export function waves(o: WaveOptions): string {
  const rand = rng(o.seed);
  const minLen = o.minLen ?? 14,
    maxLen = o.maxLen ?? 60;
  let d = "";
  for (let i = 0; i < o.count; i++) {
    const u = Math.pow(rand(), 1.35);
    const y = o.y0 + (o.y1 - o.y0) * u;
    const len = minLen + (maxLen - minLen) * u * between(rand, 0.6, 1.2);
    const x = between(rand, o.x0, o.x1 - len);
    if (o.avoid && x + len > o.avoid[0] && x < o.avoid[2] && y > o.avoid[1] && y < o.avoid[3]) continue;
    const sag = 2 + 3 * u;
    d += `M${num(x)} ${num(y)}Q${num(x + len / 2)} ${num(y - sag)} ${num(x + len)} ${num(y)}`;
  }
  return line(d, o.color, o.width ?? 2.4, { opacity: o.opacity ?? 0.55 });
}

/** Horizontal glitter bars under a low sun, narrowing toward the horizon. */
export function glitter(
  seed: string,
  x: number,
  y0: number,
  y1: number,
  maxW: number,
  count: number,
  color: string,
  opacity = 0.7,
): string {
  const rand = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const u = i / (count - 1);
    const y = y0 + (y1 - y0) * u;
    const w = maxW * (0.35 + 0.65 * u) * between(rand, 0.45, 1);
    const off = between(rand, -0.15, 0.15) * maxW;
    const h = 2 + 4 * u;
    d += `M${num(x + off - w / 2)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}Z`;
  }
  return path(d, color, { opacity });
}

/** A foam line along a shore: a smooth wavy white stroke. */
export function foam(
  seed: string,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  color: string,
  width = 3,
  opacity = 0.8,
): string {
  const rand = rng(seed);
  let d = `M${num(x0)} ${num(y)}`;
  let x = x0;
  while (x < x1) {
    const w = between(rand, 30, 70);
    d += `Q${num(x + w / 2)} ${num(y + between(rand, -amp, amp))} ${num(x + w)} ${num(y + between(rand, -amp * 0.3, amp * 0.3))}`;
    x += w;
  }
  return line(d, color, width, { opacity });
}
