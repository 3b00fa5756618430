/**
 * Boats, drawn in a local frame (bow to the left, waterline at y = 0, length ~200 units)
 * and placed with a transform, so one drawing serves every size.
 */
import { g, line, num, path, poly, rect, translate } from "./svg.ts";
import * as P from "#art/palette.ts";

export interface BoatColors {
  hull: string;
  trim?: string;
  sail?: string;
  batten?: string;
  cabin?: string;
  window?: string;
}

/** The Ha Long cruise junk: dark hull, rust-red battened sails, lit saffron windows. */
export const redSailJunk: BoatColors = {
  hull: P.ink,
  sail: P.terracotta,
  batten: P.terracottaDeep,
  trim: P.saffron,
  cabin: P.sandLight,
  window: P.saffron,
};

/** Junk-rigged cruise boat of Ha Long Bay: high stern, three battened fan sails. */
export function junk(x: number, y: number, scale: number, c: BoatColors, flip = false): string {
  const sail = c.sail ?? "#C0583F";
  const batten = c.batten ?? "#9C4433";
  const sails: string[] = [];
  const battens: string[] = [];
  const masts: [number, number, number][] = [
    [-58, 92, 52],
    [2, 138, 74],
    [58, 108, 56],
  ];
  let mastD = "";
  for (const [mx, h, w] of masts) {
    const foot = -30,
      top = -30 - h;
    mastD += `M${mx} -22V${top - 6}`;
    sails.push(
      `M${num(mx - w * 0.18)} ${foot}L${num(mx + w * 0.78)} ${foot}Q${num(mx + w * 0.98)} ${num((foot + top) / 2)} ${num(mx + w * 0.66)} ${num(top - h * 0.12)}L${num(mx - w * 0.1)} ${top}Z`,
    );
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const u = 1 - t;
      const ex = mx + w * (u * u * 0.78 + 2 * u * t * 0.98 + t * t * 0.66) - 3;
      const ey = u * u * foot + 2 * u * t * ((foot + top) / 2) + t * t * (top - h * 0.12);
      const sx = mx - w * 0.18 + w * 0.08 * t + 2;
      const sy = foot + (top - foot) * t;
      battens.push(`M${num(sx)} ${num(sy)}L${num(ex)} ${num(ey)}`);
    }
  }
  const hull = "M-104 -30Q-96 -12 -78 2Q-20 8 60 6Q92 2 104 -44L92 -44L84 -30Z";
  const body = [
    line(mastD, c.hull, 3),
    path(sails.join(""), sail),
    line(battens.join(""), batten, 2.2),
    rect(-56, -44, 104, 16, c.cabin ?? "#FFF7E8"),
    path("M-62 -44H54L48 -52H-56Z", c.hull),
    path(hull, c.hull),
    path("M-100 -24Q-95 -17 -86 -12H96L98 -20Z", c.trim ?? "#F2A531"),
  ];
  if (c.window) {
    let wd = "";
    for (let i = 0; i < 8; i++) wd += `M${-48 + i * 12} -41h7v9h-7Z`;
    body.push(path(wd, c.window));
  }
  return g(body, { transform: translate(x, y, scale, flip) });
}

/** Long low sampan with an optional standing rower in a conical hat. */
export function sampan(
  x: number,
  y: number,
  scale: number,
  hull: string,
  rower?: string,
  cargo?: readonly string[],
  flip = false,
): string {
  const out: string[] = [path("M-100 -16Q-60 8 0 8Q60 8 100 -18Q60 -6 0 -6Q-60 -6 -100 -16Z", hull)];
  if (cargo && cargo.length) {
    let i = 0;
    for (const col of cargo) {
      const cx = -50 + i * 16;
      out.push(
        `<circle cx="${cx}" cy="-13" r="9" fill="${col}"/>`,
        `<circle cx="${cx + 8}" cy="-22" r="8" fill="${col}"/>`,
      );
      i++;
    }
  }
  if (rower) {
    out.push(
      path("M62 -8L60 -40Q60 -52 68 -52Q76 -52 76 -40L72 -8Z", rower),
      path("M54 -56L68 -70L82 -56Z", rower),
      line("M72 -44L40 10", rower, 2.5),
    );
  }
  return g(out, { transform: translate(x, y, scale, flip) });
}

/** Sailing yacht: white hull, cabin, main and jib. */
export function yacht(
  x: number,
  y: number,
  scale: number,
  hull: string,
  sail: string,
  sailShade: string,
  trim: string,
  flip = false,
): string {
  return g(
    [
      line("M10 -14V-196", trim, 3),
      path("M14 -24L14 -190Q70 -110 84 -24Z", sail),
      path("M6 -190L6 -24H-84Q-40 -90 6 -190Z", sailShade),
      path("M-112 -20H110Q104 -2 86 6H-88Q-104 -4 -112 -20Z", hull),
      path("M-40 -20L-30 -34H40L54 -20Z", hull),
      rect(-22, -31, 50, 5, trim),
      path("M-104 -12H104", "none", { stroke: trim, "stroke-width": 3 }),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** Motor superyacht: sleek tiers. */
export function motorYacht(
  x: number,
  y: number,
  scale: number,
  hull: string,
  deck: string,
  glass: string,
  flip = false,
): string {
  return g(
    [
      path("M-120 -22H116L124 -30Q118 0 96 6H-92Q-112 -6 -120 -22Z", hull),
      path("M-74 -22L-56 -46H70L88 -22Z", deck),
      path("M-50 -46L-36 -64H46L58 -46Z", hull),
      path("M-24 -64L-14 -78H26L34 -64Z", deck),
      path("M-62 -30L-50 -42H72L80 -30Z", glass),
      path("M-38 -50L-30 -60H44L50 -50Z", glass),
      path("M-116 -8H112", "none", { stroke: glass, "stroke-width": 3 }),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** Sri Lankan outrigger canoe (oruwa) with a square sail. */
export function oruwa(x: number, y: number, scale: number, hull: string, sail: string, flip = false): string {
  return g(
    [
      line("M-10 -10V-150M-60 -110L40 -150M-10 -10L-60 -110", hull, 3),
      path("M-8 -146L38 -148Q46 -80 30 -22L-8 -16Z", sail),
      path("M-90 -14Q-60 6 0 6Q60 6 90 -14Q50 -4 0 -4Q-50 -4 -90 -14Z", hull),
      line("M-30 -6L-40 28M30 -6L20 28", hull, 3),
      path("M-70 24H70Q60 34 0 34Q-60 34 -70 24Z", hull),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** Sea kayak with paddler. */
export function kayak(
  x: number,
  y: number,
  scale: number,
  hull: string,
  person: string,
  paddle: string,
  flip = false,
): string {
  return g(
    [
      path("M-80 -4Q0 -16 80 -4Q0 8 -80 -4Z", hull),
      path("M-8 -10L-6 -38Q0 -46 8 -38L10 -10Z", person),
      `<circle cx="1" cy="-50" r="8" fill="${person}"/>`,
      line("M-40 -4L42 -60", paddle, 3),
      poly(
        [
          [-46, 2],
          [-38, -10],
          [-32, -6],
          [-40, 6],
        ],
        paddle,
      ),
      poly(
        [
          [38, -66],
          [46, -58],
          [50, -64],
          [44, -72],
        ],
        paddle,
      ),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}
