/**
 * Illustrated head-and-shoulders portraits on a soft circular backdrop (480 x 480 frame).
 * Flat shapes, light from the upper left, no outlines: the same vocabulary as the landscapes.
 */
import { circle, ellipse, g, line, path, rect } from "./svg.ts";

type HairStyle = "long-parted" | "short" | "bob";

/** The hair over the forehead of each style, and the lighter strand drawn on it. */
const frontHair: Record<HairStyle, { hair: string; strand: string; width: number; opacity: number }> = {
  "long-parted": {
    hair: "M240 142Q196 142 180 176Q170 198 174 232Q184 196 206 178Q226 166 240 152Q254 166 274 178Q296 196 306 232Q310 198 300 176Q284 142 240 142Z",
    strand: "M240 150Q226 160 212 172",
    width: 3,
    opacity: 0.5,
  },
  bob: {
    hair: "M240 134Q176 136 166 198Q164 222 170 240Q178 196 204 178Q240 190 276 170Q300 190 310 240Q316 222 314 198Q304 136 240 134Z",
    strand: "M196 156Q230 146 262 150",
    width: 3.5,
    opacity: 0.45,
  },
  short: {
    hair: "M176 224Q168 170 196 148Q226 128 262 134Q300 142 306 190Q306 210 302 226Q296 196 286 182Q260 172 230 178Q200 180 188 196Q180 206 176 224Z",
    strand: "M206 150Q238 140 270 148",
    width: 3.5,
    opacity: 0.4,
  },
};

export interface PortraitOptions {
  backdrop: string;
  backdropRing: string;
  field: string;
  skin: string;
  skinShade: string;
  lip: string;
  hair: string;
  hairLight: string;
  /** Jacket or main garment, and its shaded side. */
  jacket: string;
  jacketShade: string;
  /** Top, shirt or scarf at the neckline. */
  inner: string;
  hairStyle: HairStyle;
  brow: string;
  earring?: string;
  glasses?: string;
  beard?: boolean;
  /** Open collar shirt (men's) instead of a round neckline. */
  collar?: boolean;
  /** A draped scarf / dupatta over one shoulder. */
  scarf?: string;
}

export function portrait(o: PortraitOptions): string {
  const back: string[] = [
    rect(0, 0, 480, 480, o.field),
    circle(240, 240, 222, o.backdropRing),
    circle(240, 240, 200, o.backdrop),
  ];
  const out: string[] = [];
  // hair behind the head and shoulders
  if (o.hairStyle === "long-parted") {
    out.push(
      path(
        "M164 220Q158 140 240 132Q322 140 316 220Q326 300 338 372Q300 392 240 392Q180 392 142 372Q154 300 164 220Z",
        o.hair,
      ),
    );
  } else if (o.hairStyle === "bob") {
    out.push(
      path(
        "M162 222Q156 136 240 130Q324 136 318 222Q324 292 320 334Q290 344 240 344Q190 344 160 334Q156 292 162 222Z",
        o.hair,
      ),
    );
  }
  // shoulders, the shaded (right) side, and the neck
  out.push(path("M56 480Q60 396 150 370Q196 358 240 358Q284 358 330 370Q420 396 424 480Z", o.jacket));
  out.push(path("M304 366Q414 392 424 480H356Q354 416 304 366Z", o.jacketShade));
  out.push(path("M212 282V384Q240 424 268 384V282Z", o.skin));
  out.push(path("M212 300Q240 330 268 300V318Q240 340 212 318Z", o.skinShade, { opacity: 0.6 }));
  if (o.collar) {
    // shirt with a pointed collar under a blazer
    out.push(path("M202 356L240 424L278 356Z", o.inner));
    out.push(path("M190 368L240 434L232 480H172Q166 420 190 368Z", o.jacket));
    out.push(path("M290 368L240 434L248 480H308Q314 420 290 368Z", o.jacketShade));
    out.push(path("M210 350L240 396L224 410L196 366Z", o.inner), path("M270 350L240 396L256 410L284 366Z", o.inner));
    out.push(line("M224 410L240 396L256 410", o.jacketShade, 1.5, { opacity: 0.35 }));
  } else {
    // a top with a scoop neckline under an open jacket
    out.push(path("M196 364Q240 414 284 364L300 372L294 480H186L180 372Z", o.inner));
    out.push(path("M180 372Q194 364 200 366Q210 424 226 480H166Q164 420 180 372Z", o.jacket));
    out.push(path("M300 372Q286 364 280 366Q270 424 254 480H314Q316 420 300 372Z", o.jacketShade));
  }
  if (o.scarf) {
    out.push(path("M172 374Q210 382 236 430Q250 460 252 480H206Q200 436 168 400Z", o.scarf));
    out.push(path("M300 372Q330 380 338 400Q330 440 320 480H296Q306 420 300 372Z", o.scarf));
  }
  // ears
  out.push(ellipse(176, 238, 12, 20, o.skin), ellipse(304, 238, 12, 20, o.skinShade));
  if (o.earring) out.push(circle(176, 262, 5, o.earring), circle(304, 262, 5, o.earring));
  // face, with the right side in shade
  out.push(
    path(
      "M178 214Q178 150 240 146Q302 150 302 214Q304 270 276 300Q258 316 240 316Q222 316 204 300Q176 270 178 214Z",
      o.skin,
    ),
  );
  out.push(
    path("M258 314Q300 290 302 214Q302 176 284 158Q298 200 290 250Q282 294 240 316Q250 316 258 314Z", o.skinShade, {
      opacity: 0.55,
    }),
  );
  if (o.beard) {
    // a close-trimmed beard and moustache
    out.push(
      path(
        "M190 258Q194 296 214 310Q240 324 266 310Q286 296 290 258Q282 284 266 292Q240 304 214 292Q198 284 190 258Z",
        o.hair,
        { opacity: 0.45 },
      ),
    );
    out.push(path("M222 281Q240 272 258 281Q240 277 222 281Z", o.hair, { opacity: 0.7 }));
  }
  // features
  out.push(line("M198 207Q212 199 226 205M254 205Q268 199 282 207", o.brow, 4.5));
  out.push(ellipse(213, 228, 7, 5, o.brow), ellipse(267, 228, 7, 5, o.brow));
  out.push(circle(215, 226, 1.8, o.field, { opacity: 0.8 }), circle(269, 226, 1.8, o.field, { opacity: 0.8 }));
  out.push(
    path("M242 236Q246 254 250 262Q246 268 236 266", "none", {
      stroke: o.skinShade,
      "stroke-width": 3.5,
      "stroke-linecap": "round",
    }),
  );
  out.push(
    path("M222 286Q240 300 258 286Q240 292 222 286Z", o.lip),
    line("M222 286Q240 294 258 286", o.skinShade, 2.2),
  );
  out.push(ellipse(203, 258, 12, 7, o.lip, { opacity: 0.18 }), ellipse(278, 258, 12, 7, o.lip, { opacity: 0.18 }));
  if (o.glasses) {
    out.push(
      path(
        "M190 218H232Q234 246 212 246Q190 246 190 218ZM248 218H290Q290 246 268 246Q246 246 248 218ZM232 222Q240 216 248 222",
        "none",
        { stroke: o.glasses, "stroke-width": 3.5, "stroke-linejoin": "round" },
      ),
    );
  }
  // hair in front, with one lighter strand
  const front = frontHair[o.hairStyle];
  out.push(path(front.hair, o.hair), line(front.strand, o.hairLight, front.width, { opacity: front.opacity }));
  // the figure is drawn at a comfortable size, then enlarged from the bottom centre
  return g(back) + g(out, { transform: "translate(240 480) scale(1.14) translate(-240 -480)" });
}
