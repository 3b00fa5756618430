/**
 * Korean architecture: curved hip-and-gable roofs with upturned eaves, palace halls,
 * the Gwanghwamun gate, hanok houses and the stone pagodas of Bulguksa.
 */
import { circle, g, line, num, path, rect, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";
import * as P from "#art/palette.ts";

export interface RoofColors {
  tile: string;
  /** Painted underside of the eaves (dancheong). */
  under: string;
  /** Accent dots on the dancheong band. */
  accent?: string;
  /** Light tile ridge lines. */
  ridge?: string;
}

/** Roof with eaves sweeping up at the tips. eaveY = lowest point of the eave line. */
function roofD(cx: number, eaveY: number, w: number, h: number, lift = 0.3): string {
  const hw = w / 2;
  const tipY = eaveY - h * lift;
  const rw = w * 0.3;
  return (
    `M${num(cx - hw)} ${num(tipY)}` +
    `Q${num(cx - hw * 0.7)} ${num(eaveY)} ${num(cx - hw * 0.45)} ${num(eaveY)}` +
    `L${num(cx + hw * 0.45)} ${num(eaveY)}` +
    `Q${num(cx + hw * 0.7)} ${num(eaveY)} ${num(cx + hw)} ${num(tipY)}` +
    `Q${num(cx + hw * 0.72)} ${num(eaveY - h * 0.5)} ${num(cx + rw)} ${num(eaveY - h)}` +
    `L${num(cx + rw + h * 0.08)} ${num(eaveY - h * 1.12)}L${num(cx + rw - h * 0.04)} ${num(eaveY - h * 1.1)}` +
    `Q${num(cx)} ${num(eaveY - h * 1.04)} ${num(cx - rw + h * 0.04)} ${num(eaveY - h * 1.1)}` +
    `L${num(cx - rw - h * 0.08)} ${num(eaveY - h * 1.12)}L${num(cx - rw)} ${num(eaveY - h)}` +
    `Q${num(cx - hw * 0.72)} ${num(eaveY - h * 0.5)} ${num(cx - hw)} ${num(tipY)}Z`
  );
}

/** A roof with its painted eave band and tile lines. */
export function roof(cx: number, eaveY: number, w: number, h: number, c: RoofColors, lift = 0.3): string {
  const hw = w / 2;
  const band = h * 0.16;
  const out: string[] = [];
  // painted eave band just under the roof edge
  out.push(
    path(
      `M${num(cx - hw * 0.88)} ${num(eaveY - h * lift * 0.55)}Q${num(cx - hw * 0.66)} ${num(eaveY + band)} ${num(cx - hw * 0.42)} ${num(eaveY + band)}L${num(cx + hw * 0.42)} ${num(eaveY + band)}Q${num(cx + hw * 0.66)} ${num(eaveY + band)} ${num(cx + hw * 0.88)} ${num(eaveY - h * lift * 0.55)}Z`,
      c.under,
    ),
  );
  if (c.accent) {
    let d = "";
    const n = Math.max(4, Math.round(w / 40));
    for (let i = 0; i <= n; i++) {
      const x = cx - w * 0.4 + (w * 0.8 * i) / n;
      d += `M${num(x - 2)} ${num(eaveY + band * 0.3)}h4v${num(band * 0.45)}h-4Z`;
    }
    out.push(path(d, c.accent));
  }
  out.push(path(roofD(cx, eaveY, w, h, lift), c.tile));
  if (c.ridge) {
    let d = "";
    const n = Math.max(6, Math.round(w / 22));
    for (let i = 1; i < n; i++) {
      const u = i / n;
      const x0 = cx - w * 0.3 + w * 0.6 * u;
      const x1 = cx - hw * 0.9 + w * 0.9 * u;
      d += `M${num(x0)} ${num(eaveY - h * 0.98)}L${num(x1)} ${num(eaveY - h * 0.05)}`;
    }
    out.push(line(d, c.ridge, Math.max(1, w / 260), { opacity: 0.35 }));
    out.push(
      line(
        `M${num(cx - w * 0.3)} ${num(eaveY - h)}Q${num(cx)} ${num(eaveY - h * 0.96)} ${num(cx + w * 0.3)} ${num(eaveY - h)}`,
        c.ridge,
        Math.max(1.5, w / 140),
        { opacity: 0.5 },
      ),
    );
  }
  return g(out);
}

export interface HallColors extends RoofColors {
  column: string;
  wall: string;
  lattice: string;
  stone: string;
  stoneShade: string;
}

/** Gyeongbokgung's colours: dark tiles, teal dancheong, red columns and pale stone. */
export const palaceColors: HallColors = {
  tile: P.inkSoft,
  under: P.tealMid,
  accent: P.saffron,
  ridge: P.sandLight,
  column: P.terracotta,
  wall: P.sand,
  lattice: P.terracottaDeep,
  stone: P.stone,
  stoneShade: P.stoneDark,
};

/** Timber storey: columns, lattice panels and a lintel band, from y0 (top) to y1 (bottom). */
function storey(cx: number, y0: number, y1: number, w: number, bays: number, c: HallColors): string {
  const out: string[] = [rect(cx - w / 2, y0, w, y1 - y0, c.wall)];
  const bw = w / bays;
  let cols = "",
    lat = "";
  for (let i = 0; i <= bays; i++) {
    const x = cx - w / 2 + bw * i;
    cols += `M${num(x - bw * 0.06)} ${num(y0)}h${num(bw * 0.12)}V${num(y1)}h${num(-bw * 0.12)}Z`;
    if (i < bays) {
      const lx0 = x + bw * 0.14,
        lx1 = x + bw * 0.86;
      for (let k = 1; k < 4; k++)
        lat += `M${num(lx0 + ((lx1 - lx0) * k) / 4)} ${num(y0 + (y1 - y0) * 0.22)}V${num(y1 - (y1 - y0) * 0.06)}`;
      lat += `M${num(lx0)} ${num(y0 + (y1 - y0) * 0.55)}H${num(lx1)}`;
    }
  }
  out.push(line(lat, c.lattice, Math.max(1, bw * 0.03), { opacity: 0.8 }));
  out.push(path(cols, c.column));
  out.push(rect(cx - w / 2, y0, w, (y1 - y0) * 0.14, c.under));
  return g(out);
}

/** Two-storey throne hall (Geunjeongjeon type) standing on a stepped stone terrace. baseY = ground. */
export function palaceHall(cx: number, baseY: number, w: number, c: HallColors): string {
  const s = w / 600;
  const terrace1 = 26 * s,
    terrace2 = 22 * s;
  const platTop = baseY - terrace1 - terrace2;
  const out: string[] = [
    rect(cx - w * 0.55, baseY - terrace1, w * 1.1, terrace1, c.stone),
    rect(cx - w * 0.48, baseY - terrace1 - terrace2, w * 0.96, terrace2, c.stone),
    path(
      `M${num(cx - w * 0.55)} ${num(baseY - terrace1)}h${num(w * 1.1)}v${num(4 * s)}h${num(-w * 1.1)}Z M${num(cx - w * 0.48)} ${num(platTop)}h${num(w * 0.96)}v${num(4 * s)}h${num(-w * 0.96)}Z`,
      c.stoneShade,
    ),
  ];
  // central stair
  let st = "";
  for (let i = 0; i < 6; i++)
    st += `M${num(cx - 40 * s)} ${num(platTop + i * 8 * s)}h${num(80 * s)}v${num(3 * s)}h${num(-80 * s)}Z`;
  out.push(path(st, c.stoneShade));
  // lower storey
  const lowTop = platTop - 120 * s;
  out.push(storey(cx, lowTop, platTop, w * 0.78, 7, c));
  out.push(roof(cx, lowTop + 14 * s, w, 80 * s, c, 0.32));
  // upper storey
  const upTop = lowTop - 150 * s;
  out.push(storey(cx, upTop, lowTop - 40 * s, w * 0.6, 5, c));
  out.push(roof(cx, upTop + 16 * s, w * 0.86, 110 * s, c, 0.34));
  return g(out);
}

/** Gwanghwamun: stone base with three arched gateways and a two-tier pavilion. */
export function gateHouse(cx: number, baseY: number, w: number, c: HallColors, opening: string): string {
  const s = w / 600;
  const baseH = 150 * s;
  const top = baseY - baseH;
  const out: string[] = [rect(cx - w / 2, top, w, baseH, c.stone)];
  // ashlar courses
  let courses = "";
  for (let i = 1; i < 6; i++) courses += `M${num(cx - w / 2)} ${num(top + (baseH * i) / 6)}H${num(cx + w / 2)}`;
  out.push(line(courses, c.stoneShade, Math.max(1, 1.5 * s), { opacity: 0.5 }));
  const arch = (ax: number, aw: number, ah: number): string =>
    `M${num(ax - aw / 2)} ${num(baseY)}V${num(baseY - ah + aw / 2)}A${num(aw / 2)} ${num(aw / 2)} 0 0 1 ${num(ax + aw / 2)} ${num(baseY - ah + aw / 2)}V${num(baseY)}Z`;
  out.push(
    path(arch(cx, 92 * s, 112 * s) + arch(cx - 150 * s, 70 * s, 92 * s) + arch(cx + 150 * s, 70 * s, 92 * s), opening),
  );
  out.push(rect(cx - w / 2 - 6 * s, top - 10 * s, w + 12 * s, 10 * s, c.stoneShade));
  // pavilion
  const p1 = top - 10 * s;
  out.push(storey(cx, p1 - 70 * s, p1, w * 0.62, 5, c));
  out.push(roof(cx, p1 - 60 * s, w * 0.86, 56 * s, c, 0.32));
  const p2 = p1 - 110 * s;
  out.push(storey(cx, p2 - 62 * s, p2, w * 0.5, 3, c));
  out.push(roof(cx, p2 - 54 * s, w * 0.74, 74 * s, c, 0.34));
  return g(out);
}

/** A hanok house: stone plinth, white walls with dark timber framing, tiled roof. */
export function hanok(
  cx: number,
  baseY: number,
  w: number,
  c: { tile: string; wall: string; timber: string; stone: string; under: string; ridge?: string },
): string {
  const h = w * 0.28;
  const top = baseY - h;
  let frame = "";
  const bays = 3;
  for (let i = 0; i <= bays; i++) {
    const x = cx - w * 0.36 + (w * 0.72 * i) / bays;
    frame += `M${num(x - 2)} ${num(top)}h4V${num(baseY - w * 0.05)}h-4Z`;
  }
  frame += `M${num(cx - w * 0.36)} ${num(top + h * 0.45)}h${num(w * 0.72)}v3h${num(-w * 0.72)}Z`;
  return g([
    rect(cx - w * 0.4, baseY - w * 0.05, w * 0.8, w * 0.05, c.stone),
    rect(cx - w * 0.36, top, w * 0.72, h - w * 0.05, c.wall),
    path(frame, c.timber),
    roof(cx, top + h * 0.12, w, w * 0.24, { tile: c.tile, under: c.under, ridge: c.ridge }, 0.3),
  ]);
}

/** Seokgatap: the plain three-storey stone pagoda. baseY = ground, h = total height. */
export function seokgatap(cx: number, baseY: number, h: number, stone: string, shade: string): string {
  const s = h / 400;
  const out: string[] = [];
  let y = baseY;
  const block = (w: number, hh: number): void => {
    out.push(
      rect(cx - w / 2, y - hh, w, hh, stone),
      rect(cx + w * 0.18, y - hh, w * 0.32, hh, shade, { opacity: 0.5 }),
    );
    y -= hh;
  };
  const slab = (w: number, hh: number): void => {
    out.push(
      path(
        `M${num(cx - w / 2)} ${num(y - hh * 0.2)}L${num(cx - w * 0.44)} ${num(y)}H${num(cx + w * 0.44)}L${num(cx + w / 2)} ${num(y - hh * 0.2)}L${num(cx + w * 0.36)} ${num(y - hh)}H${num(cx - w * 0.36)}Z`,
        shade,
      ),
    );
    y -= hh;
  };
  block(220 * s, 40 * s);
  slab(240 * s, 12 * s);
  block(170 * s, 44 * s);
  slab(190 * s, 12 * s);
  block(96 * s, 70 * s);
  slab(180 * s, 24 * s);
  block(72 * s, 30 * s);
  slab(150 * s, 22 * s);
  block(58 * s, 26 * s);
  slab(124 * s, 20 * s);
  block(30 * s, 12 * s);
  out.push(line(`M${num(cx)} ${num(y)}V${num(y - 60 * s)}`, shade, 6 * s));
  for (let i = 0; i < 3; i++) out.push(circle(cx, y - 18 * s - i * 16 * s, 8 * s - i * 1.5 * s, shade));
  return g(out);
}

/** Dabotap: the ornate pagoda with stairs, pillared base, railings and octagonal tiers. */
export function dabotap(cx: number, baseY: number, h: number, stone: string, shade: string): string {
  const s = h / 420;
  const out: string[] = [];
  // podium with central stair
  out.push(rect(cx - 110 * s, baseY - 44 * s, 220 * s, 44 * s, stone));
  let st = "";
  for (let i = 0; i < 6; i++)
    st += `M${num(cx - 26 * s)} ${num(baseY - 44 * s + i * 7.5 * s)}h${num(52 * s)}v${num(3 * s)}h${num(-52 * s)}Z`;
  out.push(path(st, shade));
  // four pillars
  const py = baseY - 44 * s;
  let pil = "";
  for (const px of [-80, -30, 22, 72])
    pil += `M${num(cx + px * s)} ${num(py)}h${num(10 * s)}v${num(-62 * s)}h${num(-10 * s)}Z`;
  out.push(rect(cx - 88 * s, py - 62 * s, 176 * s, 62 * s, shade, { opacity: 0.55 }), path(pil, stone));
  // first roof slab
  const r1 = py - 62 * s;
  out.push(
    path(
      `M${num(cx - 126 * s)} ${num(r1 - 4 * s)}L${num(cx - 112 * s)} ${num(r1 + 2 * s)}H${num(cx + 112 * s)}L${num(cx + 126 * s)} ${num(r1 - 4 * s)}L${num(cx + 96 * s)} ${num(r1 - 22 * s)}H${num(cx - 96 * s)}Z`,
      stone,
    ),
  );
  // square railing level
  const r2 = r1 - 22 * s;
  let rail = `M${num(cx - 70 * s)} ${num(r2 - 36 * s)}H${num(cx + 70 * s)}`;
  for (let i = 0; i <= 8; i++) rail += `M${num(cx - 70 * s + i * 17.5 * s)} ${num(r2)}V${num(r2 - 36 * s)}`;
  out.push(rect(cx - 40 * s, r2 - 56 * s, 80 * s, 56 * s, stone), line(rail, shade, 4 * s));
  // octagonal body with railing
  const r3 = r2 - 56 * s;
  out.push(
    path(
      `M${num(cx - 66 * s)} ${num(r3)}H${num(cx + 66 * s)}L${num(cx + 56 * s)} ${num(r3 - 10 * s)}H${num(cx - 56 * s)}Z`,
      shade,
    ),
  );
  let rail2 = `M${num(cx - 52 * s)} ${num(r3 - 40 * s)}H${num(cx + 52 * s)}`;
  for (let i = 0; i <= 6; i++) rail2 += `M${num(cx - 52 * s + i * 17.3 * s)} ${num(r3 - 10 * s)}V${num(r3 - 40 * s)}`;
  out.push(rect(cx - 26 * s, r3 - 62 * s, 52 * s, 52 * s, stone), line(rail2, shade, 3.5 * s));
  // lotus ring
  const r4 = r3 - 62 * s;
  let lotus = "";
  for (let i = 0; i < 7; i++) {
    const lx = cx - 42 * s + i * 14 * s;
    lotus += `M${num(lx - 7 * s)} ${num(r4)}Q${num(lx)} ${num(r4 - 22 * s)} ${num(lx + 7 * s)} ${num(r4)}Z`;
  }
  out.push(path(lotus, stone));
  // octagonal roof
  const r5 = r4 - 14 * s;
  out.push(rect(cx - 22 * s, r5 - 22 * s, 44 * s, 36 * s, shade));
  out.push(
    path(
      `M${num(cx - 72 * s)} ${num(r5 - 20 * s)}Q${num(cx)} ${num(r5 - 8 * s)} ${num(cx + 72 * s)} ${num(r5 - 20 * s)}L${num(cx + 20 * s)} ${num(r5 - 44 * s)}H${num(cx - 20 * s)}Z`,
      stone,
    ),
  );
  // finial
  const r6 = r5 - 44 * s;
  out.push(line(`M${num(cx)} ${num(r6)}V${num(r6 - 70 * s)}`, shade, 6 * s));
  for (let i = 0; i < 4; i++) out.push(circle(cx, r6 - 12 * s - i * 15 * s, (9 - i * 1.6) * s, shade));
  return g(out);
}

/** Seongsan Ilchulbong: a tuff cone with a serrated crater rim and fluted cliffs, rising from the sea. */
export function tuffCone(
  cx: number,
  baseY: number,
  w: number,
  h: number,
  c: { rock: string; shade: string; grass: string; grassDark: string; rim: string },
): string {
  const hw = w / 2;
  const topY = baseY - h;
  const rimL = cx - hw * 0.58,
    rimR = cx + hw * 0.58;
  // serrated rim, left to right: alternate rocky teeth and notches
  let rim = "";
  const teeth = 14;
  for (let i = 0; i <= teeth; i++) {
    const x = rimL + ((rimR - rimL) * i) / teeth;
    const up = i % 2 === 1 ? h * (0.05 + 0.04 * Math.sin(i * 1.7)) : 0;
    const dip = Math.sin((i / teeth) * Math.PI) * h * 0.03;
    rim += `L${num(x)} ${num(topY - up + dip)}`;
  }
  const body =
    `M${num(cx - hw)} ${num(baseY)}Q${num(cx - hw * 0.7)} ${num(baseY - h * 0.2)} ${num(cx - hw * 0.66)} ${num(baseY - h * 0.7)}L${num(rimL)} ${num(topY + h * 0.04)}` +
    rim +
    `L${num(rimR)} ${num(topY + h * 0.04)}L${num(cx + hw * 0.68)} ${num(baseY - h * 0.66)}Q${num(cx + hw * 0.74)} ${num(baseY - h * 0.2)} ${num(cx + hw)} ${num(baseY)}Z`;
  const out: string[] = [path(body, c.rock)];
  // shaded right flank
  out.push(
    path(
      `M${num(cx + hw * 0.2)} ${num(topY + h * 0.02)}L${num(rimR)} ${num(topY + h * 0.04)}L${num(cx + hw * 0.68)} ${num(baseY - h * 0.66)}Q${num(cx + hw * 0.74)} ${num(baseY - h * 0.2)} ${num(cx + hw)} ${num(baseY)}H${num(cx + hw * 0.5)}Q${num(cx + hw * 0.4)} ${num(baseY - h * 0.5)} ${num(cx + hw * 0.2)} ${num(topY + h * 0.02)}Z`,
      c.shade,
    ),
  );
  // fluted cliff ribs
  let ribs = "";
  for (let i = 0; i < 11; i++) {
    const x = rimL + ((rimR - rimL) * (i + 0.5)) / 11;
    ribs += `M${num(x)} ${num(topY + h * 0.06)}Q${num(x + (x - cx) * 0.15)} ${num(topY + h * 0.3)} ${num(x + (x - cx) * 0.25)} ${num(topY + h * 0.5)}`;
  }
  out.push(line(ribs, c.rim, Math.max(1.5, w * 0.006), { opacity: 0.6 }));
  // grassy lower slopes
  out.push(
    path(
      `M${num(cx - hw)} ${num(baseY)}Q${num(cx - hw * 0.75)} ${num(baseY - h * 0.16)} ${num(cx - hw * 0.64)} ${num(baseY - h * 0.48)}Q${num(cx - hw * 0.2)} ${num(baseY - h * 0.36)} ${num(cx + hw * 0.2)} ${num(baseY - h * 0.44)}Q${num(cx + hw * 0.5)} ${num(baseY - h * 0.5)} ${num(cx + hw * 0.7)} ${num(baseY - h * 0.42)}Q${num(cx + hw * 0.78)} ${num(baseY - h * 0.15)} ${num(cx + hw)} ${num(baseY)}Z`,
      c.grass,
    ),
  );
  out.push(
    path(
      `M${num(cx + hw * 0.3)} ${num(baseY - h * 0.46)}Q${num(cx + hw * 0.5)} ${num(baseY - h * 0.5)} ${num(cx + hw * 0.7)} ${num(baseY - h * 0.42)}Q${num(cx + hw * 0.78)} ${num(baseY - h * 0.15)} ${num(cx + hw)} ${num(baseY)}H${num(cx + hw * 0.55)}Q${num(cx + hw * 0.45)} ${num(baseY - h * 0.25)} ${num(cx + hw * 0.3)} ${num(baseY - h * 0.46)}Z`,
      c.grassDark,
    ),
  );
  return g(out);
}

/** Dry-stone wall (Jeju batdam, hanok garden walls): irregular rounded stones on a dark backing. */
export function stoneWall(
  seed: string,
  x0: number,
  x1: number,
  y: number,
  h: number,
  color: string,
  light: string,
  backing?: string,
): string {
  const rand = rng(seed);
  let d = "";
  let hl = "";
  const rows = Math.max(1, Math.round(h / 34));
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    let x = x0 - between(rand, 0, rh);
    while (x < x1) {
      const w = rh * between(rand, 1.1, 2.2);
      const cy = y + rh * (r + 0.5) + between(rand, -rh * 0.06, rh * 0.06);
      const pts: Pt[] = [];
      for (let i = 0; i < 7; i++) {
        const a = (Math.PI * 2 * i) / 7;
        pts.push([
          x + w / 2 + Math.cos(a) * (w / 2 - 1.5) * between(rand, 0.85, 1),
          cy + Math.sin(a) * (rh / 2 - 1.5) * between(rand, 0.8, 1),
        ]);
      }
      d += smoothD(pts, { closed: true, tension: 0.8 });
      hl += `M${num(x + w * 0.3)} ${num(cy - rh * 0.25)}h${num(w * 0.25)}`;
      x += w;
    }
  }
  return (
    (backing ? rect(x0, y, x1 - x0, h, backing) : "") +
    path(d, color) +
    line(hl, light, Math.max(1, rh * 0.1), { opacity: 0.35 })
  );
}

/** Small open pavilion (jeongja): roof on four posts over a raised floor. */
export function pavilion(
  cx: number,
  baseY: number,
  w: number,
  c: RoofColors & { post: string; floor: string },
): string {
  const h = w * 0.5;
  let posts = "";
  for (const f of [-0.36, -0.12, 0.12, 0.36])
    posts += `M${num(cx + w * f - w * 0.015)} ${num(baseY - w * 0.08)}h${num(w * 0.03)}V${num(baseY - h)}h${num(-w * 0.03)}Z`;
  return g([
    rect(cx - w * 0.42, baseY - w * 0.08, w * 0.84, w * 0.05, c.floor),
    line(
      `M${num(cx - w * 0.36)} ${num(baseY - w * 0.03)}V${num(baseY + w * 0.1)}M${num(cx + w * 0.36)} ${num(baseY - w * 0.03)}V${num(baseY + w * 0.1)}`,
      c.post,
      w * 0.025,
    ),
    path(posts, c.post),
    rect(cx - w * 0.38, baseY - h, w * 0.76, w * 0.05, c.under),
    roof(cx, baseY - h, w, w * 0.3, c, 0.36),
  ]);
}
