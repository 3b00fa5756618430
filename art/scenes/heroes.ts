/** Home carousel heroes, 1600 x 1000. Subjects sit in the central third so they survive cropping. */
import * as P from "#art/palette.ts";
import { mix } from "#art/parts/color.ts";
import { birds } from "#art/parts/birds.ts";
import { boatReflection } from "#art/parts/extras.ts";
import { junk, oruwa, redSailJunk } from "#art/parts/boats.ts";
import { lotteTower, namsanTower, skyline } from "#art/parts/city.ts";
import { palaceColors, palaceHall, roof } from "#art/parts/korean.ts";
import { person, stiltFisher } from "#art/parts/people.ts";
import { mountains, ridge } from "#art/parts/terrain.ts";
import { canopy, greenPalm, palm, pinePlates } from "#art/parts/trees.ts";
import { cloudStripe } from "#art/parts/clouds.ts";
import { karst, karstReflection, litKarst, type KarstOptions } from "#art/parts/karst.ts";
import { scene, type Scene } from "#art/parts/scene.ts";
import { sky, skies, sun } from "#art/parts/sky.ts";
import { g, line, path, rect } from "#art/parts/svg.ts";
import { foam, glitter, waterBody, waves } from "#art/parts/water.ts";

const W = 1600,
  H = 1000;

const heroVietnam = scene(
  "hero-vietnam",
  W,
  H,
  "Limestone karsts of Ha Long Bay at golden hour with a junk boat under sail",
  (id) => {
    const horizon = 640;
    const haze = P.goldPale;
    const far = mix(P.tealMid, haze, 0.62),
      mid = mix(P.teal, haze, 0.35),
      near = P.tealDeep;
    const k = (seed: string, x: number, w: number, h: number, col: string, depth: number): string =>
      karst({
        ...litKarst(seed, x, horizon, w, h, col, {
          shade: 0.25 + depth * 0.1,
          light: P.saffronLight,
          rim: 0.45 - depth * 0.1,
        }),
        cap: depth > 0 ? mix(P.forest, col, 0.3) : undefined,
      });
    const nk = (seed: string, x: number, y: number, w: number, h: number, col: string): KarstOptions => ({
      ...litKarst(seed, x, y, w, h, col, { shade: 0.45, light: P.saffronLight, rim: 0.3 }),
      cap: mix(P.forest, col, 0.4),
    });
    const nearK = [
      nk("n3", 1300, 700, 160, 300, mix(near, mid, 0.3)),
      nk("n1", 60, 760, 330, 560, near),
      nk("n2", 1540, 780, 360, 600, near),
    ];
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: horizon + 2, stops: skies.golden }),
      sun({ x: 800, y: 470, r: 120, color: P.cream, halo: [P.goldPale, P.goldPale, P.saffronLight] }),
      cloudStripe(180, 250, 380, 26, P.goldPale, 0.55),
      cloudStripe(1100, 200, 320, 22, P.goldPale, 0.5),
      cloudStripe(1000, 300, 200, 16, P.goldPale, 0.45),
      birds(`${id}-b`, 1040, 330, 5, 14, mix(P.ink, P.coral, 0.3)),
      // far row
      k("f1", 360, 120, 150, far, 0),
      k("f2", 470, 90, 110, far, 0),
      k("f3", 1120, 110, 170, far, 0),
      k("f4", 1240, 140, 120, far, 0),
      k("f5", 620, 80, 90, far, 0),
      k("f6", 980, 70, 80, far, 0),
      // middle row
      k("m1", 230, 220, 300, mid, 1),
      k("m2", 1330, 240, 280, mid, 1),
      k("m3", 1030, 140, 200, mid, 1),
      k("m4", 560, 150, 180, mid, 1),
      waterBody(`${id}-sea`, 0, horizon, W, H - horizon, [
        [0, P.sand],
        [0.35, P.tealLight],
        [1, P.teal],
      ]),
      glitter(`${id}-gl`, 800, horizon + 6, 760, 200, 9, P.cream, 0.5),
      // near framing towers and their reflections
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: W,
        y0: horizon + 12,
        y1: H - 10,
        count: 90,
        color: P.cream,
        opacity: 0.45,
        avoid: [600, 700, 1000, 800],
      }),
      ...nearK.map((o) => karstReflection(o, mix(P.tealDeep, P.teal, 0.3), 0.35, 0.55)),
      ...nearK.map((o) => karst(o)),
      boatReflection(800, 792, 260, mix(P.teal, P.ink, 0.4)),
      junk(800, 792, 1.75, redSailJunk),
    ]);
  },
);

const heroSouthKorea = scene(
  "hero-south-korea",
  W,
  H,
  "Gyeongbokgung palace roofline before layered mountains, with the Seoul skyline and Lotte World Tower in the distance",
  (id) => {
    const haze = P.sandLight;
    const ground = 820;
    return g([
      sky({
        id: `${id}-sky`,
        width: W,
        height: H,
        to: ground,
        stops: [
          [0, P.tealLight],
          [0.55, P.sandLight],
          [1, P.blush],
        ],
      }),
      sun({ x: 560, y: 300, r: 70, color: P.cream, halo: [P.sandLight, P.goldPale] }),
      cloudStripe(900, 170, 420, 24, P.cream, 0.6),
      cloudStripe(160, 230, 300, 20, P.cream, 0.5),
      birds(`${id}-b`, 1120, 260, 4, 13, P.inkSoft),
      // Bugaksan and the ranges behind, hazier with distance
      mountains({
        seed: `${id}-m0`,
        baseY: 640,
        color: mix(P.teal, haze, 0.72),
        shade: mix(P.teal, haze, 0.62),
        peaks: [
          { x: 300, y: 330, wl: 380, wr: 320 },
          { x: 1300, y: 300, wl: 360, wr: 420 },
        ],
      }),
      mountains({
        seed: `${id}-m1`,
        baseY: 660,
        round: 0.6,
        color: mix(P.teal, haze, 0.5),
        shade: mix(P.tealDeep, haze, 0.45),
        peaks: [{ x: 800, y: 250, wl: 330, wr: 360 }],
      }),
      ridge({ seed: `${id}-r1`, x0: 0, x1: W, y: 600, amp: 30, bottom: 700, color: mix(P.tealMid, haze, 0.35) }),
      // modern Seoul in the haze
      skyline({
        seed: `${id}-city`,
        x0: 1060,
        x1: 1600,
        baseY: 660,
        minH: 40,
        maxH: 150,
        color: mix(P.indigo, haze, 0.55),
        window: P.cream,
        lit: 0.12,
      }),
      lotteTower(1290, 662, 430, mix(P.indigo, haze, 0.45), mix(P.indigo, haze, 0.3), P.cream),
      skyline({
        seed: `${id}-city2`,
        x0: 0,
        x1: 420,
        baseY: 660,
        minH: 30,
        maxH: 100,
        color: mix(P.indigo, haze, 0.6),
      }),
      namsanTower(190, 600, 150, mix(P.indigo, haze, 0.55)),
      ridge({ seed: `${id}-r2`, x0: 0, x1: W, y: 680, amp: 18, bottom: 760, color: mix(P.forest, haze, 0.35) }),
      canopy(`${id}-trees`, 0, W, 700, 26, mix(P.forest, P.tealDeep, 0.3), 780),
      // palace wall and courtyard
      rect(0, 730, W, 60, P.terracottaDeep),
      roof(800, 730, 1700, 26, { tile: P.inkSoft, under: P.tealMid }, 0.1),
      rect(0, 790, W, H - 790, P.sand),
      rect(0, 790, W, 10, P.sandDeep),
      palaceHall(800, 860, 760, palaceColors),
      path("M0 1000L560 860H1040L1600 1000Z", P.sandLight),
      line("M400 1000L660 860M1200 1000L940 860M0 940H1600", P.sandDeep, 3, { opacity: 0.6 }),
      pinePlates(`${id}-pine`, 1430, 900, 360, P.terracottaDeep, P.olive, P.forest, true),
      pinePlates(`${id}-pine2`, 150, 920, 300, P.terracottaDeep, P.olive, P.forest),
      person({ x: 690, y: 930, h: 64, color: P.inkSoft, accent: P.coral, outfit: "hanbok", hat: "bun" }),
      person({ x: 735, y: 934, h: 70, color: P.inkSoft, accent: P.teal, outfit: "robe", hat: "gat" }),
      person({ x: 940, y: 940, h: 64, color: P.inkSoft, accent: P.saffron, outfit: "hanbok", hat: "bun", flip: true }),
    ]);
  },
);

const heroSriLanka = scene(
  "hero-sri-lanka",
  W,
  H,
  "Stilt fishermen in the surf of a palm-fringed Sri Lankan cove at sunset",
  (id) => {
    const horizon = 560;
    return g([
      sky({
        id: `${id}-sky`,
        width: W,
        height: H,
        to: horizon + 2,
        stops: [
          [0, P.tealMid],
          [0.5, P.blush],
          [0.85, P.saffronLight],
          [1, P.goldPale],
        ],
      }),
      sun({ x: 800, y: 470, r: 95, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(220, 220, 420, 28, P.blush, 0.8),
      cloudStripe(380, 270, 260, 18, P.blush, 0.6),
      cloudStripe(1020, 180, 380, 24, P.blush, 0.75),
      cloudStripe(1100, 235, 220, 16, P.coral, 0.4),
      birds(`${id}-b`, 560, 330, 4, 12, P.inkSoft),
      // far headland
      path("M980 562Q1080 530 1200 520T1400 496Q1500 488 1600 492V562Z", mix(P.tealDeep, P.blush, 0.55)),
      waterBody(`${id}-sea`, 0, horizon, W, H - horizon, [
        [0, P.saffronLight],
        [0.25, P.tealLight],
        [1, P.tealDeep],
      ]),
      glitter(`${id}-gl`, 800, horizon + 6, 700, 230, 10, P.cream, 0.6),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: horizon + 10, y1: 830, count: 70, color: P.cream, opacity: 0.5 }),
      oruwa(1240, 640, 0.45, mix(P.ink, P.teal, 0.3), P.sandLight),
      // surf and beach
      path("M0 850Q400 820 800 836T1600 830V1000H0Z", P.sand),
      foam(`${id}-foam`, 0, W, 842, 6, P.cream, 5, 0.9),
      foam(`${id}-foam2`, 200, 1400, 800, 4, P.cream, 3, 0.55),
      path("M0 900Q500 880 900 900T1600 920V1000H0Z", P.sandDeep, { opacity: 0.5 }),
      // stilt fishermen, the subject, in the centre
      stiltFisher(600, 830, 290, P.ink),
      stiltFisher(780, 816, 330, P.ink),
      stiltFisher(980, 826, 280, P.ink, true),
      stiltFisher(1120, 790, 190, mix(P.ink, P.teal, 0.3)),
      // framing palms
      palm({ ...greenPalm, seed: `${id}-p1`, x: 120, y: 1010, h: 720, lean: 0.35, fronds: 9 }),
      palm({ seed: `${id}-p2`, x: 260, y: 1010, h: 560, lean: 0.12, trunk: P.ink, leaf: P.pine, leafDark: P.inkSoft }),
      palm({ ...greenPalm, seed: `${id}-p3`, x: 1500, y: 1010, h: 680, lean: -0.35, fronds: 9 }),
    ]);
  },
);

export const heroes: readonly Scene[] = [heroVietnam, heroSouthKorea, heroSriLanka];
