/** Sky backgrounds, the sun disc, glows, stars and light beams. */
import { circle, el, g, linearGradient, num, radialGradient, rect, type Stop } from "./svg.ts";
import { between, rng } from "./random.ts";
import * as P from "#art/palette.ts";
import { mix } from "./color.ts";

export interface SkyOptions {
  id: string;
  width: number;
  height: number;
  /** Gradient stops from top (0) to bottom (1). */
  stops: readonly Stop[];
  /** Height of the painted area (defaults to the full height). */
  to?: number;
}

/** A full-width rectangle filled with a vertical gradient. */
export function sky(o: SkyOptions): string {
  return linearGradient(o.id, o.stops) + rect(0, 0, o.width, o.to ?? o.height, `url(#${o.id})`);
}

export interface SunOptions {
  x: number;
  y: number;
  r: number;
  color: string;
  /** Soft concentric halo rings, innermost first, drawn as flat translucent discs. */
  halo?: readonly string[];
  haloStep?: number;
}

/** Flat sun disc with stepped halo rings (the poster way of drawing glow). */
export function sun(o: SunOptions): string {
  const halo = o.halo ?? [];
  const step = o.haloStep ?? o.r * 0.45;
  const rings = halo
    .map((c, i) => circle(o.x, o.y, o.r + step * (halo.length - i), c, { opacity: 0.18 + 0.1 * i }))
    .join("");
  return rings + circle(o.x, o.y, o.r, o.color);
}

/** A soft radial glow (used behind suns and lanterns). */
export function glow(id: string, x: number, y: number, r: number, color: string, strength = 0.6): string {
  return (
    radialGradient(id, [
      [0, color, strength],
      [1, color, 0],
    ]) + circle(x, y, r, `url(#${id})`)
  );
}

/** Small stars scattered in a band. */
export function stars(
  seed: string,
  x0: number,
  y0: number,
  w: number,
  h: number,
  count: number,
  color: string,
): string {
  const rand = rng(seed);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = rand() < 0.15 ? 2.2 : 1.3;
    dots.push(circle(x0 + rand() * w, y0 + rand() * h, r, color, { opacity: num(between(rand, 0.45, 0.95)) }));
  }
  return g(dots);
}

/** A vertical beam of light (cave shafts, window light). */
export function beam(
  id: string,
  topX: number,
  topY: number,
  topW: number,
  botX: number,
  botY: number,
  botW: number,
  color: string,
  opacity = 0.55,
): string {
  return (
    linearGradient(id, [
      [0, color, opacity],
      [1, color, 0],
    ]) +
    el("path", {
      d: `M${num(topX - topW / 2)} ${num(topY)}L${num(topX + topW / 2)} ${num(topY)}L${num(botX + botW / 2)} ${num(botY)}L${num(botX - botW / 2)} ${num(botY)}Z`,
      fill: `url(#${id})`,
    })
  );
}

/** Shared sky gradients, so every picture lights the same way. */
export const skies = {
  golden: [
    [0, P.coral],
    [0.45, P.saffron],
    [1, P.goldPale],
  ],
  day: [
    [0, P.tealLight],
    [0.6, P.tealPale],
    [1, P.sandLight],
  ],
  morning: [
    [0, mix(P.tealLight, P.tealPale, 0.4)],
    [0.55, P.sandLight],
    [1, P.goldPale],
  ],
  dawn: [
    [0, P.tealMid],
    [0.5, P.blush],
    [1, P.goldPale],
  ],
  dusk: [
    [0, P.dusk],
    [0.5, P.coral],
    [1, P.saffronLight],
  ],
  night: [
    [0, P.ink],
    [0.6, P.tealDeep],
    [1, P.tealMid],
  ],
} as const satisfies Record<string, readonly Stop[]>;
