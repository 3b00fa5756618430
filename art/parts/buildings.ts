/** Buildings for the service pictures: resort hotel, eco-lodge, dining table, cable car. */
import { circle, ellipse, g, line, num, path, rect } from "./svg.ts";
import * as P from "#art/palette.ts";

export interface HotelColors {
  wall: string;
  shade: string;
  glass: string;
  lit: string;
  roof: string;
  rail: string;
}

/** Terraced resort hotel: stepped floors of balconies, flat roofs, a few lit windows. */
export function resortHotel(cx: number, baseY: number, w: number, floors: number, c: HotelColors): string {
  const fh = w / floors / 2.2;
  const out: string[] = [];
  for (let f = 0; f < floors; f++) {
    const fw = w * (1 - f * 0.1);
    const x = cx - fw / 2;
    const y = baseY - fh * (f + 1);
    out.push(rect(x, y, fw, fh, c.wall));
    out.push(rect(x + fw - fw * 0.08, y, fw * 0.08, fh, c.shade));
    const n = Math.round(fw / (fh * 1.2));
    let win = "",
      lit = "";
    for (let i = 0; i < n; i++) {
      const wx = x + fw * 0.04 + (fw * 0.88 * i) / n;
      const d = `M${num(wx + 4)} ${num(y + fh * 0.22)}h${num((fw * 0.88) / n - 10)}v${num(fh * 0.62)}h${num(-((fw * 0.88) / n - 10))}Z`;
      if ((i * 7 + f * 3) % 5 === 0) lit += d;
      else win += d;
    }
    out.push(path(win, c.glass), path(lit, c.lit));
    out.push(line(`M${num(x)} ${num(y + fh * 0.62)}H${num(x + fw)}`, c.rail, Math.max(1.5, fh * 0.06)));
    out.push(rect(x - fw * 0.02, y - fh * 0.08, fw * 1.04, fh * 0.1, c.roof));
  }
  return g(out);
}

interface LodgeColors {
  timber: string;
  timberDark: string;
  glass: string;
  lit: string;
  solar: string;
  solarLine: string;
  post: string;
}

/** Red timber, lit windows and indigo solar panels. */
export const timberLodge: LodgeColors = {
  timber: P.terracotta,
  timberDark: P.terracottaDeep,
  glass: P.inkSoft,
  lit: P.saffronLight,
  solar: P.indigo,
  solarLine: P.tealLight,
  post: P.inkSoft,
};

/** Timber eco-lodge on stilts with a mono-pitch roof of solar panels. */
export function ecoLodge(x: number, baseY: number, w: number, c: LodgeColors): string {
  const h = w * 0.34;
  const floor = baseY - w * 0.2;
  let slats = "";
  for (let i = 1; i < 14; i++) slats += `M${num(x + (w * i) / 14)} ${num(floor - h)}V${num(floor)}`;
  let grid = "";
  for (let i = 1; i < 6; i++)
    grid += `M${num(x - w * 0.08 + (w * 1.16 * i) / 6)} ${num(floor - h - w * 0.02 - (w * 0.18 * (6 - i)) / 6)}l${num(-w * 0.02)} ${num(w * 0.06)}`;
  return g([
    line(
      `M${num(x + w * 0.1)} ${num(baseY)}V${num(floor)}M${num(x + w * 0.5)} ${num(baseY)}V${num(floor)}M${num(x + w * 0.9)} ${num(baseY)}V${num(floor)}M${num(x + w * 0.1)} ${num(baseY)}L${num(x + w * 0.5)} ${num(floor)}M${num(x + w * 0.9)} ${num(baseY)}L${num(x + w * 0.5)} ${num(floor)}`,
      c.post,
      Math.max(2, w * 0.02),
    ),
    rect(x - w * 0.06, floor - 2, w * 1.12, w * 0.03, c.timberDark),
    rect(x, floor - h, w, h, c.timber),
    line(slats, c.timberDark, Math.max(1, w * 0.006), { opacity: 0.5 }),
    rect(x + w * 0.12, floor - h * 0.8, w * 0.46, h * 0.66, c.glass),
    rect(x + w * 0.14, floor - h * 0.76, w * 0.18, h * 0.58, c.lit),
    rect(x + w * 0.68, floor - h * 0.8, w * 0.2, h * 0.8, c.timberDark),
    path(
      `M${num(x - w * 0.1)} ${num(floor - h + w * 0.04)}L${num(x + w * 1.1)} ${num(floor - h - w * 0.16)}V${num(floor - h - w * 0.12)}L${num(x - w * 0.1)} ${num(floor - h + w * 0.08)}Z`,
      c.timberDark,
    ),
    path(
      `M${num(x - w * 0.08)} ${num(floor - h + w * 0.03)}L${num(x + w * 1.08)} ${num(floor - h - w * 0.165)}L${num(x + w * 1.04)} ${num(floor - h - w * 0.2)}L${num(x - w * 0.1)} ${num(floor - h - w * 0.005)}Z`,
      c.solar,
    ),
    line(grid, c.solarLine, Math.max(1, w * 0.005)),
  ]);
}

/** Dining table with cloth, two chairs and a candle; ~w wide, standing on y. */
export function diningTable(
  cx: number,
  y: number,
  w: number,
  cloth: string,
  chair: string,
  candle: string,
  glowColor: string,
): string {
  const h = w * 0.42;
  return g([
    circle(cx, y - h - w * 0.1, w * 0.22, glowColor, { opacity: 0.25 }),
    path(
      `M${num(cx - w * 0.75)} ${num(y)}V${num(y - h * 1.6)}H${num(cx - w * 0.65)}V${num(y - h * 0.7)}H${num(cx - w * 0.5)}V${num(y)}H${num(cx - w * 0.56)}V${num(y - h * 0.5)}H${num(cx - w * 0.69)}V${num(y)}Z`,
      chair,
    ),
    path(
      `M${num(cx + w * 0.75)} ${num(y)}V${num(y - h * 1.6)}H${num(cx + w * 0.65)}V${num(y - h * 0.7)}H${num(cx + w * 0.5)}V${num(y)}H${num(cx + w * 0.56)}V${num(y - h * 0.5)}H${num(cx + w * 0.69)}V${num(y)}Z`,
      chair,
    ),
    path(
      `M${num(cx - w / 2)} ${num(y - h)}H${num(cx + w / 2)}L${num(cx + w * 0.54)} ${num(y - h * 0.2)}H${num(cx - w * 0.54)}Z`,
      cloth,
    ),
    line(
      `M${num(cx - w * 0.4)} ${num(y - h * 0.2)}V${num(y)}M${num(cx + w * 0.4)} ${num(y - h * 0.2)}V${num(y)}`,
      chair,
      Math.max(2, w * 0.03),
    ),
    rect(cx - w * 0.02, y - h - w * 0.12, w * 0.04, w * 0.12, cloth),
    ellipse(cx, y - h - w * 0.15, w * 0.02, w * 0.035, candle),
    path(
      `M${num(cx - w * 0.3)} ${num(y - h)}l${num(w * 0.03)} ${num(-w * 0.1)}h${num(w * 0.04)}l${num(w * 0.03)} ${num(w * 0.1)}Z`,
      glowColor,
      { opacity: 0.7 },
    ),
    path(
      `M${num(cx + w * 0.2)} ${num(y - h)}l${num(w * 0.03)} ${num(-w * 0.1)}h${num(w * 0.04)}l${num(w * 0.03)} ${num(w * 0.1)}Z`,
      glowColor,
      { opacity: 0.7 },
    ),
  ]);
}

/** Cable-car cabin hanging from a cable between (x0,y0) and (x1,y1), at parameter t. */
export function cableCar(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  t: number,
  size: number,
  cable: string,
  cabin: string,
  glass: string,
): string {
  const x = x0 + (x1 - x0) * t,
    y = y0 + (y1 - y0) * t;
  return g([
    line(
      `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}M${num(x0)} ${num(y0 + size * 0.1)}L${num(x1)} ${num(y1 + size * 0.1)}`,
      cable,
      Math.max(1.5, size * 0.03),
    ),
    line(`M${num(x)} ${num(y)}V${num(y + size * 0.5)}`, cable, Math.max(2, size * 0.05)),
    path(
      `M${num(x - size * 0.5)} ${num(y + size * 0.55)}Q${num(x)} ${num(y + size * 0.4)} ${num(x + size * 0.5)} ${num(y + size * 0.55)}L${num(x + size * 0.55)} ${num(y + size * 1.25)}Q${num(x)} ${num(y + size * 1.35)} ${num(x - size * 0.55)} ${num(y + size * 1.25)}Z`,
      cabin,
    ),
    path(
      `M${num(x - size * 0.42)} ${num(y + size * 0.66)}H${num(x + size * 0.42)}L${num(x + size * 0.44)} ${num(y + size * 0.95)}H${num(x - size * 0.44)}Z`,
      glass,
    ),
  ]);
}
