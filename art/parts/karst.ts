/** Limestone karst towers (Ha Long Bay, Phong Nha, Ninh Binh). Light from the left. */
import { g, line, num, path, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";
import * as P from "#art/palette.ts";
import { mix } from "./color.ts";

export interface KarstOptions {
  seed: string;
  /** Centre of the base at the water line. */
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  shade?: string;
  rim?: string;
  /** Vegetation cap tone (optional). */
  cap?: string;
  /** Lean of the summit, as a fraction of the width. */
  lean?: number;
  /** Number of vertical limestone streaks (default 3). */
  streaks?: number;
}

function karstOutline(o: KarstOptions): Pt[] {
  const rand = rng(o.seed);
  const hw = o.w / 2;
  const lean = (o.lean ?? between(rand, -0.15, 0.15)) * o.w;
  const j = (v: number): number => v * between(rand, 0.9, 1.1);
  return [
    [o.x - hw * 0.86, o.y],
    [o.x - hw * j(0.98) + lean * 0.15, o.y - o.h * 0.22],
    [o.x - hw * j(0.92) + lean * 0.35, o.y - o.h * j(0.5)],
    [o.x - hw * j(0.8) + lean * 0.6, o.y - o.h * 0.76],
    [o.x - hw * 0.5 + lean * 0.85, o.y - o.h * j(0.95)],
    [o.x - hw * 0.05 + lean, o.y - o.h],
    [o.x + hw * 0.42 + lean * 0.9, o.y - o.h * j(0.93)],
    [o.x + hw * j(0.78) + lean * 0.6, o.y - o.h * 0.74],
    [o.x + hw * j(0.94) + lean * 0.35, o.y - o.h * j(0.46)],
    [o.x + hw * j(0.96) + lean * 0.12, o.y - o.h * 0.18],
    [o.x + hw * 0.84, o.y],
  ];
}

/** A karst tower: body, right-hand shadow face, left rim light and a green cap. */
export function karst(o: KarstOptions): string {
  const pts = karstOutline(o);
  const out: string[] = [path(smoothD(pts, { tension: 0.9 }) + "Z", o.color)];
  const right = pts.slice(5);
  if (o.shade) {
    const inner = right.map(([x, y], i): Pt => [
      x - o.w * (0.18 + 0.1 * Math.sin((i / (right.length - 1)) * Math.PI)),
      y + (i === 0 ? o.h * 0.08 : 0),
    ]);
    out.push(
      path(smoothD(right, { tension: 0.9 }) + smoothD(inner.reverse(), { tension: 0.9, cont: true }) + "Z", o.shade),
    );
  }
  if (o.rim) {
    const left = pts.slice(1, 6);
    const inner = left.map(([x, y], i): Pt => [
      x + o.w * 0.05 * Math.sin(((i + 0.5) / left.length) * Math.PI),
      y + o.h * 0.01,
    ]);
    out.push(
      path(smoothD(left, { tension: 0.9 }) + smoothD(inner.reverse(), { tension: 0.9, cont: true }) + "Z", o.rim),
    );
  }
  const n = o.streaks ?? 3;
  if (n > 0 && o.shade) {
    const rand = rng(`${o.seed}-s`);
    let d = "";
    for (let i = 0; i < n; i++) {
      const u = between(rand, -0.55, 0.35);
      const x = o.x + (o.w / 2) * u + (o.lean ?? 0) * o.w * 0.4;
      const y0 = o.y - o.h * between(rand, 0.45, 0.8);
      const y1 = o.y - o.h * between(rand, 0.05, 0.3);
      d += `M${num(x)} ${num(y0)}Q${num(x + o.w * 0.03)} ${num((y0 + y1) / 2)} ${num(x + o.w * 0.01)} ${num(y1)}`;
    }
    out.push(line(d, o.shade, Math.max(1.5, o.w * 0.018), { opacity: 0.7 }));
  }
  if (o.cap) {
    const top = pts.slice(3, 8);
    const lower = top.map(([x, y], i): Pt => [
      x + (i - 2) * -o.w * 0.02,
      y + o.h * (0.06 + 0.05 * Math.sin((i / 4) * Math.PI)),
    ]);
    out.push(
      path(smoothD(top, { tension: 0.9 }) + smoothD(lower.reverse(), { tension: 0.9, cont: true }) + "Z", o.cap, {
        opacity: 0.55,
      }),
    );
  }
  return g(out);
}

/** How a tower's shadow face and rim light are mixed from its body colour. */
export interface KarstLight {
  /** Shadow face: the body mixed toward ink by this much. */
  shade: number;
  /** Rim light: the body mixed toward `light` by `rim`. */
  light: string;
  rim: number;
}

/** A tower of body colour `color` with its base centred at (x, y), its faces toned by `light`. */
export function litKarst(
  seed: string,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  light: KarstLight,
): KarstOptions {
  return { seed, x, y, w, h, color, shade: mix(color, P.ink, light.shade), rim: mix(color, light.light, light.rim) };
}

/** A range of towers that fade into the haze with distance. */
export interface KarstRange extends KarstLight {
  /** Prefix of every tower's seed (the scene id). */
  id: string;
  /** Body colour of the nearest towers. */
  color: string;
  /** The sky haze that body and cap fade toward. */
  haze: string;
  /** Vegetation cap colour of the nearest towers (no cap when absent). */
  cap?: string;
  /** One lean for every tower (each leans at random when absent). */
  lean?: number;
}

/**
 * The towers of one range: each call gives a tower at depth t (0 nearest, 1 lost in the haze),
 * its colours mixed toward the haze by t; towers deeper than 0.5 have no streaks.
 */
export function karstRange(
  r: KarstRange,
): (seed: string, x: number, y: number, w: number, h: number, t: number) => KarstOptions {
  return (seed, x, y, w, h, t) => ({
    ...litKarst(`${r.id}-${seed}`, x, y, w, h, mix(r.color, r.haze, t), r),
    cap: r.cap === undefined ? undefined : mix(r.cap, r.haze, t),
    lean: r.lean,
    streaks: t > 0.5 ? 0 : 3,
  });
}

/** Flat mirrored silhouette of a karst on the water below it. */
export function karstReflection(o: KarstOptions, color: string, squash = 0.45, opacity = 0.5): string {
  const pts = karstOutline(o).map(([x, y]): Pt => [x, o.y + (o.y - y) * squash]);
  return path(smoothD(pts, { tension: 0.9 }) + "Z", color, { opacity });
}
