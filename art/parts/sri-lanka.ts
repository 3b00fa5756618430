/**
 * Sri Lankan landmarks: Sigiriya, the Temple of the Tooth in Kandy, the Nine Arch Bridge,
 * Galle's lighthouse, and the pilgrims' light trail of Adam's Peak.
 */
import { circle, g, line, num, path, poly, rect, smoothD, type Pt } from "./svg.ts";
import { between, rng } from "./random.ts";

export interface RockColors {
  rock: string;
  shade: string;
  rim: string;
  cap: string;
  streak: string;
}

/** Sigiriya: the sheer, flat-topped monolith with a gardened summit and the stairway up its face. */
export function sigiriya(cx: number, baseY: number, w: number, h: number, c: RockColors, stairs?: string): string {
  const hw = w / 2;
  const pts: Pt[] = [
    [cx - hw * 1.06, baseY],
    [cx - hw * 1.0, baseY - h * 0.35],
    [cx - hw * 0.97, baseY - h * 0.64],
    [cx - hw * 0.9, baseY - h * 0.84],
    [cx - hw * 0.72, baseY - h * 0.96],
    [cx - hw * 0.4, baseY - h * 1.0],
    [cx + hw * 0.15, baseY - h * 0.985],
    [cx + hw * 0.58, baseY - h * 0.93],
    [cx + hw * 0.84, baseY - h * 0.8],
    [cx + hw * 0.96, baseY - h * 0.56],
    [cx + hw * 1.0, baseY - h * 0.26],
    [cx + hw * 1.1, baseY],
  ];
  const out: string[] = [path(smoothD(pts, { tension: 0.8 }) + "Z", c.rock)];
  // shadowed east face
  const right = pts.slice(7);
  const inner = right.map(([x, y], i): Pt => [
    x - w * (0.16 + 0.06 * Math.sin((i / (right.length - 1)) * Math.PI)),
    y + (i === 0 ? h * 0.02 : 0),
  ]);
  out.push(
    path(smoothD(right, { tension: 0.8 }) + smoothD(inner.reverse(), { tension: 0.8, cont: true }) + "Z", c.shade),
  );
  // lit west rim
  const left = pts.slice(1, 5);
  const lin = left.map(([x, y]): Pt => [x + w * 0.035, y + h * 0.01]);
  out.push(path(smoothD(left, { tension: 0.8 }) + smoothD(lin.reverse(), { tension: 0.8, cont: true }) + "Z", c.rim));
  // weathering streaks and the overhang band (the fresco pocket)
  const rand = rng(`sig${Math.round(cx)}`);
  let d = "";
  for (let i = 0; i < 9; i++) {
    const x = cx + hw * between(rand, -0.85, 0.75);
    const y0 = baseY - h * between(rand, 0.7, 0.93);
    const y1 = y0 + h * between(rand, 0.2, 0.45);
    d += `M${num(x)} ${num(y0)}Q${num(x + w * 0.02)} ${num((y0 + y1) / 2)} ${num(x + w * 0.005)} ${num(y1)}`;
  }
  out.push(line(d, c.streak, Math.max(1.5, w * 0.012), { opacity: 0.55 }));
  out.push(
    path(
      `M${num(cx - hw * 0.98)} ${num(baseY - h * 0.5)}Q${num(cx - hw * 0.3)} ${num(baseY - h * 0.56)} ${num(cx + hw * 0.1)} ${num(baseY - h * 0.66)}L${num(cx + hw * 0.1)} ${num(baseY - h * 0.62)}Q${num(cx - hw * 0.3)} ${num(baseY - h * 0.51)} ${num(cx - hw * 1.0)} ${num(baseY - h * 0.45)}Z`,
      c.streak,
      { opacity: 0.3 },
    ),
  );
  // garden on the summit
  let cap = `M${num(cx - hw * 0.7)} ${num(baseY - h * 0.96)}`;
  const n = 9;
  for (let i = 0; i < n; i++) {
    const x0 = cx - hw * 0.7 + (hw * 1.48 * i) / n;
    const x1 = cx - hw * 0.7 + (hw * 1.48 * (i + 1)) / n;
    const yb = baseY - h * (0.985 - 0.02 * Math.abs(i / n - 0.4));
    cap += `Q${num((x0 + x1) / 2)} ${num(yb - h * between(rand, 0.03, 0.06))} ${num(x1)} ${num(yb)}`;
  }
  cap += `L${num(cx + hw * 0.7)} ${num(baseY - h * 0.94)}Q${num(cx)} ${num(baseY - h * 0.965)} ${num(cx - hw * 0.7)} ${num(baseY - h * 0.96)}Z`;
  out.push(path(cap, c.cap));
  if (stairs) {
    let zz = `M${num(cx + hw * 0.62)} ${num(baseY - h * 0.2)}`;
    for (let i = 1; i <= 4; i++) {
      zz += `L${num(cx + hw * (i % 2 ? 0.8 : 0.66))} ${num(baseY - h * (0.2 + i * 0.17))}`;
    }
    out.push(
      line(zz, stairs, Math.max(1.2, w * 0.006), {
        "stroke-dasharray": `${num(w * 0.014)} ${num(w * 0.01)}`,
        opacity: 0.7,
      }),
    );
  }
  return g(out);
}

export interface TempleColors {
  wall: string;
  wallShade: string;
  roof: string;
  roofShade: string;
  gold: string;
  opening: string;
}

/** Tiered octagonal pavilion (Pattirippuwa) in elevation: a front face and two angled faces. */
export function octagon(cx: number, baseY: number, w: number, c: TempleColors): string {
  const s = w / 200;
  const fw = w * 0.42; // front face width
  const sw = w * 0.29; // visible width of each angled face
  const h1 = 80 * s,
    h2 = 66 * s;
  const out: string[] = [];
  const faces = (y0: number, y1: number): void => {
    out.push(rect(cx - fw / 2, y0, fw, y1 - y0, c.wall));
    out.push(
      poly(
        [
          [cx - fw / 2 - sw, y0 + 4 * s],
          [cx - fw / 2, y0],
          [cx - fw / 2, y1],
          [cx - fw / 2 - sw, y1],
        ],
        c.wall,
      ),
    );
    out.push(
      poly(
        [
          [cx + fw / 2, y0],
          [cx + fw / 2 + sw, y0 + 4 * s],
          [cx + fw / 2 + sw, y1],
          [cx + fw / 2, y1],
        ],
        c.wallShade,
      ),
    );
  };
  const arches = (y1: number, hh: number, fill: string): void => {
    const aw = fw * 0.42;
    const ar = (ax: number, awid: number): string =>
      `M${num(ax - awid / 2)} ${num(y1)}V${num(y1 - hh + awid / 2)}A${num(awid / 2)} ${num(awid / 2)} 0 0 1 ${num(ax + awid / 2)} ${num(y1 - hh + awid / 2)}V${num(y1)}Z`;
    out.push(path(ar(cx, aw) + ar(cx - fw / 2 - sw / 2, sw * 0.45) + ar(cx + fw / 2 + sw / 2, sw * 0.45), fill));
  };
  // ground storey
  const g1 = baseY - h1;
  faces(g1, baseY);
  arches(baseY, h1 * 0.75, c.opening);
  out.push(rect(cx - fw / 2 - sw, g1, fw + sw * 2, 6 * s, c.wallShade));
  // skirt roof between storeys
  const sk = g1;
  out.push(
    path(
      `M${num(cx - w / 2 - 14 * s)} ${num(sk + 10 * s)}L${num(cx - fw / 2 - sw * 0.6)} ${num(sk - 14 * s)}H${num(cx + fw / 2 + sw * 0.6)}L${num(cx + w / 2 + 14 * s)} ${num(sk + 10 * s)}Z`,
      c.roof,
    ),
  );
  out.push(
    path(
      `M${num(cx + fw / 2)} ${num(sk - 14 * s)}H${num(cx + fw / 2 + sw * 0.6)}L${num(cx + w / 2 + 14 * s)} ${num(sk + 10 * s)}H${num(cx + fw / 2 + 10 * s)}Z`,
      c.roofShade,
    ),
  );
  // upper storey with windows
  const g2 = sk - 14 * s - h2;
  faces(g2, sk - 14 * s);
  let win = "";
  for (const ox of [-fw * 0.28, 0, fw * 0.28])
    win += `M${num(cx + ox - 8 * s)} ${num(sk - 24 * s)}V${num(g2 + 22 * s)}A${num(8 * s)} ${num(8 * s)} 0 0 1 ${num(cx + ox + 8 * s)} ${num(g2 + 22 * s)}V${num(sk - 24 * s)}Z`;
  for (const side of [-1, 1])
    win += `M${num(cx + side * (fw / 2 + sw / 2) - 6 * s)} ${num(sk - 24 * s)}V${num(g2 + 24 * s)}h${num(12 * s)}V${num(sk - 24 * s)}Z`;
  out.push(path(win, c.opening));
  // octagonal roof: wide eave and pointed top
  const r0 = g2;
  out.push(
    path(
      `M${num(cx - w / 2 - 22 * s)} ${num(r0 + 12 * s)}Q${num(cx - w * 0.3)} ${num(r0 - 16 * s)} ${num(cx - 10 * s)} ${num(r0 - 70 * s)}H${num(cx + 10 * s)}Q${num(cx + w * 0.3)} ${num(r0 - 16 * s)} ${num(cx + w / 2 + 22 * s)} ${num(r0 + 12 * s)}Z`,
      c.roof,
    ),
  );
  out.push(
    path(
      `M${num(cx + fw / 2 - 4 * s)} ${num(r0 + 12 * s)}Q${num(cx + fw * 0.34)} ${num(r0 - 20 * s)} ${num(cx + 10 * s)} ${num(r0 - 70 * s)}Q${num(cx + w * 0.3)} ${num(r0 - 16 * s)} ${num(cx + w / 2 + 22 * s)} ${num(r0 + 12 * s)}Z`,
      c.roofShade,
    ),
  );
  out.push(
    line(
      `M${num(cx - fw / 2)} ${num(r0 + 8 * s)}Q${num(cx - fw * 0.3)} ${num(r0 - 22 * s)} ${num(cx - 4 * s)} ${num(r0 - 66 * s)}`,
      c.roofShade,
      2 * s,
      { opacity: 0.6 },
    ),
  );
  out.push(
    line(`M${num(cx)} ${num(r0 - 70 * s)}V${num(r0 - 96 * s)}`, c.gold, 5 * s),
    circle(cx, r0 - 84 * s, 6 * s, c.gold),
  );
  return g(out);
}

/** Long Kandyan temple block: white walls, a row of openings and a steep two-stage tiled roof. */
export function kandyBlock(x: number, baseY: number, w: number, h: number, c: TempleColors): string {
  const top = baseY - h;
  let wins = "";
  const n = Math.max(3, Math.round(w / 46));
  for (let i = 0; i < n; i++) {
    const wx = x + (w / n) * (i + 0.5);
    wins += `M${num(wx - 7)} ${num(baseY - h * 0.25)}V${num(top + h * 0.35)}A7 7 0 0 1 ${num(wx + 7)} ${num(top + h * 0.35)}V${num(baseY - h * 0.25)}Z`;
  }
  return g([
    rect(x, top, w, h, c.wall),
    rect(x, baseY - 8, w, 8, c.wallShade),
    path(wins, c.opening),
    path(
      `M${num(x - 18)} ${num(top + 6)}L${num(x + 16)} ${num(top - h * 0.38)}H${num(x + w - 16)}L${num(x + w + 18)} ${num(top + 6)}Z`,
      c.roof,
    ),
    path(
      `M${num(x + 20)} ${num(top - h * 0.36)}L${num(x + 44)} ${num(top - h * 0.72)}H${num(x + w - 44)}L${num(x + w - 20)} ${num(top - h * 0.36)}Z`,
      c.roofShade,
    ),
  ]);
}

/** Walakulu bemma: the white "cloud wall" along Kandy Lake, with its wave crest and lamp niches. */
export function cloudWall(x0: number, x1: number, y: number, h: number, wall: string, niche: string): string {
  const crest = h * 0.35;
  let d = `M${num(x0)} ${num(y + h)}V${num(y)}`;
  let nd = "";
  const step = h * 1.2;
  for (let x = x0; x < x1; x += step) {
    d += `Q${num(x + step * 0.25)} ${num(y - crest)} ${num(x + step * 0.5)} ${num(y)}Q${num(x + step * 0.75)} ${num(y - crest)} ${num(x + step)} ${num(y)}`;
    nd += `M${num(x + step * 0.5)} ${num(y + h * 0.3)}l${num(h * 0.12)} ${num(h * 0.3)}h${num(-h * 0.24)}Z`;
  }
  d += `V${num(y + h)}Z`;
  return path(d, wall) + path(nd, niche);
}

export interface BridgeColors {
  stone: string;
  shade: string;
  opening: string;
}

/**
 * The Nine Arch Bridge: nine semicircular arches on tall piers, seen slightly obliquely
 * (arches shrink toward the far end). Returns the bridge; `deckY` is the rail level at x0.
 */
export function nineArchBridge(
  x0: number,
  x1: number,
  deckY: number,
  groundY: number,
  c: BridgeColors,
  farScale = 0.7,
  rise = 0,
): string {
  const spans = 9;
  // widths shrinking geometrically to the far end
  const ratio = Math.pow(farScale, 1 / (spans - 1));
  let sum = 0;
  for (let i = 0; i < spans; i++) sum += Math.pow(ratio, i);
  const unit = (x1 - x0) / sum;
  let x = x0;
  let d = "";
  let op = "";
  let sh = "";
  const deckAt = (xx: number): number => deckY - ((xx - x0) / (x1 - x0)) * rise;
  for (let i = 0; i < spans; i++) {
    const w = unit * Math.pow(ratio, i);
    const pier = w * 0.2;
    const yTop = deckAt(x);
    const ground = groundY - ((x - x0) / (x1 - x0)) * rise * 0.4;
    const springY = yTop + w * 0.42;
    const r = (w - pier) / 2;
    op += `M${num(x + pier / 2)} ${num(ground)}V${num(springY)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w - pier / 2)} ${num(springY)}V${num(ground)}Z`;
    sh += `M${num(x + w - pier / 2 - w * 0.06)} ${num(ground)}V${num(springY)}L${num(x + w - pier / 2)} ${num(springY)}V${num(ground)}Z`;
    x += w;
  }
  d = `M${num(x0 - unit * 0.1)} ${num(groundY)}V${num(deckY - 6)}L${num(x1 + unit * 0.1)} ${num(deckAt(x1) - 6)}V${num(groundY - rise * 0.4)}Z`;
  const parapet = `M${num(x0 - unit * 0.1)} ${num(deckY - 6)}L${num(x1 + unit * 0.1)} ${num(deckAt(x1) - 6)}V${num(deckAt(x1) + 4)}L${num(x0 - unit * 0.1)} ${num(deckY + 6)}Z`;
  return g([path(d, c.stone), path(op, c.opening), path(sh, c.shade, { opacity: 0.6 }), path(parapet, c.shade)]);
}

/** Railway carriages with windows; locomotive first. */
export function train(
  x: number,
  y: number,
  carW: number,
  cars: number,
  body: string,
  roof: string,
  window: string,
  stripe?: string,
): string {
  const h = carW * 0.32;
  let b = "",
    r = "",
    wd = "",
    st = "";
  for (let i = 0; i < cars; i++) {
    const cx = x + i * (carW + 4);
    if (i === 0) {
      b += `M${num(cx)} ${num(y)}V${num(y - h * 0.8)}Q${num(cx)} ${num(y - h)} ${num(cx + h * 0.3)} ${num(y - h)}H${num(cx + carW)}V${num(y)}Z`;
      wd += `M${num(cx + h * 0.12)} ${num(y - h * 0.78)}h${num(h * 0.35)}v${num(h * 0.28)}h${num(-h * 0.35)}Z`;
    } else {
      b += `M${num(cx)} ${num(y)}V${num(y - h)}H${num(cx + carW)}V${num(y)}Z`;
      const n = 5;
      for (let k = 0; k < n; k++)
        wd += `M${num(cx + carW * 0.08 + (carW * 0.86 * k) / n)} ${num(y - h * 0.74)}h${num(carW * 0.12)}v${num(h * 0.28)}h${num(-carW * 0.12)}Z`;
    }
    r += `M${num(cx + (i === 0 ? h * 0.3 : 0))} ${num(y - h)}H${num(cx + carW)}v${num(-h * 0.08)}H${num(cx + (i === 0 ? h * 0.35 : 2))}Z`;
    if (stripe) st += `M${num(cx)} ${num(y - h * 0.3)}H${num(cx + carW)}v${num(h * 0.08)}H${num(cx)}Z`;
  }
  return g([path(b, body), path(r, roof), path(wd, window), st ? path(st, stripe ?? body) : ""]);
}

export interface LighthouseColors {
  tower: string;
  shade: string;
  cap: string;
  light: string;
}

/** A tapering white lighthouse with gallery, lantern room and dome. */
export function lighthouse(cx: number, baseY: number, h: number, c: LighthouseColors): string {
  const bw = h * 0.12,
    tw = h * 0.085;
  const top = baseY - h * 0.78;
  return g([
    poly(
      [
        [cx - bw, baseY],
        [cx - tw, top],
        [cx + tw, top],
        [cx + bw, baseY],
      ],
      c.tower,
    ),
    poly(
      [
        [cx + bw * 0.35, baseY],
        [cx + tw * 0.35, top],
        [cx + tw, top],
        [cx + bw, baseY],
      ],
      c.shade,
    ),
    rect(cx - tw * 1.45, top - h * 0.025, tw * 2.9, h * 0.03, c.cap),
    rect(cx - tw * 0.75, top - h * 0.12, tw * 1.5, h * 0.1, c.light),
    line(
      `M${num(cx - tw * 0.25)} ${num(top - h * 0.12)}V${num(top - h * 0.02)}M${num(cx + tw * 0.25)} ${num(top - h * 0.12)}V${num(top - h * 0.02)}`,
      c.cap,
      Math.max(1, h * 0.006),
    ),
    path(
      `M${num(cx - tw * 0.95)} ${num(top - h * 0.12)}Q${num(cx)} ${num(top - h * 0.24)} ${num(cx + tw * 0.95)} ${num(top - h * 0.12)}Z`,
      c.cap,
    ),
    line(`M${num(cx)} ${num(top - h * 0.17)}V${num(top - h * 0.22)}`, c.cap, Math.max(1.5, h * 0.01)),
    rect(cx - tw * 0.3, baseY - h * 0.1, tw * 0.6, h * 0.1, c.cap),
    rect(cx - tw * 0.22, top + h * 0.2, tw * 0.44, h * 0.06, c.shade),
    rect(cx - tw * 0.24, top + h * 0.42, tw * 0.48, h * 0.06, c.shade),
  ]);
}

/** A chain of tiny lights zig-zagging up a slope (pilgrims' lamps on Adam's Peak). */
export function lightTrail(points: readonly Pt[], color: string, size: number): string {
  return (
    line(smoothD(points, { tension: 0.5 }), color, size, { "stroke-dasharray": `0 ${num(size * 2.4)}` }) +
    line(smoothD(points, { tension: 0.5 }), color, size * 3, { opacity: 0.18 })
  );
}

/** Tea bushes in contour rows across a slope: rounded dashes along gently curved lines. */
export function teaRows(
  seed: string,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  rows: number,
  color: string,
  slope = 0.1,
  thickness = 12,
): string {
  const rand = rng(seed);
  let d = "";
  for (let i = 0; i < rows; i++) {
    const u = i / Math.max(1, rows - 1);
    const y = y0 + (y1 - y0) * u;
    const bow = between(rand, 8, 20) * (0.5 + u);
    d += `M${num(x0)} ${num(y + (x1 - x0) * slope * 0.5)}Q${num((x0 + x1) / 2)} ${num(y - bow)} ${num(x1)} ${num(y - (x1 - x0) * slope * 0.5)}`;
  }
  return line(d, color, thickness, { "stroke-dasharray": `${num(thickness * 1.6)} ${num(thickness * 0.5)}` });
}

/** Dagoba (stupa): white bell dome on terraces, square relic box and a tapering spire. */
export function dagoba(cx: number, baseY: number, h: number, white: string, shade: string, gold: string): string {
  const s = h / 300;
  return g([
    rect(cx - 110 * s, baseY - 16 * s, 220 * s, 16 * s, shade),
    rect(cx - 100 * s, baseY - 30 * s, 200 * s, 14 * s, white),
    path(
      `M${num(cx - 96 * s)} ${num(baseY - 30 * s)}C${num(cx - 96 * s)} ${num(baseY - 130 * s)} ${num(cx - 50 * s)} ${num(baseY - 160 * s)} ${num(cx)} ${num(baseY - 160 * s)}C${num(cx + 50 * s)} ${num(baseY - 160 * s)} ${num(cx + 96 * s)} ${num(baseY - 130 * s)} ${num(cx + 96 * s)} ${num(baseY - 30 * s)}Z`,
      white,
    ),
    path(
      `M${num(cx + 30 * s)} ${num(baseY - 156 * s)}C${num(cx + 70 * s)} ${num(baseY - 146 * s)} ${num(cx + 96 * s)} ${num(baseY - 120 * s)} ${num(cx + 96 * s)} ${num(baseY - 30 * s)}H${num(cx + 60 * s)}C${num(cx + 64 * s)} ${num(baseY - 100 * s)} ${num(cx + 52 * s)} ${num(baseY - 136 * s)} ${num(cx + 30 * s)} ${num(baseY - 156 * s)}Z`,
      shade,
      { opacity: 0.6 },
    ),
    rect(cx - 24 * s, baseY - 186 * s, 48 * s, 28 * s, white),
    rect(cx + 8 * s, baseY - 186 * s, 16 * s, 28 * s, shade, { opacity: 0.6 }),
    rect(cx - 28 * s, baseY - 192 * s, 56 * s, 6 * s, shade),
    path(
      `M${num(cx - 14 * s)} ${num(baseY - 192 * s)}L${num(cx - 3 * s)} ${num(baseY - 290 * s)}H${num(cx + 3 * s)}L${num(cx + 14 * s)} ${num(baseY - 192 * s)}Z`,
      white,
    ),
    path(
      `M${num(cx + 2 * s)} ${num(baseY - 192 * s)}L${num(cx + 1 * s)} ${num(baseY - 290 * s)}H${num(cx + 3 * s)}L${num(cx + 14 * s)} ${num(baseY - 192 * s)}Z`,
      shade,
      { opacity: 0.6 },
    ),
    circle(cx, baseY - 296 * s, 7 * s, gold),
  ]);
}

/** Asian elephant in side view, trunk to the left; ~240 units long, feet at y = 0. */
export function elephant(x: number, y: number, scale: number, color: string, shade: string, flip = false): string {
  return g(
    [
      path(
        "M-70 -150C-40 -176 40 -176 80 -150C104 -134 112 -100 108 -70L104 0H82L78 -50C60 -44 30 -44 10 -50L6 0H-16L-20 -60C-40 -70 -56 -80 -62 -96Z",
        color,
      ),
      path("M60 -40L64 0H84L88 -60Z", shade),
      path("M-20 -60L-16 0H-36L-40 -70Z", shade),
      path(
        "M-62 -96C-84 -100 -96 -120 -100 -140C-104 -164 -90 -184 -70 -186C-50 -188 -34 -176 -30 -160C-40 -150 -56 -140 -70 -150Z",
        color,
      ),
      path("M-100 -134C-112 -110 -114 -70 -108 -30C-106 -20 -96 -18 -94 -26C-98 -60 -92 -100 -82 -116Z", color),
      path("M-62 -170C-40 -176 -20 -160 -22 -130C-24 -108 -40 -98 -56 -102C-52 -126 -56 -150 -62 -170Z", shade),
      path("M104 -120C116 -110 120 -90 118 -70", "none", {
        stroke: color,
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
    ],
    { transform: `translate(${num(x)} ${num(y)}) scale(${flip ? -scale : scale} ${scale})` },
  );
}
