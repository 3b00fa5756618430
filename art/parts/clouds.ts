/** Flat clouds: puffy cumulus, long poster stripes and a sea of clouds. */
import { num, path, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";

/** A flat-bottomed cumulus made of arcs. Width ~ 200 * scale. */
export function cloud(x: number, y: number, scale: number, color: string, opacity = 1): string {
  const s = scale;
  const d =
    `M${num(x - 100 * s)} ${num(y)}` +
    `A${num(30 * s)} ${num(30 * s)} 0 0 1 ${num(x - 55 * s)} ${num(y - 26 * s)}` +
    `A${num(42 * s)} ${num(42 * s)} 0 0 1 ${num(x + 8 * s)} ${num(y - 46 * s)}` +
    `A${num(34 * s)} ${num(34 * s)} 0 0 1 ${num(x + 62 * s)} ${num(y - 22 * s)}` +
    `A${num(24 * s)} ${num(24 * s)} 0 0 1 ${num(x + 100 * s)} ${num(y)}Z`;
  return path(d, color, opacity < 1 ? { opacity } : {});
}

/** A long rounded stripe of cloud (poster style), width w, thickness h. */
export function cloudStripe(x: number, y: number, w: number, h: number, color: string, opacity = 1): string {
  const r = h / 2;
  const d = `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w - r)} ${num(y + h)}H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`;
  return path(d, color, opacity < 1 ? { opacity } : {});
}

/** A band of cloud tops (sea of clouds) from x0 to x1 with its billowy top at y, filled down to bottom. */
export function cloudSea(
  seed: string,
  x0: number,
  x1: number,
  y: number,
  bottom: number,
  bump: number,
  color: string,
  opacity = 1,
): string {
  const rand = rng(seed);
  let d = `M${num(x0)} ${num(bottom)}L${num(x0)} ${num(y)}`;
  let x = x0;
  while (x < x1) {
    const w = between(rand, bump * 1.2, bump * 2.6);
    const h = between(rand, bump * 0.5, bump * 1.1);
    const yy = y + between(rand, -bump * 0.3, bump * 0.3);
    d += `Q${num(x + w / 2)} ${num(yy - h * 2)} ${num(x + w)} ${num(yy)}`;
    x += w;
  }
  d += `L${num(x)} ${num(bottom)}Z`;
  return path(d, color, opacity < 1 ? { opacity } : {});
}

/** Soft mist band: a smooth wavy ribbon. */
export function mist(seed: string, x0: number, x1: number, y: number, h: number, color: string, opacity = 0.6): string {
  const rand = rng(seed);
  const top: Pt[] = [];
  const bot: Pt[] = [];
  const n = 6;
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    top.push([x, y + between(rand, -h * 0.35, h * 0.1)]);
    bot.push([x, y + h + between(rand, -h * 0.1, h * 0.3)]);
  }
  const d = smoothD(top) + smoothD([...bot].reverse(), { cont: true }) + "Z";
  return path(d, color, { opacity });
}
