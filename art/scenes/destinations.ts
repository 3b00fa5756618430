/** Destination cards and destination-page heroes, 1200 x 800 (compositions distinct from the home heroes). */
import * as P from "#art/palette.ts";
import { birds } from "#art/parts/birds.ts";
import { sampan } from "#art/parts/boats.ts";
import { cloudStripe, mist } from "#art/parts/clouds.ts";
import { mix } from "#art/parts/color.ts";
import { karst, karstRange, type KarstRange } from "#art/parts/karst.ts";
import { pavilion } from "#art/parts/korean.ts";
import { person } from "#art/parts/people.ts";
import { scene, type Scene } from "#art/parts/scene.ts";
import { sky, skies, sun } from "#art/parts/sky.ts";
import { dagoba, teaRows } from "#art/parts/sri-lanka.ts";
import { g, path, rect } from "#art/parts/svg.ts";
import { domes, mountains, ridge } from "#art/parts/terrain.ts";
import { blossomBranch, canopy, greenPalm, palm, pinePlates, roundTree } from "#art/parts/trees.ts";
import { tieredPagoda } from "#art/parts/vietnam.ts";
import { waterBody, waves } from "#art/parts/water.ts";

const W = 1200,
  H = 800;

const vietnam = scene(
  "destination-vietnam",
  W,
  H,
  "A river winding between karst peaks and rice paddies in northern Vietnam, with a rower in a conical hat",
  (id) => {
    const haze = P.sandLight;
    const range: KarstRange = {
      id,
      color: mix(P.forest, P.teal, 0.35),
      haze,
      shade: 0.25,
      light: P.goldPale,
      rim: 0.35,
      cap: P.olive,
    };
    const kk = karstRange(range);
    const upright = karstRange({ ...range, lean: 0 });
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 520, stops: skies.morning }),
      sun({ x: 340, y: 170, r: 56, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      cloudStripe(700, 150, 320, 18, P.cream, 0.8),
      cloudStripe(520, 90, 240, 14, P.cream, 0.7),
      birds(`${id}-b`, 500, 160, 4, 11, P.inkSoft),
      karst(kk("a", 150, 470, 160, 190, 0.7)),
      karst(kk("b", 330, 470, 120, 250, 0.7)),
      karst(kk("c", 820, 470, 180, 220, 0.7)),
      karst(kk("d", 1050, 470, 150, 170, 0.7)),
      mist(`${id}-mist`, 0, W, 420, 60, P.cream, 0.6),
      karst(kk("e", 90, 540, 260, 400, 0.35)),
      karst(upright("f", 600, 520, 200, 330, 0.4)),
      karst(kk("g", 1110, 560, 300, 440, 0.3)),
      tieredPagoda(590, 198, 56, P.cream, P.terracotta),
      // paddies and the winding river
      rect(0, 520, W, 280, P.sage),
      path("M0 560H1200V600H0ZM0 640H1200V690H0Z", mix(P.sage, P.saffronLight, 0.45)),
      path("M0 600H1200V640H0ZM0 690H1200V800H0Z", mix(P.olive, P.sage, 0.4)),
      path(
        "M520 520Q700 540 650 580Q560 620 700 660Q860 700 760 800H360Q540 720 420 670Q300 620 460 580Q560 550 520 520Z",
        P.tealLight,
      ),
      path(
        "M520 520Q700 540 650 580Q560 620 700 660Q860 700 760 800H700Q760 720 660 680Q520 630 600 590Q650 560 520 520Z",
        P.tealMid,
        { opacity: 0.5 },
      ),
      waves({ seed: `${id}-w`, x0: 430, x1: 760, y0: 600, y1: 790, count: 14, color: P.cream, opacity: 0.5 }),
      sampan(560, 720, 1.3, P.ink, P.ink, undefined, true),
      palm({ ...greenPalm, seed: `${id}-p1`, x: 110, y: 820, h: 420, lean: 0.25 }),
      palm({ ...greenPalm, seed: `${id}-p2`, x: 1120, y: 820, h: 380, lean: -0.25 }),
    ]);
  },
);

const southKorea = scene(
  "destination-south-korea",
  W,
  H,
  "A Korean pavilion above a still lake among layered misty mountains, framed by cherry blossom",
  (id) => {
    const haze = P.sandLight;
    const lake = 560;
    return g([
      sky({
        id: `${id}-sky`,
        width: W,
        height: H,
        to: lake,
        stops: [
          [0, mix(P.tealLight, P.tealPale, 0.3)],
          [0.6, P.sandLight],
          [1, P.blush],
        ],
      }),
      sun({ x: 560, y: 250, r: 70, color: P.cream, halo: [P.sandLight, P.goldPale] }),
      mountains({
        seed: `${id}-m0`,
        baseY: 470,
        round: 0.4,
        color: mix(P.teal, haze, 0.78),
        peaks: [
          { x: 250, y: 210, wl: 320, wr: 280 },
          { x: 900, y: 180, wl: 300, wr: 360 },
        ],
      }),
      mist(`${id}-mist0`, 0, W, 400, 60, P.cream, 0.6),
      mountains({
        seed: `${id}-m1`,
        baseY: 520,
        round: 0.5,
        color: mix(P.teal, haze, 0.55),
        shade: mix(P.tealDeep, haze, 0.5),
        peaks: [
          { x: 560, y: 280, wl: 300, wr: 260 },
          { x: 1100, y: 320, wl: 220, wr: 200 },
        ],
      }),
      mist(`${id}-mist1`, 0, W, 470, 50, P.cream, 0.55),
      ridge({ seed: `${id}-r`, x0: 0, x1: W, y: 530, amp: 20, bottom: lake + 2, color: mix(P.forest, haze, 0.35) }),
      waterBody(`${id}-lake`, 0, lake, W, H - lake, [
        [0, mix(P.tealPale, P.blush, 0.3)],
        [1, P.tealMid],
      ]),
      // rocky outcrop with pines and the pavilion
      path("M560 640Q600 560 700 540Q800 530 860 570Q920 610 940 660Z", mix(P.stoneDark, P.inkSoft, 0.3)),
      path("M800 536Q880 560 940 660H880Q860 600 800 536Z", P.inkSoft),
      pavilion(730, 548, 200, {
        tile: P.inkSoft,
        under: P.tealMid,
        accent: P.saffron,
        ridge: P.sandLight,
        post: P.terracotta,
        floor: P.terracottaDeep,
      }),
      pinePlates(`${id}-pine`, 880, 600, 240, P.terracottaDeep, P.olive, P.forest, true),
      path("M560 660Q750 700 940 664", "none", { stroke: P.tealDeep, "stroke-width": 4, opacity: 0.3 }),
      path("M600 680H900L860 760H640Z", mix(P.stoneDark, P.tealMid, 0.5), { opacity: 0.35 }),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: lake + 14, y1: H - 10, count: 40, color: P.cream, opacity: 0.45 }),
      blossomBranch(`${id}-bl`, -20, 60, 460, 230, P.inkSoft, [P.blush, P.cream, mix(P.blush, P.coral, 0.4)]),
      blossomBranch(`${id}-bl2`, 1220, 20, 980, 120, P.inkSoft, [P.blush, P.cream]),
      birds(`${id}-b`, 420, 330, 3, 10, P.inkSoft),
    ]);
  },
);

const sriLanka = scene(
  "destination-sri-lanka",
  W,
  H,
  "Tea pickers on the green hills of Sri Lanka hill country below a white dagoba",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 500, stops: skies.morning }),
      sun({ x: 300, y: 180, r: 56, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      cloudStripe(700, 140, 300, 18, P.cream, 0.8),
      mountains({
        seed: `${id}-m0`,
        baseY: 420,
        round: 0.5,
        color: mix(P.teal, haze, 0.72),
        peaks: [
          { x: 300, y: 230, wl: 360, wr: 300 },
          { x: 950, y: 200, wl: 300, wr: 360 },
        ],
      }),
      mist(`${id}-mist`, 0, W, 380, 60, P.cream, 0.65),
      domes(`${id}-h1`, 0, W, 470, 40, 110, 4, mix(P.forest, haze, 0.4), 560),
      dagoba(820, 372, 150, P.cream, mix(P.cream, P.stone, 0.5), P.saffron),
      roundTree(`${id}-bo`, 700, 384, 90, mix(P.forest, haze, 0.3), mix(P.pine, haze, 0.3), P.inkSoft),
      canopy(`${id}-trees`, 0, W, 450, 18, mix(P.forest, haze, 0.25), 520),
      // tea slopes
      path("M0 520Q300 460 620 500T1200 480V800H0Z", P.olive),
      teaRows(`${id}-tea1`, -20, 1220, 520, 800, 10, mix(P.forest, P.olive, 0.3), 0.05, 18),
      path("M0 640Q400 600 760 680T1200 660V800H0Z", mix(P.olive, P.sage, 0.35)),
      teaRows(`${id}-tea2`, -20, 1220, 680, 800, 5, mix(P.forest, P.olive, 0.2), 0.03, 20),
      roundTree(`${id}-shade1`, 180, 560, 200, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-shade2`, 1040, 600, 180, P.forest, P.pine, P.inkSoft),
      person({ x: 480, y: 660, h: 80, color: P.inkSoft, accent: P.coral, outfit: "sarong", pack: true }),
      person({ x: 560, y: 670, h: 84, color: P.inkSoft, accent: P.saffron, outfit: "sarong", pack: true, flip: true }),
      person({ x: 760, y: 700, h: 86, color: P.inkSoft, accent: P.terracotta, outfit: "sarong", pack: true }),
    ]);
  },
);

export const destinations: readonly Scene[] = [vietnam, southKorea, sriLanka];
