/** Street-food stalls: awnings, counters, the tteokbokki pan, fish-cake skewers, stools. */
import { circle, ellipse, g, line, num, path, rect } from "./svg.ts";
import { steam } from "./objects.ts";
import * as P from "#art/palette.ts";
import { mix } from "./color.ts";

/** Striped awning (scalloped edge) from x to x + w, top at y. */
function awning(x: number, y: number, w: number, h: number, a: string, b: string): string {
  const n = Math.max(4, Math.round(w / 40));
  const sw = w / n;
  let da = "",
    db = "";
  for (let i = 0; i < n; i++) {
    const x0 = x + sw * i;
    const d = `M${num(x0)} ${num(y)}H${num(x0 + sw)}V${num(y + h)}A${num(sw / 2)} ${num(sw * 0.3)} 0 0 1 ${num(x0)} ${num(y + h)}Z`;
    if (i % 2 === 0) da += d;
    else db += d;
  }
  return path(da, a) + path(db, b);
}

/** The wide shallow tteokbokki pan: red sauce and rice-cake cylinders. */
function tteokbokkiPan(cx: number, cy: number, w: number, rim: string, sauce: string, cake: string): string {
  const h = w * 0.22;
  let cakes = "";
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < 7 - r; i++) {
      const x = cx - w * 0.34 + i * w * 0.1 + r * w * 0.05;
      const y = cy - h * 0.2 + r * h * 0.22;
      cakes += `M${num(x)} ${num(y)}h${num(w * 0.07)}a${num(w * 0.014)} ${num(w * 0.014)} 0 0 1 0 ${num(w * 0.028)}h${num(-w * 0.07)}a${num(w * 0.014)} ${num(w * 0.014)} 0 0 1 0 ${num(-w * 0.028)}Z`;
    }
  }
  return g([
    ellipse(cx, cy + h * 0.18, w / 2, h / 2, rim),
    ellipse(cx, cy, w / 2, h / 2, rim),
    ellipse(cx, cy, w * 0.46, h * 0.4, sauce),
    path(cakes, cake),
    circle(cx + w * 0.25, cy - h * 0.02, w * 0.02, cake),
  ]);
}

/** A pot of fish-cake skewers in broth. */
function skewerPot(
  cx: number,
  baseY: number,
  w: number,
  pot: string,
  broth: string,
  cake: string,
  stick: string,
): string {
  const h = w * 0.55;
  let sticks = "";
  let cakes = "";
  for (let i = 0; i < 6; i++) {
    const x = cx - w * 0.35 + i * w * 0.14;
    const lean = (i - 2.5) * w * 0.04;
    sticks += `M${num(x)} ${num(baseY - h)}L${num(x + lean)} ${num(baseY - h - w * 0.45)}`;
    cakes += `M${num(x + lean * 0.4 - w * 0.04)} ${num(baseY - h - w * 0.08)}q${num(w * 0.04)} ${num(-w * 0.06)} 0 ${num(-w * 0.12)}q${num(w * 0.04)} ${num(-w * 0.06)} ${num(w * 0.08)} 0q${num(-w * 0.04)} ${num(w * 0.06)} 0 ${num(w * 0.12)}q${num(-w * 0.04)} ${num(w * 0.06)} ${num(-w * 0.08)} 0Z`;
  }
  return g([
    line(sticks, stick, Math.max(1.5, w * 0.02)),
    path(cakes, cake),
    path(
      `M${num(cx - w / 2)} ${num(baseY - h)}H${num(cx + w / 2)}L${num(cx + w * 0.45)} ${num(baseY)}H${num(cx - w * 0.45)}Z`,
      pot,
    ),
    ellipse(cx, baseY - h, w / 2, w * 0.08, broth),
  ]);
}

export interface StallColors {
  awningA: string;
  awningB: string;
  counter: string;
  counterShade: string;
  post: string;
  rim: string;
  sauce: string;
  cake: string;
  broth: string;
  steam: string;
}

/** A Seoul night-market stall: coral and cream awning, red sauce, white rice cakes. */
export const tteokbokkiStall: StallColors = {
  awningA: P.coral,
  awningB: P.cream,
  counter: mix(P.terracottaDeep, P.ink, 0.2),
  counterShade: P.inkSoft,
  post: P.inkSoft,
  rim: P.stone,
  sauce: P.terracotta,
  cake: P.cream,
  broth: P.sandDeep,
  steam: P.cream,
};

/** A complete tteokbokki stall front: awning, posts, counter, pan and skewer pot. */
export function foodStall(x: number, y: number, w: number, h: number, c: StallColors): string {
  const counterY = y + h * 0.62;
  return g([
    line(
      `M${num(x + 8)} ${num(y)}V${num(y + h)}M${num(x + w - 8)} ${num(y)}V${num(y + h)}`,
      c.post,
      Math.max(3, w * 0.012),
    ),
    awning(x - 10, y, w + 20, h * 0.12, c.awningA, c.awningB),
    rect(x, counterY, w, h * 0.38, c.counter),
    rect(x, counterY, w, h * 0.05, c.counterShade),
    line(
      `M${num(x + w * 0.25)} ${num(counterY + h * 0.1)}V${num(y + h)}M${num(x + w * 0.5)} ${num(counterY + h * 0.1)}V${num(y + h)}M${num(x + w * 0.75)} ${num(counterY + h * 0.1)}V${num(y + h)}`,
      c.counterShade,
      2,
      { opacity: 0.6 },
    ),
    tteokbokkiPan(x + w * 0.34, counterY - h * 0.02, w * 0.5, c.rim, c.sauce, c.cake),
    skewerPot(x + w * 0.8, counterY, w * 0.24, c.rim, c.broth, c.cake, c.counterShade),
    steam(x + w * 0.3, counterY - h * 0.1, h * 0.3, c.steam, 0.55),
    steam(x + w * 0.8, counterY - h * 0.42, h * 0.25, c.steam, 0.5),
  ]);
}
