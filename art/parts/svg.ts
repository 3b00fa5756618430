/** Low-level helpers shared by every part: number formatting, elements, paths, gradients. */

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;

/**
 * Print a coordinate compactly and deterministically: whole pixels from 10 up (a pixel is
 * invisible at these sizes), one decimal below 10 (radii, stroke widths, small local frames).
 */
export function num(v: number): string {
  const x = Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(x, -0) || x === 0 ? "0" : String(x);
}

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? num(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, inner?: string): string {
  return inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export function g(inner: string | readonly string[], a: Attrs = {}): string {
  const body = typeof inner === "string" ? inner : inner.join("");
  return body === "" ? "" : el("g", a, body);
}

export function translate(x: number, y: number, s = 1, flip = false): string {
  const sx = flip ? -s : s;
  return s === 1 && !flip
    ? `translate(${num(x)} ${num(y)})`
    : `translate(${num(x)} ${num(y)}) scale(${num2(sx)} ${num2(s)})`;
}

/** Two-decimal formatting, only for scale factors. */
function num2(v: number): string {
  const x = Math.round(v * 100) / 100;
  return x === 0 ? "0" : String(x);
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el("path", { d, fill, ...extra });
}

/** Polygon as a path ("M x y L ... Z"). */
function polyD(points: readonly Pt[], close = true): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${num(p[0])} ${num(p[1])}`).join("") + (close ? "Z" : "");
}

export function poly(points: readonly Pt[], fill: string, extra: Attrs = {}): string {
  return path(polyD(points), fill, extra);
}

/** Catmull-Rom spline through the points, as cubic Bezier path data (no leading M when `cont`). */
export function smoothD(
  points: readonly Pt[],
  opts: { closed?: boolean; tension?: number; cont?: boolean } = {},
): string {
  const t = opts.tension ?? 1;
  const n = points.length;
  if (n === 0) return "";
  const at = (i: number): Pt => {
    if (opts.closed) return points[((i % n) + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  const first = at(0);
  let d = opts.cont ? `L${num(first[0])} ${num(first[1])}` : `M${num(first[0])} ${num(first[1])}`;
  const segs = opts.closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * t,
      c1y = p1[1] + ((p2[1] - p0[1]) / 6) * t;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * t,
      c2y = p2[1] - ((p3[1] - p1[1]) / 6) * t;
    d += `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return opts.closed ? d + "Z" : d;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return el("rect", { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

/** A stroked polyline or path for line work (waves, ropes, cables): round caps, no fill. */
export function line(d: string, stroke: string, width: number, extra: Attrs = {}): string {
  return el("path", {
    d,
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) =>
      el("stop", { offset: num2(o), "stop-color": c, "stop-opacity": op === undefined ? undefined : num2(op) }),
    )
    .join("");
}

/** A vertical (default) linear gradient definition, wrapped in <defs>. */
export function linearGradient(
  id: string,
  list: readonly Stop[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  return el(
    "defs",
    {},
    el("linearGradient", { id, x1: dir.x1 ?? 0, y1: dir.y1 ?? 0, x2: dir.x2 ?? 0, y2: dir.y2 ?? 1 }, stops(list)),
  );
}

export function radialGradient(
  id: string,
  list: readonly Stop[],
  at: { cx?: number; cy?: number; r?: number } = {},
): string {
  return el(
    "defs",
    {},
    el("radialGradient", { id, cx: num2(at.cx ?? 0.5), cy: num2(at.cy ?? 0.5), r: num2(at.r ?? 0.5) }, stops(list)),
  );
}

/** Standalone SVG document. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}
