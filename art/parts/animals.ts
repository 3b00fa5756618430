/** Animals: the Yala leopard, reef fish and coral. */
import { circle, ellipse, g, line, num, path, translate } from "./svg.ts";
import { between, rng } from "./random.ts";

export interface LeopardColors {
  fur: string;
  belly: string;
  spot: string;
  dark: string;
}

/**
 * A leopard resting along the top of a rock, head to the left and raised, one forepaw hanging
 * over the edge and the tail hanging down behind. Local frame: ~340 units long, rock top at y = 0.
 */
export function leopard(x: number, y: number, scale: number, c: LeopardColors, flip = false): string {
  const body =
    "M-96 0C-104 -14 -104 -34 -94 -48C-80 -62 -40 -62 0 -58C40 -56 80 -66 112 -58C136 -52 148 -32 146 -12C145 -4 140 0 132 0Z";
  const head =
    "M-92 -50C-96 -70 -112 -86 -132 -86C-150 -86 -162 -76 -166 -62L-176 -56C-180 -50 -178 -44 -170 -42L-156 -38C-146 -30 -124 -28 -108 -34Z";
  const ears = "M-140 -84L-136 -100L-124 -88ZM-120 -82L-110 -96L-102 -80Z";
  const legFront = "M-90 -6C-96 10 -100 30 -98 46C-98 54 -86 56 -80 50C-78 34 -74 14 -66 -2Z";
  const legFold = "M-60 -4C-80 -2 -110 -2 -130 -4C-138 -2 -138 4 -130 6H-60Z";
  const legBack = "M96 -10C90 -2 70 2 50 2C40 4 40 8 48 10H110C124 8 130 -2 126 -16Z";
  const tail =
    "M140 -30C160 -26 170 -6 166 20C164 40 170 58 184 66C190 70 188 78 180 76C160 70 152 48 154 24C156 4 150 -12 136 -18Z";
  const rand = rng("leopard");
  let spots = "";
  for (let i = 0; i < 46; i++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand());
    const sx = 20 + Math.cos(a) * r * 108;
    const sy = -30 + Math.sin(a) * r * 20;
    const s = between(rand, 3, 5.5);
    spots += `M${num(sx - s)} ${num(sy)}a${num(s)} ${num(s * 0.8)} 0 1 0 ${num(s * 2)} 0a${num(s)} ${num(s * 0.8)} 0 1 0 ${num(-s * 2)} 0Z`;
  }
  for (let i = 0; i < 9; i++) {
    const sx = -148 + between(rand, -10, 34),
      sy = -70 + between(rand, -10, 20);
    spots += `M${num(sx)} ${num(sy)}m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0`;
  }
  let rings = "";
  for (let i = 0; i < 4; i++) rings += `M${num(160 + i * 2)} ${num(8 + i * 16)}l${num(10)} ${num(-3)}`;
  return g(
    [
      path(tail, c.fur),
      line(rings, c.spot, 5),
      path(legBack, c.fur),
      path(body, c.fur),
      path("M-90 -6C-60 2 60 4 120 -2C100 6 -60 8 -90 -6Z", c.belly),
      path(legFold, c.fur),
      path(spots, c.spot),
      path(legFront, c.fur),
      path(ears, c.fur),
      path("M-136 -88L-133 -96L-127 -89ZM-116 -84L-111 -92L-107 -82Z", c.dark),
      path(head, c.fur),
      path("M-168 -46C-162 -40 -150 -36 -140 -38C-150 -32 -164 -34 -170 -42Z", c.belly),
      ellipse(-147, -66, 4, 3, c.dark),
      path("M-178 -56L-172 -60L-170 -54Z", c.dark),
      line("M-170 -48Q-162 -44 -154 -46", c.dark, 1.5),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** A reef fish, nose to the left, length ~ 60 * scale. */
export function fish(x: number, y: number, scale: number, color: string, stripe?: string, flip = false): string {
  return g(
    [
      path("M-30 0C-20 -16 10 -16 20 -2L34 -14L32 0L34 14L20 2C10 16 -20 16 -30 0Z", color),
      stripe ? path("M-8 -11C-4 -4 -4 4 -8 11L-2 12C2 4 2 -4 -2 -12Z", stripe) : "",
      circle(-20, -3, 2.5, "#1E2830"),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** Branching coral drawn as thick round strokes. */
export function branchCoral(seed: string, x: number, y: number, h: number, color: string): string {
  const rand = rng(seed);
  let d = "";
  const grow = (bx: number, by: number, len: number, ang: number, depth: number): void => {
    const ex = bx + Math.cos(ang) * len,
      ey = by + Math.sin(ang) * len;
    d += `M${num(bx)} ${num(by)}Q${num(bx + Math.cos(ang + 0.3) * len * 0.5)} ${num(by + Math.sin(ang + 0.3) * len * 0.5)} ${num(ex)} ${num(ey)}`;
    if (depth > 0) {
      grow(ex, ey, len * 0.72, ang - between(rand, 0.3, 0.6), depth - 1);
      grow(ex, ey, len * 0.72, ang + between(rand, 0.3, 0.6), depth - 1);
    }
  };
  grow(x, y, h * 0.4, -Math.PI / 2, 3);
  return line(d, color, Math.max(3, h * 0.07));
}

/** Brain / dome coral: a half-disc with curving ridges. */
export function domeCoral(x: number, y: number, r: number, color: string, ridge: string): string {
  let d = "";
  for (let i = 1; i < 4; i++)
    d += `M${num(x - r * (1 - i * 0.22))} ${num(y)}A${num(r * (1 - i * 0.22))} ${num(r * (1 - i * 0.22) * 0.8)} 0 0 1 ${num(x + r * (1 - i * 0.22))} ${num(y)}`;
  return (
    path(`M${num(x - r)} ${num(y)}A${num(r)} ${num(r * 0.8)} 0 0 1 ${num(x + r)} ${num(y)}Z`, color) +
    line(d, ridge, Math.max(1.5, r * 0.06), { opacity: 0.6 })
  );
}

/** Sea fan: a fan of thin strokes. */
export function seaFan(x: number, y: number, h: number, color: string): string {
  let d = "";
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.16;
    d += `M${num(x)} ${num(y)}Q${num(x + Math.cos(a) * h * 0.5)} ${num(y + Math.sin(a) * h * 0.6)} ${num(x + Math.cos(a) * h)} ${num(y + Math.sin(a) * h)}`;
  }
  return line(d, color, Math.max(2, h * 0.03)) + ellipse(x, y - h * 0.62, h * 0.42, h * 0.36, color, { opacity: 0.35 });
}
