/** Small shared touches: boat reflections, ground shadows. */
import { num, path } from "./svg.ts";

/** Horizontal broken bars under a boat (a flat reflection). */
export function boatReflection(x: number, y: number, w: number, color: string, opacity = 0.35): string {
  let d = "";
  for (let i = 0; i < 5; i++) {
    const ww = w * (1 - i * 0.17);
    const yy = y + 8 + i * 10;
    d += `M${num(x - ww / 2)} ${num(yy)}h${num(ww * 0.45)}v4h${num(-ww * 0.45)}ZM${num(x + ww * 0.05)} ${num(yy)}h${num(ww * 0.45)}v4h${num(-ww * 0.45)}Z`;
  }
  return path(d, color, { opacity });
}
