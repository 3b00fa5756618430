/** Vietnamese motifs: Hoi An shophouses and silk lanterns, rice terraces, caves, the tunnel hatch. */
import { circle, ellipse, g, line, num, path, rect, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";
import * as P from "#art/palette.ts";

export interface ShophouseColors {
  wall: string;
  wallShade: string;
  roof: string;
  roofLine: string;
  wood: string;
  shutter: string;
}

/** Two-storey Hoi An shophouse: ochre wall, tiled roof, wooden shopfront, shuttered window, balcony. */
export function shophouse(x: number, baseY: number, w: number, h: number, c: ShophouseColors, variant = 0): string {
  const top = baseY - h;
  const out: string[] = [rect(x, top, w, h, c.wall), rect(x + w - w * 0.06, top, w * 0.06, h, c.wallShade)];
  // ground-floor wooden front
  const gy = baseY - h * 0.42;
  out.push(rect(x + w * 0.08, gy, w * 0.84, h * 0.42, c.wood));
  let panels = "";
  for (let i = 1; i < 4; i++) panels += `M${num(x + w * 0.08 + (w * 0.84 * i) / 4)} ${num(gy)}V${num(baseY)}`;
  out.push(line(panels, c.wallShade, Math.max(1, w * 0.012), { opacity: 0.7 }));
  // awning roof between floors
  const ay = gy - h * 0.04;
  out.push(
    path(
      `M${num(x - w * 0.04)} ${num(ay + h * 0.08)}L${num(x + w * 0.06)} ${num(ay - h * 0.04)}H${num(x + w * 0.94)}L${num(x + w * 1.04)} ${num(ay + h * 0.08)}Z`,
      c.roof,
    ),
  );
  // upper floor: window with shutters, or a balcony
  const uy = top + h * 0.2;
  if (variant % 2 === 0) {
    out.push(rect(x + w * 0.3, uy, w * 0.4, h * 0.22, c.wood));
    out.push(
      rect(x + w * 0.16, uy, w * 0.14, h * 0.22, c.shutter),
      rect(x + w * 0.7, uy, w * 0.14, h * 0.22, c.shutter),
    );
  } else {
    out.push(rect(x + w * 0.14, uy, w * 0.72, h * 0.26, c.wood));
    let rail = `M${num(x + w * 0.1)} ${num(uy + h * 0.14)}H${num(x + w * 0.9)}`;
    for (let i = 0; i <= 8; i++)
      rail += `M${num(x + w * 0.1 + (w * 0.8 * i) / 8)} ${num(uy + h * 0.14)}V${num(uy + h * 0.26)}`;
    out.push(line(rail, c.shutter, Math.max(1.5, w * 0.015)));
  }
  // main roof: tiles seen from the street, with a raised ridge
  const rh = h * 0.2;
  out.push(
    path(
      `M${num(x - w * 0.05)} ${num(top + rh * 0.25)}L${num(x + w * 0.04)} ${num(top - rh)}H${num(x + w * 0.96)}L${num(x + w * 1.05)} ${num(top + rh * 0.25)}Z`,
      c.roof,
    ),
  );
  let tiles = "";
  const n = Math.round(w / 9);
  for (let i = 1; i < n; i++) {
    const u = i / n;
    tiles += `M${num(x + w * 0.04 + w * 0.92 * u)} ${num(top - rh)}L${num(x - w * 0.05 + w * 1.1 * u)} ${num(top + rh * 0.25)}`;
  }
  out.push(line(tiles, c.roofLine, Math.max(1, w * 0.01), { opacity: 0.45 }));
  out.push(
    path(
      `M${num(x + w * 0.02)} ${num(top - rh * 1.1)}Q${num(x + w * 0.02)} ${num(top - rh * 1.45)} ${num(x - w * 0.03)} ${num(top - rh * 1.5)}Q${num(x + w * 0.1)} ${num(top - rh * 1.35)} ${num(x + w * 0.12)} ${num(top - rh * 1.2)}H${num(x + w * 0.88)}Q${num(x + w * 0.9)} ${num(top - rh * 1.35)} ${num(x + w * 1.03)} ${num(top - rh * 1.5)}Q${num(x + w * 0.98)} ${num(top - rh * 1.45)} ${num(x + w * 0.98)} ${num(top - rh * 1.1)}L${num(x + w * 0.96)} ${num(top - rh * 0.95)}H${num(x + w * 0.04)}Z`,
      c.roofLine,
    ),
  );
  return g(out);
}

/** Silk lantern: ribbed ovoid body, wooden caps, tassel and hanging cord. */
export function lantern(
  x: number,
  y: number,
  r: number,
  color: string,
  dark: string,
  cord?: number,
  glowColor?: string,
): string {
  const out: string[] = [];
  if (cord) out.push(line(`M${num(x)} ${num(y - r - cord)}V${num(y - r)}`, dark, Math.max(1, r * 0.08)));
  if (glowColor) out.push(circle(x, y, r * 1.9, glowColor, { opacity: 0.22 }));
  out.push(ellipse(x, y, r * 0.9, r, color));
  out.push(
    line(
      `M${num(x)} ${num(y - r)}V${num(y + r)}M${num(x - r * 0.5)} ${num(y - r * 0.86)}Q${num(x - r * 0.72)} ${num(y)} ${num(x - r * 0.5)} ${num(y + r * 0.86)}M${num(x + r * 0.5)} ${num(y - r * 0.86)}Q${num(x + r * 0.72)} ${num(y)} ${num(x + r * 0.5)} ${num(y + r * 0.86)}`,
      dark,
      Math.max(0.8, r * 0.06),
      { opacity: 0.35 },
    ),
  );
  out.push(
    rect(x - r * 0.42, y - r * 1.1, r * 0.84, r * 0.2, dark),
    rect(x - r * 0.42, y + r * 0.9, r * 0.84, r * 0.2, dark),
  );
  out.push(line(`M${num(x)} ${num(y + r * 1.1)}V${num(y + r * 1.6)}`, color, Math.max(1.2, r * 0.14)));
  return g(out);
}

/** The silk lanterns of Hoi An's streets, in the order they hang along a string. */
export const silkLanterns: readonly string[] = [P.coral, P.saffron, P.terracotta, P.saffronLight];

/** A string of lanterns hanging from a sagging cord between (x0, y0) and (x1, y1). */
export function lanternString(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  count: number,
  r: number,
  colors: readonly string[],
  dark: string,
  glowColor?: string,
): string {
  const out: string[] = [
    line(
      `M${num(x0)} ${num(y0)}Q${num((x0 + x1) / 2)} ${num((y0 + y1) / 2 + sag * 2)} ${num(x1)} ${num(y1)}`,
      dark,
      Math.max(1, r * 0.08),
    ),
  ];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const u = 1 - t;
    const cx = u * u * x0 + 2 * u * t * ((x0 + x1) / 2) + t * t * x1;
    const cy = u * u * y0 + 2 * u * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    out.push(lantern(cx, cy + r * 1.6, r, colors[i % colors.length] ?? "#E7795B", dark, r * 0.5, glowColor));
  }
  return g(out);
}

/** A cave frame: the rock around a large irregular opening (even-odd fill). */
export function caveFrame(
  seed: string,
  w: number,
  h: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
): string {
  const rand = rng(seed);
  const pts: Pt[] = [];
  const n = 16;
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    const flat = Math.sin(a) > 0.3 ? 0.75 : 1;
    const rr = between(rand, 0.85, 1.1);
    pts.push([cx + Math.cos(a) * rx * rr, cy + Math.sin(a) * ry * rr * flat]);
  }
  return path(`M-10 -10H${num(w + 10)}V${num(h + 10)}H-10Z` + smoothD(pts, { closed: true }), color, {
    "fill-rule": "evenodd",
  });
}

/** Stalactites hanging from a ceiling line. */
export function stalactites(seed: string, x0: number, x1: number, y: number, maxLen: number, color: string): string {
  const rand = rng(seed);
  let d = "";
  let x = x0;
  while (x < x1) {
    const w = between(rand, 10, 34);
    const l = between(rand, maxLen * 0.2, maxLen);
    d += `M${num(x)} ${num(y)}Q${num(x + w * 0.45)} ${num(y + l * 0.7)} ${num(x + w / 2)} ${num(y + l)}Q${num(x + w * 0.55)} ${num(y + l * 0.7)} ${num(x + w)} ${num(y)}Z`;
    x += w + between(rand, 4, 40);
  }
  return path(d, color);
}

/** Wooden house on stilts with a steep thatched roof (highlands and the delta). */
export function stiltHouse(
  x: number,
  baseY: number,
  w: number,
  c: { wall: string; roof: string; post: string; opening: string },
): string {
  const h = w * 0.35;
  const floor = baseY - w * 0.22;
  let posts = "";
  for (let i = 0; i < 4; i++) posts += `M${num(x + w * 0.12 + (w * 0.76 * i) / 3)} ${num(baseY)}V${num(floor)}`;
  return g([
    line(posts, c.post, Math.max(2, w * 0.03)),
    rect(x + w * 0.06, floor - h, w * 0.88, h, c.wall),
    rect(x + w * 0.4, floor - h * 0.75, w * 0.2, h * 0.75, c.opening),
    rect(x + w * 0.14, floor - h * 0.7, w * 0.14, h * 0.3, c.opening),
    rect(x + w * 0.72, floor - h * 0.7, w * 0.14, h * 0.3, c.opening),
    path(
      `M${num(x - w * 0.08)} ${num(floor - h + 6)}L${num(x + w * 0.22)} ${num(floor - h - w * 0.34)}H${num(x + w * 0.78)}L${num(x + w * 1.08)} ${num(floor - h + 6)}Z`,
      c.roof,
    ),
    rect(x, floor - 4, w, 6, c.post),
  ]);
}

export interface TerraceHillOptions {
  seed: string;
  /** Centre of the hill's base ellipse and its summit height above it. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  height: number;
  bands: number;
  colors: readonly string[];
  riser: string;
  lip: string;
}

/**
 * A terraced hill: nested wobbly ellipses, each smaller one raised higher, drawn from the
 * outside in; a darker riser under each band makes the steps.
 */
export function terraceHill(o: TerraceHillOptions): string {
  const rand = rng(o.seed);
  const n = 11;
  const noise: number[] = [];
  for (let i = 0; i < n; i++) noise.push(between(rand, -1, 1));
  const ring = (k: number): string => {
    const r = k / o.bands;
    const cy = o.cy - (1 - r) * o.height;
    const pts: Pt[] = [];
    for (let i = 0; i < n; i++) {
      const a = (Math.PI * 2 * i) / n;
      const wob = 1 + 0.12 * (noise[i] ?? 0) * (0.5 + r);
      pts.push([o.cx + Math.cos(a) * o.rx * r * wob, cy + Math.sin(a) * o.ry * r * wob]);
    }
    return smoothD(pts, { closed: true });
  };
  // each ring is defined once and used twice: the riser (shifted down) and the band
  const out: string[] = [];
  const step = num(Math.max(3, (o.height / o.bands) * 0.35));
  for (let k = o.bands; k >= 1; k--) {
    const rid = `${o.seed}-${k}`;
    out.push(`<defs><path id="${rid}" d="${ring(k)}"/></defs><use href="#${rid}" y="${step}" fill="${o.riser}"/>`);
    out.push(
      `<use href="#${rid}" fill="${o.colors[k % o.colors.length] ?? o.lip}" stroke="${o.lip}" stroke-width="1.5" stroke-opacity="0.6"/>`,
    );
  }
  return g(out);
}

/** Small tiered pagoda (Vietnamese temple tower): stacked roofs with upturned corners. */
export function tieredPagoda(cx: number, baseY: number, h: number, wall: string, roofColor: string, tiers = 3): string {
  const out: string[] = [];
  const th = h / (tiers + 0.6);
  for (let i = 0; i < tiers; i++) {
    const w = h * (0.55 - i * 0.12);
    const y = baseY - th * i;
    out.push(rect(cx - w * 0.32, y - th * 0.75, w * 0.64, th * 0.75, wall));
    out.push(
      path(
        `M${num(cx - w * 0.62)} ${num(y - th * 0.82)}Q${num(cx - w * 0.45)} ${num(y - th * 0.7)} ${num(cx - w * 0.3)} ${num(y - th * 0.72)}H${num(cx + w * 0.3)}Q${num(cx + w * 0.45)} ${num(y - th * 0.7)} ${num(cx + w * 0.62)} ${num(y - th * 0.82)}L${num(cx + w * 0.3)} ${num(y - th * 1.05)}H${num(cx - w * 0.3)}Z`,
        roofColor,
      ),
    );
  }
  out.push(
    line(`M${num(cx)} ${num(baseY - th * tiers - th * 0.05)}V${num(baseY - h)}`, roofColor, Math.max(1.5, h * 0.03)),
  );
  return g(out);
}
