/** Everyday objects of travel: phone, documents, luggage, maps and pins, vehicles, furniture, food. */
import { circle, ellipse, g, line, num, path, rect, translate } from "./svg.ts";

/** Rounded rectangle path data. */
function roundRectD(x: number, y: number, w: number, h: number, r: number): string {
  return `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w)} ${num(y + r)}V${num(y + h - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w - r)} ${num(y + h)}H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x)} ${num(y + h - r)}V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`;
}

export function roundRect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra: Record<string, string | number> = {},
): string {
  return path(roundRectD(x, y, w, h, r), fill, extra);
}

/** Smartphone frame; returns the frame, the screen is drawn by the caller inside `screen`. */
export function phone(x: number, y: number, w: number, h: number, body: string, screen: string): string {
  const r = w * 0.14;
  return (
    roundRect(x, y, w, h, r, body) +
    roundRect(x + w * 0.05, y + w * 0.05, w * 0.9, h - w * 0.1, r * 0.7, screen) +
    roundRect(x + w * 0.36, y + w * 0.08, w * 0.28, w * 0.05, w * 0.025, body)
  );
}

export interface ItineraryOptions {
  /** Top left of the first row. */
  x: number;
  y: number;
  /** Width and height of a row, and the distance from one row's top to the next. */
  w: number;
  h: number;
  step: number;
  /** Row colour. */
  card: string;
  /** Radius of the coloured dot at the start of each row. */
  dot: number;
  /** One row per entry: its dot's colour, the length of its title line and of its detail line (none when absent). */
  rows: readonly (readonly [dot: string, title: number, detail?: number])[];
  title: string;
  detail?: string;
}

/** The stops of a trip as rows on a phone screen: a rounded card, a coloured dot and lines of text each. */
export function itineraryRows(o: ItineraryOptions): string {
  const mid = (i: number): number => o.y + i * o.step + o.h / 2;
  const textX = o.x + 22 + o.dot * 2;
  return [
    ...o.rows.map((_, i) => roundRect(o.x, o.y + i * o.step, o.w, o.h, 10, o.card)),
    ...o.rows.map(([color], i) => circle(o.x + 22, mid(i), o.dot, color)),
    ...o.rows.map(
      ([, title, detail], i) =>
        rect(textX, mid(i) - 6, title, 6, o.title, { rx: 3 }) +
        (detail === undefined ? "" : rect(textX, mid(i) + 6, detail, 5, o.detail ?? o.title, { rx: 2.5 })),
    ),
  ].join("");
}

/** Map pin (teardrop with a hole). */
export function pin(x: number, y: number, size: number, color: string, hole: string): string {
  const r = size * 0.5;
  return (
    path(
      `M${num(x)} ${num(y)}C${num(x - r * 0.4)} ${num(y - r * 0.8)} ${num(x - r)} ${num(y - r * 1.2)} ${num(x - r)} ${num(y - r * 1.9)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y - r * 1.9)}C${num(x + r)} ${num(y - r * 1.2)} ${num(x + r * 0.4)} ${num(y - r * 0.8)} ${num(x)} ${num(y)}Z`,
      color,
    ) + circle(x, y - r * 1.9, r * 0.42, hole)
  );
}

/** Passport booklet with an embossed emblem (a circle and meridians, no lettering). */
export function passport(x: number, y: number, w: number, cover: string, emblem: string, rotate = 0): string {
  const h = w * 1.4;
  const cx = x + w / 2,
    cy = y + h * 0.42;
  return g(
    [
      roundRect(x + w * 0.04, y + w * 0.04, w, h, w * 0.06, "#000000", { opacity: 0.12 }),
      roundRect(x, y, w, h, w * 0.06, cover),
      rect(x + w * 0.06, y, w * 0.03, h, emblem, { opacity: 0.25 }),
      circle(cx, cy, w * 0.2, "none", { stroke: emblem, "stroke-width": num(w * 0.025) }),
      line(
        `M${num(cx - w * 0.2)} ${num(cy)}H${num(cx + w * 0.2)}M${num(cx)} ${num(cy - w * 0.2)}V${num(cy + w * 0.2)}`,
        emblem,
        w * 0.018,
      ),
      ellipse(cx, cy, w * 0.09, w * 0.2, "none", { stroke: emblem, "stroke-width": num(w * 0.018) }),
      rect(cx - w * 0.22, y + h * 0.72, w * 0.44, w * 0.04, emblem),
      rect(cx - w * 0.15, y + h * 0.8, w * 0.3, w * 0.03, emblem, { opacity: 0.7 }),
    ],
    rotate ? { transform: `rotate(${rotate} ${num(cx)} ${num(y + h / 2)})` } : {},
  );
}

/** Boarding pass: ticket with stub perforation, barcode bars and a plane glyph. */
export function boardingPass(
  x: number,
  y: number,
  w: number,
  paper: string,
  band: string,
  ink: string,
  rotate = 0,
): string {
  const h = w * 0.42;
  let bars = "";
  let bx = x + w * 0.78;
  for (let i = 0; i < 14; i++) {
    const bw = i % 3 === 0 ? 3 : 1.5;
    bars += `M${num(bx)} ${num(y + h * 0.35)}h${num(bw)}v${num(h * 0.5)}h${num(-bw)}Z`;
    bx += bw + 2.2;
  }
  let perf = "";
  for (let i = 0; i < 8; i++) perf += `M${num(x + w * 0.72)} ${num(y + h * 0.12 + i * h * 0.11)}v${num(h * 0.05)}`;
  return g(
    [
      roundRect(x + 5, y + 5, w, h, w * 0.03, "#000000", { opacity: 0.12 }),
      roundRect(x, y, w, h, w * 0.03, paper),
      path(
        `M${num(x + w * 0.03)} ${num(y)}H${num(x + w * 0.97)}A${num(w * 0.03)} ${num(w * 0.03)} 0 0 1 ${num(x + w)} ${num(y + w * 0.03)}V${num(y + h * 0.24)}H${num(x)}V${num(y + w * 0.03)}A${num(w * 0.03)} ${num(w * 0.03)} 0 0 1 ${num(x + w * 0.03)} ${num(y)}Z`,
        band,
      ),
      line(perf, ink, 1.5, { opacity: 0.5 }),
      plane(x + w * 0.36, y + h * 0.55, w * 0.0016, ink),
      rect(x + w * 0.06, y + h * 0.42, w * 0.16, h * 0.1, ink),
      rect(x + w * 0.48, y + h * 0.42, w * 0.16, h * 0.1, ink),
      rect(x + w * 0.06, y + h * 0.7, w * 0.26, h * 0.05, ink, { opacity: 0.45 }),
      rect(x + w * 0.4, y + h * 0.7, w * 0.24, h * 0.05, ink, { opacity: 0.45 }),
      path(bars, ink),
    ],
    rotate ? { transform: `rotate(${rotate} ${num(x + w / 2)} ${num(y + h / 2)})` } : {},
  );
}

/** Airliner seen from above-side, nose to the right; size ~ 100 units * scale. */
function plane(x: number, y: number, scale: number, color: string, rotate = 0): string {
  const d =
    "M-48 -4H30Q46 -4 50 0Q46 4 30 4H-48Z" +
    "M2 -4L-18 -40H-8L20 -4Z" +
    "M2 4L-18 40H-8L20 4Z" +
    "M-40 -4L-50 -18H-44L-30 -4Z" +
    "M-40 4L-50 18H-44L-30 4Z";
  return path(d, color, { transform: `${translate(x, y, scale * 1)}${rotate ? ` rotate(${rotate})` : ""}` });
}

/** Airliner in side view (nose left), for skies; ~220 units long. */
export function planeSide(x: number, y: number, scale: number, body: string, wing: string, window?: string): string {
  let w = "";
  if (window) for (let i = 0; i < 12; i++) w += `M${-70 + i * 12} -8h6v5h-6Z`;
  return g(
    [
      path("M-110 0Q-108 -14 -90 -14H80L112 -50H124L110 -10Q104 4 80 6H-90Q-108 6 -110 0Z", body),
      path("M-20 2L40 2L2 40H-12Z", wing),
      path("M90 -10L124 -10L130 -4L94 -2Z", wing),
      window ? path(w, window) : "",
    ],
    { transform: translate(x, y, scale) },
  );
}

/** Hard-shell suitcase with handle and wheels. */
export function suitcase(x: number, y: number, w: number, body: string, trim: string): string {
  const h = w * 1.35;
  return g([
    path(`M${num(x + w * 0.32)} ${num(y)}V${num(y - w * 0.18)}H${num(x + w * 0.68)}V${num(y)}`, "none", {
      stroke: trim,
      "stroke-width": num(w * 0.06),
    }),
    roundRect(x, y, w, h, w * 0.1, body),
    line(
      `M${num(x + w * 0.3)} ${num(y + h * 0.1)}V${num(y + h * 0.9)}M${num(x + w * 0.7)} ${num(y + h * 0.1)}V${num(y + h * 0.9)}`,
      trim,
      w * 0.04,
      { opacity: 0.6 },
    ),
    circle(x + w * 0.18, y + h + w * 0.06, w * 0.06, trim),
    circle(x + w * 0.82, y + h + w * 0.06, w * 0.06, trim),
  ]);
}

/** Paint, windows and tyres of a vehicle in side view (the hubs take the window colour). */
interface VehicleColors {
  body: string;
  glass: string;
  tyre: string;
}

/** Car in side view, nose right; ~200 units long. */
export function car(x: number, y: number, scale: number, { body, glass, tyre }: VehicleColors, flip = false): string {
  return g(
    [
      path("M-100 -14Q-100 -36 -80 -38L-50 -40L-26 -64H40L70 -40L92 -36Q102 -32 102 -14V-6H-100Z", body),
      path("M-40 -42L-20 -58H8V-42ZM16 -58H36L56 -42H16Z", glass),
      circle(-58, -6, 20, tyre),
      circle(58, -6, 20, tyre),
      circle(-58, -6, 8, glass),
      circle(58, -6, 8, glass),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** Coach bus in side view, nose right; ~300 units long, a stripe along its side. */
export function bus(
  x: number,
  y: number,
  scale: number,
  { body, glass, tyre, stripe }: VehicleColors & { stripe: string },
  flip = false,
): string {
  let w = "";
  for (let i = 0; i < 7; i++) w += `M${-132 + i * 34} -96h28v30h-28Z`;
  return g(
    [
      path("M-150 -14V-100Q-150 -112 -136 -112H130Q150 -112 152 -90L156 -40V-14Z", body),
      path(w, glass),
      path("M112 -96H138Q146 -96 148 -88L152 -50H112Z", glass),
      rect(-150, -54, 306, 10, stripe),
      circle(-100, -12, 22, tyre),
      circle(100, -12, 22, tyre),
      circle(-100, -12, 9, glass),
      circle(100, -12, 9, glass),
    ],
    { transform: translate(x, y, scale, flip) },
  );
}

/** Low plastic stool of Vietnamese street food. */
export function stool(x: number, y: number, w: number, color: string): string {
  const h = w * 0.8;
  return path(
    `M${num(x - w / 2)} ${num(y - h)}H${num(x + w / 2)}V${num(y - h + w * 0.12)}L${num(x + w * 0.42)} ${num(y)}H${num(x + w * 0.28)}L${num(x + w * 0.2)} ${num(y - h * 0.5)}H${num(x - w * 0.2)}L${num(x - w * 0.28)} ${num(y)}H${num(x - w * 0.42)}L${num(x - w / 2)} ${num(y - h + w * 0.12)}Z`,
    color,
  );
}

/** Bowl with a soup surface and steam curls. */
export function bowl(x: number, y: number, w: number, body: string, soup: string, steamColor?: string): string {
  const out = [
    ellipse(x, y - w * 0.28, w * 0.5, w * 0.1, soup),
    path(
      `M${num(x - w / 2)} ${num(y - w * 0.28)}Q${num(x - w * 0.45)} ${num(y)} ${num(x)} ${num(y)}Q${num(x + w * 0.45)} ${num(y)} ${num(x + w / 2)} ${num(y - w * 0.28)}Z`,
      body,
    ),
  ];
  if (steamColor) out.push(steam(x, y - w * 0.4, w * 0.7, steamColor));
  return g(out);
}

/** Three rising steam curls. */
export function steam(x: number, y: number, h: number, color: string, opacity = 0.7): string {
  let d = "";
  for (const ox of [-0.25, 0, 0.25]) {
    const sx = x + ox * h;
    d += `M${num(sx)} ${num(y)}C${num(sx - h * 0.15)} ${num(y - h * 0.3)} ${num(sx + h * 0.15)} ${num(y - h * 0.5)} ${num(sx)} ${num(y - h * 0.8)}`;
  }
  return line(d, color, Math.max(2, h * 0.06), { opacity });
}

/** Beach umbrella, pole at x from the ground y. */
export function umbrella(
  x: number,
  y: number,
  h: number,
  canopy: string,
  stripe: string,
  pole: string,
  tilt = -8,
): string {
  const r = h * 0.6;
  const top = y - h;
  return g(
    [
      line(`M${num(x)} ${num(y)}V${num(top)}`, pole, Math.max(2, h * 0.03)),
      path(
        `M${num(x - r)} ${num(top + r * 0.22)}Q${num(x)} ${num(top - r * 0.55)} ${num(x + r)} ${num(top + r * 0.22)}Q${num(x + r * 0.66)} ${num(top + r * 0.08)} ${num(x + r * 0.33)} ${num(top + r * 0.22)}Q${num(x)} ${num(top + r * 0.08)} ${num(x - r * 0.33)} ${num(top + r * 0.22)}Q${num(x - r * 0.66)} ${num(top + r * 0.08)} ${num(x - r)} ${num(top + r * 0.22)}Z`,
        canopy,
      ),
      path(
        `M${num(x - r * 0.33)} ${num(top + r * 0.22)}Q${num(x - r * 0.2)} ${num(top - r * 0.3)} ${num(x)} ${num(top - r * 0.33)}Q${num(x - r * 0.05)} ${num(top - r * 0.1)} ${num(x)} ${num(top + r * 0.14)}Q${num(x - r * 0.16)} ${num(top + r * 0.1)} ${num(x - r * 0.33)} ${num(top + r * 0.22)}Z`,
        stripe,
      ),
      path(
        `M${num(x + r * 0.33)} ${num(top + r * 0.22)}Q${num(x + r * 0.55)} ${num(top - r * 0.1)} ${num(x + r * 0.62)} ${num(top - r * 0.14)}Q${num(x + r * 0.86)} ${num(top)} ${num(x + r)} ${num(top + r * 0.22)}Q${num(x + r * 0.66)} ${num(top + r * 0.08)} ${num(x + r * 0.33)} ${num(top + r * 0.22)}Z`,
        stripe,
      ),
    ],
    { transform: `rotate(${tilt} ${num(x)} ${num(y)})` },
  );
}

/** Sun lounger in side view, head to the left. */
export function lounger(x: number, y: number, w: number, frame: string, cushion: string): string {
  const h = w * 0.3;
  return g([
    path(
      `M${num(x)} ${num(y - h * 0.9)}L${num(x + w * 0.18)} ${num(y - h * 0.35)}H${num(x + w)}V${num(y - h * 0.2)}H${num(x + w * 0.16)}L${num(x - w * 0.03)} ${num(y - h * 0.8)}Z`,
      cushion,
    ),
    line(
      `M${num(x + w * 0.12)} ${num(y - h * 0.25)}V${num(y)}M${num(x + w * 0.92)} ${num(y - h * 0.25)}V${num(y)}`,
      frame,
      Math.max(2, w * 0.025),
    ),
  ]);
}

/** Ink stamp impression: a ring with a plane and dashes (no letters). */
export function stampMark(x: number, y: number, r: number, color: string, rotate = 0): string {
  return g(
    [
      circle(x, y, r, "none", { stroke: color, "stroke-width": num(r * 0.1) }),
      circle(x, y, r * 0.75, "none", { stroke: color, "stroke-width": num(r * 0.04) }),
      plane(x, y, r * 0.011, color, -30),
      line(`M${num(x - r * 0.5)} ${num(y + r * 0.5)}H${num(x + r * 0.5)}`, color, r * 0.06),
    ],
    { opacity: 0.85, transform: rotate ? `rotate(${rotate} ${num(x)} ${num(y)})` : undefined },
  );
}

/** Globe: disc with meridians and simplified continents. */
export function globe(x: number, y: number, r: number, sea: string, land: string, lines: string): string {
  const s = r / 100;
  return g([
    circle(x, y, r, sea),
    path(
      `M${num(x - 60 * s)} ${num(y - 60 * s)}Q${num(x - 20 * s)} ${num(y - 80 * s)} ${num(x + 10 * s)} ${num(y - 60 * s)}Q${num(x + 40 * s)} ${num(y - 40 * s)} ${num(x + 20 * s)} ${num(y - 20 * s)}Q${num(x)} ${num(y)} ${num(x - 20 * s)} ${num(y + 10 * s)}Q${num(x - 50 * s)} ${num(y + 10 * s)} ${num(x - 60 * s)} ${num(y - 20 * s)}Q${num(x - 80 * s)} ${num(y - 40 * s)} ${num(x - 60 * s)} ${num(y - 60 * s)}Z` +
        `M${num(x + 30 * s)} ${num(y + 20 * s)}Q${num(x + 70 * s)} ${num(y + 10 * s)} ${num(x + 80 * s)} ${num(y + 40 * s)}Q${num(x + 60 * s)} ${num(y + 70 * s)} ${num(x + 36 * s)} ${num(y + 60 * s)}Q${num(x + 20 * s)} ${num(y + 40 * s)} ${num(x + 30 * s)} ${num(y + 20 * s)}Z`,
      land,
    ),
    ellipse(x, y, r * 0.45, r, "none", { stroke: lines, "stroke-width": num(r * 0.025), opacity: 0.5 }),
    line(`M${num(x - r)} ${num(y)}H${num(x + r)}M${num(x)} ${num(y - r)}V${num(y + r)}`, lines, r * 0.025, {
      opacity: 0.5,
    }),
  ]);
}

/** Double bed, foot toward the viewer-right. */
export function bed(
  x: number,
  y: number,
  w: number,
  frame: string,
  sheet: string,
  pillow: string,
  throwColor: string,
): string {
  const h = w * 0.34;
  return g([
    roundRect(x - w * 0.04, y - h * 1.5, w * 0.1, h * 1.5, w * 0.02, frame),
    roundRect(x, y - h * 0.9, w, h * 0.6, w * 0.02, sheet),
    rect(x, y - h * 0.3, w, h * 0.3, frame),
    roundRect(x + w * 0.06, y - h * 1.15, w * 0.26, h * 0.3, h * 0.12, pillow),
    rect(x + w * 0.6, y - h * 0.92, w * 0.3, h * 0.64, throwColor),
  ]);
}

/** Simple compass rose (four-point star in a ring). */
export function compass(x: number, y: number, r: number, ring: string, north: string, south: string): string {
  return g([
    circle(x, y, r, "none", { stroke: ring, "stroke-width": num(r * 0.08) }),
    path(`M${num(x)} ${num(y - r * 0.8)}L${num(x + r * 0.16)} ${num(y)}H${num(x - r * 0.16)}Z`, north),
    path(`M${num(x)} ${num(y + r * 0.8)}L${num(x + r * 0.16)} ${num(y)}H${num(x - r * 0.16)}Z`, south),
    path(
      `M${num(x - r * 0.8)} ${num(y)}L${num(x)} ${num(y - r * 0.12)}V${num(y + r * 0.12)}ZM${num(x + r * 0.8)} ${num(y)}L${num(x)} ${num(y - r * 0.12)}V${num(y + r * 0.12)}Z`,
      south,
    ),
  ]);
}

/** Sparkle: four-point star (used for "magic" and highlights). */
export function sparkle(x: number, y: number, r: number, color: string): string {
  return path(
    `M${num(x)} ${num(y - r)}Q${num(x + r * 0.15)} ${num(y - r * 0.15)} ${num(x + r)} ${num(y)}Q${num(x + r * 0.15)} ${num(y + r * 0.15)} ${num(x)} ${num(y + r)}Q${num(x - r * 0.15)} ${num(y + r * 0.15)} ${num(x - r)} ${num(y)}Q${num(x - r * 0.15)} ${num(y - r * 0.15)} ${num(x)} ${num(y - r)}Z`,
    color,
  );
}

/** Dashed route line through points (travel path). */
export function routeLine(d: string, color: string, width: number): string {
  return line(d, color, width, { "stroke-dasharray": `${num(width * 3)} ${num(width * 2.2)}` });
}

/** Motorbike in side view, front to the right; ~120 units long, wheels on y = 0. */
export function motorbike(
  x: number,
  y: number,
  scale: number,
  body: string,
  tyre: string,
  rider?: string,
  flip = false,
): string {
  return g(
    [
      circle(-42, -18, 18, tyre),
      circle(44, -18, 18, tyre),
      circle(-42, -18, 7, body),
      circle(44, -18, 7, body),
      path("M-44 -22L-20 -44H20L36 -60L44 -58L34 -40L44 -18L30 -18L18 -30H-10L-28 -18Z", body),
      path("M-30 -46H12L8 -54H-26Z", tyre),
      rider ? path("M-14 -50L-8 -94Q-4 -104 6 -100L14 -80L30 -62L26 -58L8 -72L6 -50Z", rider) : "",
      rider ? circle(0, -112, 11, rider) : "",
    ],
    { transform: translate(x, y, scale, flip) },
  );
}
