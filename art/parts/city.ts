/** Modern city: skyline blocks with lit windows, Lotte World Tower, N Seoul Tower, river bridges. */
import { g, line, num, path, rect } from "./svg.ts";
import { between, rng } from "./random.ts";

export interface SkylineOptions {
  seed: string;
  x0: number;
  x1: number;
  baseY: number;
  minH: number;
  maxH: number;
  color: string;
  window?: string;
  /** Fraction of windows lit. */
  lit?: number;
  /** Skip buildings over this x range (to leave room for a landmark). */
  gap?: readonly [number, number];
}

/** A row of flat building blocks with varied roofs and sparse lit windows. */
export function skyline(o: SkylineOptions): string {
  const rand = rng(o.seed);
  let d = "";
  let wd = "";
  let x = o.x0;
  while (x < o.x1) {
    const w = between(rand, 26, 70) * (o.maxH / 240);
    const h = between(rand, o.minH, o.maxH);
    if (o.gap && x + w > o.gap[0] && x < o.gap[1]) {
      x += w;
      continue;
    }
    const top = o.baseY - h;
    const kind = rand();
    if (kind < 0.2)
      d += `M${num(x)} ${num(o.baseY)}V${num(top + w * 0.3)}L${num(x + w / 2)} ${num(top)}L${num(x + w)} ${num(top + w * 0.3)}V${num(o.baseY)}Z`;
    else if (kind < 0.35)
      d += `M${num(x)} ${num(o.baseY)}V${num(top)}H${num(x + w * 0.6)}V${num(top + h * 0.12)}H${num(x + w)}V${num(o.baseY)}Z`;
    else if (kind < 0.45)
      d += `M${num(x)} ${num(o.baseY)}V${num(top)}H${num(x + w)}V${num(o.baseY)}ZM${num(x + w * 0.45)} ${num(top)}v${num(-h * 0.12)}h2v${num(h * 0.12)}Z`;
    else d += `M${num(x)} ${num(o.baseY)}V${num(top)}H${num(x + w)}V${num(o.baseY)}Z`;
    if (o.window) {
      const lit = o.lit ?? 0.25;
      const cols = Math.max(1, Math.floor(w / 12));
      const rows = Math.floor((h - 14) / 16);
      for (let r = 1; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (rand() < lit) wd += `M${num(x + 5 + c * ((w - 8) / cols))} ${num(top + r * 16)}h4v6h-4Z`;
        }
      }
    }
    x += w + between(rand, 0, 6);
  }
  return path(d, o.color) + (wd ? path(wd, o.window ?? o.color) : "");
}

/** Lotte World Tower: a smooth tapering cone with a split lantern crown. */
export function lotteTower(cx: number, baseY: number, h: number, color: string, shade: string, light?: string): string {
  const bw = h * 0.085;
  const top = baseY - h;
  const body =
    `M${num(cx - bw)} ${num(baseY)}C${num(cx - bw)} ${num(baseY - h * 0.45)} ${num(cx - bw * 0.55)} ${num(baseY - h * 0.8)} ${num(cx - bw * 0.22)} ${num(top + h * 0.06)}` +
    `L${num(cx - bw * 0.16)} ${num(top)}L${num(cx - bw * 0.03)} ${num(top + h * 0.05)}L${num(cx + bw * 0.06)} ${num(top + h * 0.012)}L${num(cx + bw * 0.2)} ${num(top + h * 0.06)}` +
    `C${num(cx + bw * 0.55)} ${num(baseY - h * 0.8)} ${num(cx + bw)} ${num(baseY - h * 0.45)} ${num(cx + bw)} ${num(baseY)}Z`;
  const seam = `M${num(cx + bw * 0.05)} ${num(top + h * 0.05)}C${num(cx + bw * 0.2)} ${num(baseY - h * 0.7)} ${num(cx + bw * 0.3)} ${num(baseY - h * 0.3)} ${num(cx + bw * 0.3)} ${num(baseY)}H${num(cx + bw)}C${num(cx + bw)} ${num(baseY - h * 0.45)} ${num(cx + bw * 0.55)} ${num(baseY - h * 0.8)} ${num(cx + bw * 0.2)} ${num(top + h * 0.06)}Z`;
  const out = [path(body, color), path(seam, shade)];
  if (light) {
    let d = "";
    for (let i = 1; i < 14; i++) {
      const y = baseY - (h * i) / 14;
      const u = i / 14;
      const hw = bw * (1 - u * 0.78);
      d += `M${num(cx - hw * 0.9)} ${num(y)}H${num(cx + hw * 0.2)}`;
    }
    out.push(line(d, light, Math.max(1, h * 0.003), { opacity: 0.5 }));
  }
  return g(out);
}

/** N Seoul Tower on its hill: a shaft with an observation pod and mast. */
export function namsanTower(cx: number, baseY: number, h: number, color: string): string {
  const w = h * 0.05;
  return g([
    path(
      `M${num(cx - w)} ${num(baseY)}L${num(cx - w * 0.45)} ${num(baseY - h * 0.6)}H${num(cx + w * 0.45)}L${num(cx + w)} ${num(baseY)}Z`,
      color,
    ),
    path(
      `M${num(cx - w * 1.6)} ${num(baseY - h * 0.6)}H${num(cx + w * 1.6)}L${num(cx + w * 1.2)} ${num(baseY - h * 0.74)}H${num(cx - w * 1.2)}Z`,
      color,
    ),
    rect(cx - w * 0.8, baseY - h * 0.8, w * 1.6, h * 0.06, color),
    line(`M${num(cx)} ${num(baseY - h * 0.8)}V${num(baseY - h)}`, color, Math.max(1.5, w * 0.3)),
  ]);
}

/** Girder bridge across a river: deck with regular piers. */
export function girderBridge(x0: number, x1: number, deckY: number, waterY: number, color: string, spans = 8): string {
  let d = `M${num(x0)} ${num(deckY)}H${num(x1)}v${num(8)}H${num(x0)}Z`;
  const step = (x1 - x0) / spans;
  for (let i = 0; i <= spans; i++) {
    const x = x0 + step * i;
    d += `M${num(x - 3)} ${num(deckY + 8)}h6V${num(waterY)}h-6Z`;
  }
  let arcs = "";
  for (let i = 0; i < spans; i++) {
    const x = x0 + step * i;
    arcs += `M${num(x)} ${num(deckY)}Q${num(x + step / 2)} ${num(deckY - step * 0.25)} ${num(x + step)} ${num(deckY)}`;
  }
  return path(d, color) + line(arcs, color, 2.5);
}
