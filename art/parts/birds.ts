/** Birds in flight: small stroked "m" shapes. */
import { line, num } from "./svg.ts";
import { between, rng } from "./random.ts";

function bird(x: number, y: number, size: number): string {
  const s = size;
  return `M${num(x - s)} ${num(y - s * 0.25)}Q${num(x - s * 0.5)} ${num(y - s * 0.65)} ${num(x)} ${num(y)}Q${num(x + s * 0.5)} ${num(y - s * 0.65)} ${num(x + s)} ${num(y - s * 0.25)}`;
}

/** A loose flock around (x, y). */
export function birds(
  seed: string,
  x: number,
  y: number,
  count: number,
  size: number,
  color: string,
  spread = 1,
): string {
  const rand = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + between(rand, -1, 1) * size * 6 * spread;
    const by = y + between(rand, -1, 1) * size * 3 * spread;
    d += bird(bx, by, size * between(rand, 0.7, 1.15));
  }
  return line(d, color, Math.max(1.5, size * 0.22));
}
