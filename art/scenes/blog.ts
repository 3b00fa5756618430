/** Blog heroes (1200 x 675, 16:9) and two inline figures per article (1200 x 800). */
import * as P from "#art/palette.ts";
import { branchCoral, domeCoral, fish, seaFan } from "#art/parts/animals.ts";
import { birds } from "#art/parts/birds.ts";
import { junk, kayak, oruwa, redSailJunk } from "#art/parts/boats.ts";
import { cableCar, ecoLodge, timberLodge } from "#art/parts/buildings.ts";
import { cloud, cloudSea, cloudStripe, mist } from "#art/parts/clouds.ts";
import { mix } from "#art/parts/color.ts";
import { boatReflection } from "#art/parts/extras.ts";
import { karst, karstRange, karstReflection } from "#art/parts/karst.ts";
import { gateHouse, palaceColors } from "#art/parts/korean.ts";
import { cities, asiaMap, mapPoint } from "#art/parts/maps.ts";
import { foodStall, tteokbokkiStall } from "#art/parts/market.ts";
import {
  boardingPass,
  bowl,
  itineraryRows,
  lounger,
  motorbike,
  passport,
  phone,
  pin,
  planeSide,
  routeLine,
  sparkle,
  steam,
  stool,
} from "#art/parts/objects.ts";
import { person, stiltFisher } from "#art/parts/people.ts";
import { between, rng } from "#art/parts/random.ts";
import { sceneOfSize, type Scene } from "#art/parts/scene.ts";
import { beam, glow, sky, skies, stars, sun } from "#art/parts/sky.ts";
import { circle, ellipse, g, line, path, rect } from "#art/parts/svg.ts";
import { mountains, ridge } from "#art/parts/terrain.ts";
import { canopy, conifer, greenPalm, palm, pinePlates, roundTree } from "#art/parts/trees.ts";
import { lantern, lanternString, shophouse, silkLanterns, type ShophouseColors } from "#art/parts/vietnam.ts";
import { foam, glitter, waterBody, waves } from "#art/parts/water.ts";

const heroWidth = 1200,
  heroHeight = 675; // blog hero
const figureWidth = 1200,
  figureHeight = 800; // inline figure
const hero = sceneOfSize(heroWidth, heroHeight);
const figure = sceneOfSize(figureWidth, figureHeight);

// ---------------------------------------------------------------- 1. Tropical paradise (Sri Lanka)

const tropical = hero(
  "blog-tropical-paradise",
  "A palm-fringed cove on Sri Lanka's south coast at sunset, an outrigger canoe drawn up on the sand",
  (id) => {
    const sea = 390;
    return g([
      sky({ id: `${id}-sky`, width: heroWidth, height: heroHeight, to: sea, stops: skies.dusk }),
      sun({ x: 640, y: 340, r: 70, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(160, 140, 360, 22, P.blush, 0.75),
      cloudStripe(760, 100, 300, 18, P.blush, 0.7),
      cloudStripe(820, 140, 180, 12, P.coral, 0.5),
      waterBody(`${id}-sea`, 0, sea, heroWidth, heroHeight - sea, [
        [0, P.saffronLight],
        [0.4, P.tealMid],
        [1, P.teal],
      ]),
      glitter(`${id}-gl`, 640, sea + 6, 520, 220, 10, P.cream, 0.6),
      waves({ seed: `${id}-w`, x0: 0, x1: heroWidth, y0: sea + 10, y1: 540, count: 50, color: P.cream, opacity: 0.45 }),
      // the curve of the cove with its headlands
      path(`M0 ${sea + 2}Q120 340 260 350Q340 360 380 ${sea + 2}Z`, mix(P.forest, P.dusk, 0.5)),
      canopy(`${id}-head`, 0, 360, 350, 16, mix(P.forest, P.dusk, 0.5), sea + 2),
      path(`M900 ${sea + 2}Q1000 350 1100 340Q1160 336 1200 350V${sea + 2}Z`, mix(P.forest, P.dusk, 0.5)),
      path("M0 560Q300 520 600 540T1200 520V675H0Z", P.sand),
      foam(`${id}-foam`, 0, heroWidth, 540, 5, P.cream, 5, 0.9),
      path("M0 610Q400 590 800 610T1200 600V675H0Z", P.sandDeep, { opacity: 0.5 }),
      oruwa(820, 600, 0.9, P.inkSoft, P.sandLight),
      palm({
        seed: `${id}-p1`,
        x: 80,
        y: 700,
        h: 560,
        lean: 0.45,
        trunk: P.ink,
        leaf: P.pine,
        leafDark: P.inkSoft,
        fronds: 9,
      }),
      palm({ ...greenPalm, seed: `${id}-p2`, x: 220, y: 700, h: 470, lean: 0.3 }),
      palm({
        seed: `${id}-p3`,
        x: 1140,
        y: 700,
        h: 520,
        lean: -0.4,
        trunk: P.ink,
        leaf: P.pine,
        leafDark: P.inkSoft,
        fronds: 9,
      }),
      birds(`${id}-b`, 900, 230, 4, 11, P.inkSoft),
    ]);
  },
);

const stiltFishers = figure(
  "blog-tropical-paradise-stilt-fishermen",
  "Stilt fishermen perched on poles in the morning surf off the south coast of Sri Lanka",
  (id) => {
    const sea = 420;
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: sea, stops: skies.morning }),
      sun({ x: 300, y: 200, r: 60, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      cloudStripe(620, 140, 360, 20, P.cream, 0.8),
      cloudStripe(720, 180, 200, 14, P.cream, 0.6),
      waterBody(`${id}-sea`, 0, sea, figureWidth, figureHeight - sea, [
        [0, mix(P.tealLight, P.goldPale, 0.3)],
        [1, P.teal],
      ]),
      glitter(`${id}-gl`, 300, sea + 6, 560, 160, 8, P.cream, 0.5),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: figureWidth,
        y0: sea + 10,
        y1: figureHeight - 10,
        count: 70,
        color: P.cream,
        opacity: 0.5,
      }),
      foam(`${id}-surf1`, 0, figureWidth, 640, 8, P.cream, 6, 0.85),
      foam(`${id}-surf2`, 0, figureWidth, 720, 10, P.cream, 7, 0.9),
      stiltFisher(280, 690, 340, P.ink),
      stiltFisher(560, 660, 300, P.inkSoft),
      stiltFisher(820, 700, 360, P.ink, true),
      stiltFisher(1040, 640, 240, mix(P.inkSoft, P.teal, 0.3)),
      path("M0 760Q600 730 1200 770V800H0Z", P.sand),
    ]);
  },
);

const villaPool = figure(
  "blog-tropical-paradise-villa-pool",
  "A villa with an infinity pool facing the Indian Ocean at dusk",
  (id) => {
    const sea = 400;
    const edge = 500; // the vanishing edge of the pool
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: sea, stops: skies.dusk }),
      sun({ x: 700, y: 340, r: 60, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      stars(`${id}-st`, 0, 0, figureWidth, 140, 24, P.cream),
      cloudStripe(420, 150, 300, 18, P.blush, 0.7),
      cloudStripe(880, 200, 200, 12, P.blush, 0.6),
      waterBody(`${id}-sea`, 0, sea, figureWidth, edge - sea, [
        [0, P.saffronLight],
        [1, mix(P.teal, P.dusk, 0.3)],
      ]),
      glitter(`${id}-gl`, 700, sea + 6, edge - 10, 140, 6, P.cream, 0.5),
      // the villa on the left, glass front glowing
      rect(0, 250, 420, 250, P.cream),
      rect(30, 290, 330, 190, mix(P.tealDeep, P.dusk, 0.3)),
      rect(46, 306, 120, 174, P.saffronLight),
      line("M200 290V480M280 290V480", P.sandDeep, 5),
      rect(360, 330, 60, 170, P.sandDeep),
      rect(-20, 226, 500, 26, P.inkSoft),
      // the infinity pool: its far edge vanishes into the sea
      waterBody(`${id}-pool`, 0, edge, figureWidth, 150, [
        [0, mix(P.tealLight, P.saffronLight, 0.35)],
        [1, P.tealMid],
      ]),
      path(`M0 ${edge}H${figureWidth}v4H0Z`, P.cream, { opacity: 0.8 }),
      glitter(`${id}-gl2`, 700, edge + 10, 630, 220, 6, P.cream, 0.6),
      path("M30 506h330l-20 60h-290Z", P.saffronLight, { opacity: 0.25 }),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: figureWidth,
        y0: edge + 14,
        y1: 640,
        count: 26,
        color: P.cream,
        opacity: 0.4,
      }),
      rect(0, 650, figureWidth, 16, P.stone),
      rect(0, 666, figureWidth, 134, mix(P.sandDeep, P.terracottaDeep, 0.25)),
      lounger(620, 740, 180, P.inkSoft, P.cream),
      lounger(860, 740, 180, P.inkSoft, P.cream),
      lantern(1080, 700, 16, P.saffronLight, P.ink, 0, P.saffronLight),
      palm({
        seed: `${id}-p1`,
        x: 1130,
        y: 820,
        h: 620,
        lean: -0.3,
        trunk: P.ink,
        leaf: mix(P.pine, P.dusk, 0.3),
        leafDark: P.ink,
      }),
      palm({
        seed: `${id}-p2`,
        x: 470,
        y: 680,
        h: 420,
        lean: 0.1,
        trunk: P.ink,
        leaf: mix(P.pine, P.dusk, 0.3),
        leafDark: P.ink,
      }),
    ]);
  },
);

// ---------------------------------------------------------------- 2. Cultural journey (Korea)

const cultural = hero(
  "blog-cultural-journey",
  "Gwanghwamun, the main gate of Gyeongbokgung Palace, at dusk under strings of lanterns",
  (id) => {
    const ground = 560;
    return g([
      sky({
        id: `${id}-sky`,
        width: heroWidth,
        height: heroHeight,
        to: ground,
        stops: [
          [0, P.ink],
          [0.45, P.dusk],
          [1, P.coral],
        ],
      }),
      stars(`${id}-st`, 0, 0, heroWidth, 180, 30, P.cream),
      mountains({
        seed: `${id}-m`,
        baseY: 470,
        round: 0.6,
        color: mix(P.dusk, P.ink, 0.35),
        peaks: [{ x: 600, y: 230, wl: 380, wr: 420 }],
      }),
      rect(0, 430, heroWidth, 70, P.terracottaDeep),
      gateHouse(600, ground, 640, { ...palaceColors, wall: mix(P.sand, P.dusk, 0.2) }, P.ink),
      rect(0, ground, heroWidth, heroHeight - ground, mix(P.stone, P.dusk, 0.35)),
      path(`M380 ${heroHeight}L520 ${ground}H680L820 ${heroHeight}Z`, mix(P.stone, P.dusk, 0.15)),
      lanternString(-20, 50, 600, 70, 30, 9, 18, silkLanterns, P.ink, P.saffronLight),
      lanternString(
        600,
        70,
        1220,
        50,
        30,
        9,
        18,
        [P.saffron, P.coral, P.saffronLight, P.terracotta],
        P.ink,
        P.saffronLight,
      ),
      person({ x: 470, y: 640, h: 80, color: P.ink, accent: P.coral, outfit: "hanbok", hat: "bun" }),
      person({ x: 510, y: 646, h: 84, color: P.ink, accent: P.tealMid, outfit: "hanbok", hat: "bun" }),
      person({ x: 760, y: 650, h: 88, color: P.ink, accent: P.inkSoft, outfit: "robe", hat: "gat", flip: true }),
    ]);
  },
);

const gwanghwamun = figure(
  "blog-cultural-journey-gwanghwamun",
  "Visitors in hanbok walking toward Gwanghwamun gate on a clear day, Bugaksan behind",
  (id) => {
    const ground = 600;
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: ground, stops: skies.day }),
      cloud(220, 150, 0.8, P.cream),
      cloud(980, 120, 0.6, P.cream, 0.9),
      mountains({
        seed: `${id}-m`,
        baseY: 450,
        round: 0.6,
        color: mix(P.forest, haze, 0.4),
        shade: mix(P.pine, haze, 0.4),
        peaks: [{ x: 620, y: 170, wl: 420, wr: 460 }],
      }),
      canopy(`${id}-trees`, 0, figureWidth, 430, 20, mix(P.forest, haze, 0.2), 480),
      rect(0, 470, figureWidth, 70, P.terracottaDeep),
      gateHouse(600, ground, 700, palaceColors, P.inkSoft),
      rect(0, ground, figureWidth, figureHeight - ground, P.sand),
      path(`M300 ${figureHeight}L520 ${ground}H680L900 ${figureHeight}Z`, P.sandLight),
      person({ x: 420, y: 740, h: 130, color: P.inkSoft, accent: P.coral, outfit: "hanbok", hat: "bun" }),
      person({ x: 480, y: 750, h: 136, color: P.inkSoft, accent: P.saffron, outfit: "hanbok", hat: "bun" }),
      person({ x: 700, y: 730, h: 140, color: P.inkSoft, accent: P.teal, outfit: "robe", hat: "gat", flip: true }),
      person({ x: 760, y: 742, h: 128, color: P.inkSoft, accent: P.blush, outfit: "hanbok", hat: "bun", flip: true }),
      person({ x: 980, y: 690, h: 90, color: P.inkSoft, accent: P.tealMid, walk: true }),
      person({ x: 220, y: 700, h: 96, color: P.inkSoft, accent: P.terracotta, outfit: "hanbok", hat: "bun" }),
    ]);
  },
);

const tombs = figure(
  "blog-cultural-journey-gyeongju-tombs",
  "The grassy royal burial mounds of Gyeongju among pine trees in soft morning light",
  (id) => {
    const haze = P.sandLight;
    // a tumulus: a smooth dome, lit from the left, with a soft shadow at its foot
    const mound = (cx: number, y: number, w: number, h: number, col: string, sh: string): string =>
      ellipse(cx + w * 0.06, y + 4, w * 0.54, h * 0.08, mix(P.forest, P.sage, 0.4), { opacity: 0.5 }) +
      path(
        `M${cx - w / 2} ${y}C${cx - w * 0.44} ${y - h * 1.32} ${cx + w * 0.44} ${y - h * 1.32} ${cx + w / 2} ${y}Z`,
        col,
      ) +
      path(
        `M${cx + w * 0.04} ${y - h * 0.99}C${cx + w * 0.34} ${y - h * 0.92} ${cx + w * 0.47} ${y - h * 0.5} ${cx + w / 2} ${y}H${cx + w * 0.22}C${cx + w * 0.28} ${y - h * 0.45} ${cx + w * 0.2} ${y - h * 0.8} ${cx + w * 0.04} ${y - h * 0.99}Z`,
        sh,
      ) +
      path(
        `M${cx - w * 0.3} ${y - h * 0.66}C${cx - w * 0.22} ${y - h * 0.9} ${cx - w * 0.08} ${y - h * 0.98} ${cx} ${y - h * 0.99}C${cx - w * 0.12} ${y - h * 0.9} ${cx - w * 0.22} ${y - h * 0.8} ${cx - w * 0.3} ${y - h * 0.66}Z`,
        P.sage,
        { opacity: 0.6 },
      );
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: 470, stops: skies.morning }),
      sun({ x: 300, y: 180, r: 56, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      ridge({ seed: `${id}-r`, x0: 0, x1: figureWidth, y: 400, amp: 24, bottom: 480, color: mix(P.teal, haze, 0.75) }),
      canopy(`${id}-trees`, 0, figureWidth, 440, 14, mix(P.forest, haze, 0.5), 480),
      rect(0, 470, figureWidth, 330, mix(P.sage, P.sandLight, 0.3)),
      mound(300, 520, 360, 120, mix(P.olive, haze, 0.35), mix(P.forest, haze, 0.4)),
      mound(1060, 540, 280, 90, mix(P.olive, haze, 0.3), mix(P.forest, haze, 0.35)),
      mound(720, 620, 620, 230, P.olive, mix(P.forest, P.olive, 0.3)),
      path("M520 800Q600 720 780 690Q900 672 1200 680V712Q920 708 820 722Q660 750 640 800Z", P.sandLight),
      path("M0 740Q300 720 560 760T1200 760V800H0Z", mix(P.sage, P.olive, 0.3)),
      pinePlates(`${id}-pine1`, 100, 780, 400, P.terracottaDeep, P.olive, P.forest),
      pinePlates(`${id}-pine2`, 1110, 790, 340, P.terracottaDeep, P.olive, P.forest, true),
      person({ x: 940, y: 696, h: 56, color: P.inkSoft, accent: P.coral, outfit: "hanbok", hat: "bun" }),
      person({ x: 972, y: 698, h: 60, color: P.inkSoft, accent: P.teal }),
    ]);
  },
);

// ---------------------------------------------------------------- 3. Mountain luxury (northern Vietnam)

const mountainLuxury = hero(
  "blog-mountain-luxury",
  "A timber mountain lodge perched on a ridge above a sea of clouds in northern Vietnam at sunrise",
  (id) => {
    const haze = P.goldPale;
    return g([
      sky({ id: `${id}-sky`, width: heroWidth, height: heroHeight, stops: skies.dawn }),
      sun({ x: 620, y: 300, r: 60, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      mountains({
        seed: `${id}-far`,
        baseY: 420,
        color: mix(P.teal, haze, 0.6),
        shade: mix(P.tealDeep, haze, 0.55),
        peaks: [
          { x: 200, y: 180, wl: 260, wr: 200 },
          { x: 560, y: 220, wl: 200, wr: 200 },
          { x: 1050, y: 150, wl: 240, wr: 260 },
        ],
      }),
      cloudSea(`${id}-c1`, -20, 1220, 400, 520, 34, mix(P.blush, P.cream, 0.4)),
      mountains({
        seed: `${id}-near`,
        baseY: 560,
        color: mix(P.tealDeep, P.forest, 0.3),
        shade: mix(P.tealDeep, P.ink, 0.3),
        peaks: [{ x: 380, y: 300, wl: 420, wr: 300 }],
      }),
      ecoLodge(300, 360, 200, { ...timberLodge, solar: P.inkSoft, post: P.ink }),
      conifer(540, 380, 70, P.pine),
      conifer(570, 400, 56, P.pine),
      conifer(250, 380, 60, P.pine),
      cloudSea(`${id}-c2`, -20, 1220, 520, 675, 40, P.cream),
      birds(`${id}-b`, 700, 200, 3, 12, P.inkSoft),
    ]);
  },
);

/** A steep mountain spur falling from the edge of the frame to the river at (tipX, tipY). */
function spur(left: boolean, topY: number, tipX: number, tipY: number, color: string, shade?: string): string {
  const e = left ? 0 : figureWidth;
  const dx = tipX - e;
  const cx = e + dx * 0.55,
    cy = topY + (tipY - topY) * 0.38;
  const foot = tipX + (left ? 30 : -30);
  const body = `M${e} ${topY}Q${cx} ${cy} ${tipX} ${tipY}L${foot} ${figureHeight}H${e}Z`;
  const sh = shade
    ? path(
        `M${e + dx * 0.5} ${topY + (tipY - topY) * 0.3}Q${e + dx * 0.78} ${topY + (tipY - topY) * 0.6} ${tipX} ${tipY}L${foot} ${figureHeight}H${e + dx * 0.7}Q${e + dx * 0.66} ${topY + (tipY - topY) * 0.7} ${e + dx * 0.5} ${topY + (tipY - topY) * 0.3}Z`,
        shade,
      )
    : "";
  return path(body, color) + sh;
}

const maPiLeng = figure(
  "blog-mountain-luxury-ma-pi-leng",
  "The Ma Pi Leng pass cut into a cliff high above the jade Nho Que river gorge",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, stops: skies.morning }),
      sun({ x: 640, y: 130, r: 40, color: P.cream, halo: [P.goldPale] }),
      mountains({
        seed: `${id}-far`,
        baseY: 560,
        color: mix(P.teal, haze, 0.72),
        peaks: [
          { x: 380, y: 230, wl: 360, wr: 260 },
          { x: 900, y: 210, wl: 280, wr: 360 },
        ],
      }),
      // far walls of the gorge
      spur(true, 430, 612, 520, mix(P.forest, haze, 0.62)),
      spur(false, 410, 668, 520, mix(P.forest, haze, 0.58)),
      // the jade river far below, snaking down the floor of the gorge
      path("M596 510H700L780 800H540Z", mix(P.forest, haze, 0.5)),
      path(
        "M630 512Q660 540 640 580Q604 630 640 680Q690 740 640 800H740Q770 740 716 680Q676 630 700 580Q716 540 652 512Z",
        P.tealMid,
      ),
      line("M648 540Q660 580 640 620Q624 660 660 700", P.tealLight, 3, { opacity: 0.8 }),
      // interlocking spurs, hazier with distance
      spur(true, 360, 600, 650, mix(P.forest, haze, 0.4), mix(P.pine, haze, 0.42)),
      spur(false, 330, 716, 600, mix(P.forest, haze, 0.34), mix(P.pine, haze, 0.36)),
      spur(false, 250, 900, 800, mix(P.forest, P.tealDeep, 0.3), mix(P.pine, P.ink, 0.2)),
      spur(true, 220, 470, 800, mix(P.forest, P.tealDeep, 0.15), mix(P.pine, P.ink, 0.12)),
      // the pass: a road cut across the near cliff, with its guard wall
      path("M0 330Q200 380 380 560L392 580Q200 400 0 352Z", P.sandDeep),
      line("M0 328Q200 378 382 558", P.stone, 5),
      line("M0 341Q200 390 388 570", P.cream, 2, { "stroke-dasharray": "10 10", opacity: 0.8 }),
      motorbike(210, 414, 0.36, P.coral, P.ink, P.inkSoft),
      conifer(70, 470, 90, P.pine),
      conifer(130, 530, 70, P.pine),
      conifer(240, 640, 80, P.pine),
      roundTree(`${id}-t2`, 1120, 420, 150, P.forest, P.pine, P.inkSoft),
      birds(`${id}-b`, 820, 260, 3, 10, P.inkSoft),
    ]);
  },
);

const fansipan = figure(
  "blog-mountain-luxury-fansipan",
  "The summit of Fansipan rising from a sea of clouds, with a cable car cabin gliding up",
  (id) => {
    const haze = P.goldPale;
    return g([
      sky({
        id: `${id}-sky`,
        width: figureWidth,
        height: figureHeight,
        stops: [
          [0, P.tealMid],
          [0.5, P.sandLight],
          [1, P.goldPale],
        ],
      }),
      sun({ x: 240, y: 220, r: 50, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      mountains({
        seed: `${id}-far`,
        baseY: 560,
        color: mix(P.teal, haze, 0.65),
        peaks: [
          { x: 180, y: 420, wl: 240, wr: 200 },
          { x: 1080, y: 400, wl: 220, wr: 240 },
        ],
      }),
      mountains({
        seed: `${id}-summit`,
        baseY: 640,
        color: mix(P.forest, P.tealDeep, 0.3),
        shade: mix(P.pine, P.ink, 0.3),
        peaks: [{ x: 720, y: 170, wl: 380, wr: 420 }],
      }),
      // summit marker and temple roofs
      path("M702 176L720 120L738 176Z", P.stone),
      line("M720 120V104", P.saffron, 4),
      path("M640 226Q670 214 690 214H740Q760 214 790 226L770 236H660Z", P.terracotta),
      rect(676, 236, 80, 20, P.cream),
      cableCar(180, 700, 660, 250, 0.62, 64, P.inkSoft, P.saffron, P.tealPale),
      cloudSea(`${id}-c1`, -20, 1220, 560, 800, 40, mix(P.cream, P.blush, 0.25)),
      cloudSea(`${id}-c2`, -20, 1220, 660, 800, 50, P.cream),
      birds(`${id}-b`, 980, 260, 3, 12, P.inkSoft),
    ]);
  },
);

// ---------------------------------------------------------------- 4. Street food chronicles

const streetFood = hero(
  "blog-street-food-chronicles",
  "A night street-food alley under strings of lanterns, with steaming stalls and diners on low stools",
  (id) => {
    const house: ShophouseColors = {
      wall: mix(P.saffronLight, P.dusk, 0.35),
      wallShade: mix(P.saffronDeep, P.dusk, 0.4),
      roof: mix(P.inkSoft, P.dusk, 0.3),
      roofLine: P.ink,
      wood: mix(P.terracottaDeep, P.ink, 0.4),
      shutter: mix(P.teal, P.ink, 0.3),
    };
    return g([
      sky({ id: `${id}-sky`, width: heroWidth, height: heroHeight, to: 400, stops: skies.night }),
      stars(`${id}-st`, 0, 0, heroWidth, 160, 26, P.cream),
      shophouse(-20, 470, 260, 330, house, 0),
      shophouse(240, 470, 220, 300, house, 1),
      shophouse(740, 470, 220, 310, house, 1),
      shophouse(960, 470, 260, 330, house, 0),
      glow(`${id}-g1`, 600, 420, 420, P.saffron, 0.4),
      rect(0, 470, heroWidth, 205, mix(P.inkSoft, P.terracottaDeep, 0.25)),
      foodStall(420, 330, 360, 230, tteokbokkiStall),
      lanternString(-20, 90, 600, 120, 40, 8, 18, silkLanterns, P.ink, P.saffronLight),
      lanternString(
        600,
        120,
        1220,
        90,
        40,
        8,
        18,
        [P.saffron, P.coral, P.saffronLight, P.terracotta],
        P.ink,
        P.saffronLight,
      ),
      // diners on low stools
      stool(200, 640, 50, P.tealMid),
      stool(300, 650, 50, P.coral),
      stool(900, 640, 50, P.saffron),
      stool(1000, 650, 50, P.tealMid),
      rect(220, 590, 60, 8, P.stone),
      bowl(250, 590, 40, P.cream, P.saffronLight, P.cream),
      rect(920, 590, 60, 8, P.stone),
      bowl(950, 590, 40, P.cream, P.saffronLight, P.cream),
      person({ x: 200, y: 640, h: 90, color: P.ink, accent: P.inkSoft }),
      person({ x: 1000, y: 650, h: 90, color: P.ink, accent: P.inkSoft, flip: true }),
      person({ x: 600, y: 675, h: 140, color: P.ink, accent: P.inkSoft, outfit: "dress" }),
    ]);
  },
);

const phoStall = figure(
  "blog-street-food-chronicles-pho-stall",
  "A Hanoi pho stall on the pavement: a steaming stock pot, low plastic stools and bowls of noodle soup",
  () => {
    const wall: ShophouseColors = {
      wall: P.saffronLight,
      wallShade: P.saffronDeep,
      roof: mix(P.terracottaDeep, P.inkSoft, 0.3),
      roofLine: P.inkSoft,
      wood: mix(P.terracottaDeep, P.ink, 0.3),
      shutter: P.teal,
    };
    return g([
      rect(0, 0, figureWidth, figureHeight, P.saffronLight),
      shophouse(-40, 560, 520, 620, wall, 0),
      shophouse(480, 560, 420, 600, { ...wall, wall: mix(P.saffronLight, P.sand, 0.5) }, 1),
      shophouse(900, 560, 360, 620, wall, 0),
      rect(0, 560, figureWidth, 240, P.stone),
      path("M0 600H1200M0 660H1200M0 730H1200", "none", { stroke: P.stoneDark, "stroke-width": 2, opacity: 0.4 }),
      // vendor and the big pot
      person({ x: 250, y: 700, h: 170, color: P.inkSoft, accent: P.tealDeep, hat: "conical" }),
      rect(300, 600, 160, 120, P.stoneDark, { rx: 10 }),
      ellipse(380, 600, 80, 16, P.inkSoft),
      steam(380, 580, 120, P.cream, 0.8),
      // low table with bowls and stools
      rect(560, 640, 280, 16, P.tealMid),
      line("M580 656V720M820 656V720", P.tealMid, 8),
      bowl(620, 640, 70, P.cream, P.saffronLight, P.cream),
      bowl(720, 640, 70, P.cream, P.saffronLight, P.cream),
      bowl(800, 640, 50, P.cream, P.olive),
      line("M690 600L750 560M700 604L762 566", P.terracottaDeep, 3),
      stool(520, 760, 70, P.coral),
      stool(900, 760, 70, P.teal),
      stool(700, 790, 70, P.saffron),
      person({ x: 520, y: 760, h: 150, color: P.ink, accent: P.inkSoft }),
      person({ x: 900, y: 760, h: 150, color: P.ink, accent: P.terracotta, outfit: "dress", flip: true }),
      motorbike(1080, 720, 0.9, P.terracotta, P.ink),
    ]);
  },
);

const marketStall = figure(
  "blog-street-food-chronicles-market-stall",
  "A Seoul market stall with a wide pan of bubbling tteokbokki and fish-cake skewers under warm lights",
  (id) => {
    return g([
      rect(0, 0, figureWidth, figureHeight, mix(P.ink, P.tealDeep, 0.4)),
      rect(0, 120, figureWidth, 480, mix(P.terracottaDeep, P.ink, 0.45)),
      lanternString(-20, 70, 620, 100, 30, 7, 20, [P.coral, P.saffron, P.coral], P.ink, P.saffronLight),
      lanternString(580, 100, 1220, 70, 30, 7, 20, [P.saffron, P.coral, P.saffron], P.ink, P.saffronLight),
      glow(`${id}-g`, 600, 520, 460, P.saffronLight, 0.45),
      foodStall(120, 200, 960, 560, { ...tteokbokkiStall, awningA: P.saffron, awningB: P.cream }),
      person({ x: 860, y: 548, h: 260, color: P.ink, accent: P.inkSoft, outfit: "robe" }),
      rect(0, 760, figureWidth, 40, P.ink),
    ]);
  },
);

// ---------------------------------------------------------------- 5. Sustainable luxury

const sustainable = hero(
  "blog-sustainable-luxury",
  "An eco-lodge in the rainforest canopy, its solar roof among the treetops in morning mist",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: heroWidth, height: heroHeight, to: 400, stops: skies.morning }),
      sun({ x: 240, y: 150, r: 46, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      ridge({ seed: `${id}-r0`, x0: 0, x1: heroWidth, y: 300, amp: 40, bottom: 420, color: mix(P.teal, haze, 0.7) }),
      canopy(`${id}-c0`, 0, heroWidth, 350, 30, mix(P.forest, haze, 0.55), 460),
      mist(`${id}-m0`, 0, heroWidth, 360, 60, P.cream, 0.55),
      canopy(`${id}-c1`, 0, heroWidth, 440, 40, mix(P.forest, haze, 0.3), 560),
      line("M430 675V360M760 675V380", P.inkSoft, 10),
      ecoLodge(440, 440, 320, timberLodge),
      canopy(`${id}-c2`, 0, heroWidth, 520, 50, P.forest, 675),
      roundTree(`${id}-t1`, 120, 675, 420, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-t2`, 1080, 675, 460, P.forest, P.pine, P.inkSoft),
      canopy(`${id}-c3`, 0, heroWidth, 620, 40, P.pine, 675),
      birds(`${id}-b`, 640, 200, 3, 12, P.inkSoft),
    ]);
  },
);

const lodgeFigure = figure(
  "blog-sustainable-luxury-eco-lodge",
  "A timber eco-lodge on stilts with a roof of solar panels among tall rainforest trees",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: 600, stops: skies.day }),
      sun({ x: 240, y: 140, r: 44, color: P.cream, halo: [P.goldPale] }),
      canopy(`${id}-c0`, 0, figureWidth, 360, 36, mix(P.forest, haze, 0.5), 600),
      line("M150 800V200M1040 800V180M880 800V260", mix(P.inkSoft, haze, 0.3), 14),
      roundTree(
        `${id}-t0`,
        150,
        420,
        360,
        mix(P.forest, haze, 0.25),
        mix(P.pine, haze, 0.25),
        mix(P.inkSoft, haze, 0.3),
      ),
      roundTree(
        `${id}-t1`,
        1040,
        400,
        400,
        mix(P.forest, haze, 0.2),
        mix(P.pine, haze, 0.2),
        mix(P.inkSoft, haze, 0.3),
      ),
      rect(0, 600, figureWidth, 200, P.olive),
      ecoLodge(380, 640, 440, timberLodge),
      line("M380 560L300 800", P.terracottaDeep, 10),
      roundTree(`${id}-t2`, 90, 820, 420, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-t3`, 1130, 820, 380, P.forest, P.pine, P.inkSoft),
      canopy(`${id}-ferns`, 0, figureWidth, 740, 30, P.forest, 800),
    ]);
  },
);

const reef = figure(
  "blog-sustainable-luxury-reef",
  "A shallow coral reef with branching and dome corals and bright reef fish, light rippling from the surface",
  (id) => {
    const rand = rng(`${id}-fish`);
    const fishes: string[] = [];
    const cols: readonly [string, string][] = [
      [P.saffron, P.cream],
      [P.coral, P.cream],
      [P.saffronLight, P.indigo],
      [P.tealPale, P.tealDeep],
    ];
    for (let i = 0; i < 14; i++) {
      const c = cols[i % cols.length] ?? [P.saffron, P.cream];
      fishes.push(
        fish(between(rand, 80, 1120), between(rand, 200, 520), between(rand, 0.8, 1.6), c[0], c[1], rand() < 0.4),
      );
    }
    return g([
      sky({
        id: `${id}-water`,
        width: figureWidth,
        height: figureHeight,
        stops: [
          [0, P.tealPale],
          [0.4, P.tealLight],
          [1, P.teal],
        ],
      }),
      path("M0 0H1200V40Q1100 60 1000 40T800 40T600 40T400 40T200 40T0 40Z", P.cream, { opacity: 0.5 }),
      beam(`${id}-r1`, 300, 40, 80, 380, 700, 200, P.cream, 0.35),
      beam(`${id}-r2`, 700, 40, 60, 780, 700, 160, P.cream, 0.3),
      beam(`${id}-r3`, 1000, 40, 70, 1060, 700, 180, P.cream, 0.3),
      path("M0 640Q300 600 600 630T1200 610V800H0Z", P.sand),
      path("M0 700Q400 670 800 700T1200 690V800H0Z", P.sandDeep, { opacity: 0.5 }),
      ...fishes,
      branchCoral(`${id}-bc1`, 200, 660, 220, P.coral),
      branchCoral(`${id}-bc2`, 980, 650, 240, P.blush),
      branchCoral(`${id}-bc3`, 620, 640, 160, P.saffron),
      domeCoral(420, 680, 110, P.saffronDeep, P.terracottaDeep),
      domeCoral(800, 690, 90, P.sage, P.olive),
      seaFan(1120, 700, 200, P.terracotta),
      seaFan(60, 720, 180, P.dusk),
      domeCoral(1040, 720, 70, P.tealMid, P.tealDeep),
    ]);
  },
);

// ---------------------------------------------------------------- 6. Ocean odyssey (Ha Long Bay)

const oceanOdyssey = hero(
  "blog-ocean-odyssey",
  "A cruise junk sailing between limestone karsts in the pink mist of dawn",
  (id) => {
    const horizon = 420;
    const haze = P.blush;
    const k = karstRange({ id, color: P.tealDeep, haze, shade: 0.2, light: P.goldPale, rim: 0.35 });
    const far = [
      k("a", 120, horizon, 120, 150, 0.75),
      k("b", 300, horizon, 80, 110, 0.75),
      k("c", 880, horizon, 140, 170, 0.75),
      k("d", 1080, horizon, 110, 120, 0.75),
    ];
    const mid = [k("e", 200, horizon + 20, 220, 280, 0.5), k("f", 1000, horizon + 30, 260, 300, 0.45)];
    const near = [k("g", 40, 560, 280, 520, 0.1), k("h", 1180, 580, 300, 560, 0.05)];
    return g([
      sky({
        id: `${id}-sky`,
        width: heroWidth,
        height: heroHeight,
        to: horizon + 2,
        stops: [
          [0, P.tealMid],
          [0.55, P.blush],
          [1, P.goldPale],
        ],
      }),
      sun({ x: 600, y: 330, r: 56, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      ...far.map((o) => karst(o)),
      mist(`${id}-m0`, 0, heroWidth, 380, 50, P.cream, 0.5),
      ...mid.map((o) => karst(o)),
      waterBody(`${id}-sea`, 0, horizon, heroWidth, heroHeight - horizon, [
        [0, P.goldPale],
        [0.4, mix(P.blush, P.tealLight, 0.5)],
        [1, P.teal],
      ]),
      glitter(`${id}-gl`, 600, horizon + 6, 560, 160, 8, P.cream, 0.55),
      ...near.map((o) => karstReflection(o, mix(P.tealDeep, P.teal, 0.4), 0.25, 0.5)),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: heroWidth,
        y0: horizon + 10,
        y1: heroHeight - 6,
        count: 50,
        color: P.cream,
        opacity: 0.45,
      }),
      junk(600, 560, 1.2, redSailJunk),
      boatReflection(600, 560, 240, P.tealDeep, 0.35),
      ...near.map((o) => karst(o)),
      birds(`${id}-b`, 820, 240, 4, 11, P.inkSoft),
    ]);
  },
);

const junkCruise = figure(
  "blog-ocean-odyssey-junk-cruise",
  "A wooden junk under full battened sails on the open bay",
  (id) => {
    const horizon = 430;
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: horizon + 2, stops: skies.day }),
      cloud(260, 180, 0.9, P.cream),
      cloud(900, 130, 0.7, P.cream, 0.9),
      cloudStripe(560, 250, 260, 14, P.cream, 0.8),
      karst({ seed: `${id}-k1`, x: 120, y: horizon, w: 120, h: 120, color: mix(P.teal, P.sandLight, 0.6) }),
      karst({ seed: `${id}-k2`, x: 1080, y: horizon, w: 160, h: 90, color: mix(P.teal, P.sandLight, 0.6) }),
      waterBody(`${id}-sea`, 0, horizon, figureWidth, figureHeight - horizon, [
        [0, P.tealLight],
        [1, P.tealDeep],
      ]),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: figureWidth,
        y0: horizon + 10,
        y1: figureHeight - 8,
        count: 70,
        color: P.cream,
        opacity: 0.5,
        avoid: [300, 600, 900, 720],
      }),
      junk(600, 640, 2.3, { ...redSailJunk, hull: P.inkSoft, window: P.teal }),
      boatReflection(600, 648, 460, P.tealDeep, 0.4),
      foam(`${id}-bow`, 330, 420, 640, 3, P.cream, 4, 0.8),
      birds(`${id}-b`, 900, 280, 4, 12, P.inkSoft),
    ]);
  },
);

const kayakLagoon = figure(
  "blog-ocean-odyssey-kayak-lagoon",
  "Kayakers paddling through a low cave arch into a lagoon ringed by karst cliffs",
  (id) => {
    const water = 540;
    const haze = P.sandLight;
    const tower = karstRange({
      id,
      color: mix(P.forest, P.tealDeep, 0.35),
      haze,
      shade: 0.3,
      light: P.sage,
      rim: 0.35,
      cap: P.olive,
      lean: 0,
    });
    const back = tower("back", 600, water, 760, 380, 0.35);
    const ring = [
      tower("l2", 330, water + 10, 300, 560, 0.18),
      tower("r2", 880, water + 10, 300, 540, 0.2),
      tower("l1", 90, water + 40, 420, 820, 0),
      tower("r1", 1120, water + 40, 440, 840, 0.02),
    ];
    return g([
      sky({ id: `${id}-sky`, width: figureWidth, height: figureHeight, to: water, stops: skies.day }),
      cloud(620, 120, 0.7, P.cream, 0.9),
      karst(back),
      // the low cave arch through the back wall, daylight beyond
      path(`M500 ${water}V${water - 40}Q600 ${water - 130} 700 ${water - 40}V${water}Z`, mix(P.ink, P.tealDeep, 0.3)),
      path(
        `M540 ${water}V${water - 26}Q600 ${water - 86} 660 ${water - 26}V${water}Z`,
        mix(P.tealLight, P.goldPale, 0.4),
      ),
      waterBody(`${id}-lagoon`, 0, water, figureWidth, figureHeight - water, [
        [0, P.tealLight],
        [1, P.teal],
      ]),
      karstReflection(back, mix(P.teal, P.forest, 0.3), 0.22, 0.3),
      ...ring.map((o) => karstReflection(o, mix(P.tealDeep, P.forest, 0.3), 0.22, 0.32)),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: figureWidth,
        y0: water + 12,
        y1: figureHeight - 8,
        count: 50,
        color: P.cream,
        opacity: 0.5,
      }),
      ...ring.map((o) => karst(o)),
      kayak(600, water + 8, 0.45, P.saffron, P.inkSoft, P.inkSoft),
      kayak(520, 640, 1.0, P.coral, P.inkSoft, P.inkSoft),
      kayak(760, 720, 1.3, P.saffron, P.ink, P.ink, true),
      boatReflection(520, 644, 160, P.tealDeep, 0.3),
      boatReflection(760, 724, 200, P.tealDeep, 0.3),
      birds(`${id}-b`, 780, 160, 3, 10, P.inkSoft),
    ]);
  },
);

// ---------------------------------------------------------------- 7. Travel tech 2024

const mapScale = 0.9;

const travelTech = hero(
  "blog-travel-tech-2024",
  "A smartphone showing an itinerary route over a stylised map of Asia",
  (id) => {
    const mx = 120,
      my = 30;
    const pts = [cities.mumbai, cities.colombo, cities.hanoi, cities.seoul].map((c) => mapPoint(mx, my, mapScale, c));
    const d = pts.map((p, i) => `${i === 0 ? "M" : "L"}${Math.round(p[0])} ${Math.round(p[1])}`).join("");
    return g([
      rect(0, 0, heroWidth, heroHeight, P.tealPale),
      asiaMap(mx, my, mapScale, mix(P.sand, P.tealPale, 0.35)),
      routeLine(d, P.teal, 4),
      ...pts.map((p) => circle(p[0], p[1], 8, P.teal)),
      glow(`${id}-g`, 600, 340, 300, P.cream, 0.6),
      phone(490, 70, 220, 440, P.ink, P.cream),
      rect(504, 130, 192, 170, P.tealPale),
      asiaMap(504, 140, 0.19, P.sand),
      routeLine("M561 218L573 248L629 208L667 181", P.terracotta, 3),
      pin(561, 218, 18, P.terracotta, P.cream),
      pin(667, 181, 18, P.terracotta, P.cream),
      itineraryRows({
        x: 508,
        y: 316,
        w: 184,
        h: 44,
        step: 52,
        card: P.sandLight,
        dot: 10,
        rows: [
          [P.saffron, 110],
          [P.tealMid, 90],
          [P.coral, 120],
        ],
        title: P.stone,
      }),
      planeSide(960, 150, 0.7, P.inkSoft, P.stoneDark),
      sparkle(780, 120, 20, P.saffron),
      sparkle(420, 560, 14, P.saffron),
    ]);
  },
);

const itineraryMap = figure(
  "blog-travel-tech-2024-itinerary-map",
  "A dotted itinerary route with pins across a stylised map of Asia, from Dubai and Mumbai to Colombo, Vietnam and Seoul",
  (id) => {
    const mx = 100,
      my = 60;
    const order = [cities.dubai, cities.mumbai, cities.colombo, cities.hoChiMinh, cities.hanoi, cities.seoul];
    const pts = order.map((c) => mapPoint(mx, my, 1, c));
    let d = "";
    pts.forEach((p, i) => {
      if (i === 0) d += `M${Math.round(p[0])} ${Math.round(p[1])}`;
      else {
        const prev = pts[i - 1] ?? p;
        d += `Q${Math.round((prev[0] + p[0]) / 2)} ${Math.round(Math.min(prev[1], p[1]) - 60)} ${Math.round(p[0])} ${Math.round(p[1])}`;
      }
    });
    return g([
      rect(0, 0, figureWidth, figureHeight, mix(P.tealPale, P.tealLight, 0.3)),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: figureWidth,
        y0: 20,
        y1: figureHeight - 20,
        count: 40,
        color: P.cream,
        opacity: 0.5,
      }),
      asiaMap(mx, my, 1, P.sand, P.sandDeep),
      routeLine(d, P.terracotta, 5),
      ...pts.map((p, i) => pin(p[0], p[1], i === 1 ? 54 : 42, i === 1 ? P.saffronDeep : P.terracotta, P.cream)),
      planeSide(560, 170, 0.6, P.inkSoft, P.stoneDark),
      sparkle(1100, 700, 18, P.saffron),
    ]);
  },
);

const documents = figure(
  "blog-travel-tech-2024-digital-documents",
  "A passport, an e-visa on a phone and a boarding pass laid out as flat objects",
  () => {
    return g([
      rect(0, 0, figureWidth, figureHeight, P.tealDeep),
      circle(600, 400, 330, P.teal, { opacity: 0.6 }),
      passport(170, 220, 260, P.terracotta, P.goldPale, -10),
      phone(500, 160, 220, 440, P.ink, P.cream),
      rect(520, 220, 180, 60, P.saffron),
      circle(610, 360, 50, "none", { stroke: P.teal, "stroke-width": 8 }),
      path("M584 360L604 380L640 342", "none", {
        stroke: P.teal,
        "stroke-width": 10,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      rect(530, 440, 160, 10, P.stone, { rx: 5 }),
      rect(530, 464, 120, 10, P.stone, { rx: 5 }),
      rect(530, 488, 140, 10, P.stone, { rx: 5 }),
      boardingPass(760, 330, 360, P.cream, P.saffron, P.inkSoft, 8),
      sparkle(460, 140, 18, P.saffronLight),
      sparkle(1000, 250, 14, P.saffronLight),
      sparkle(200, 620, 12, P.saffronLight),
    ]);
  },
);

export const blog: readonly Scene[] = [
  tropical,
  stiltFishers,
  villaPool,
  cultural,
  gwanghwamun,
  tombs,
  mountainLuxury,
  maPiLeng,
  fansipan,
  streetFood,
  phoStall,
  marketStall,
  sustainable,
  lodgeFigure,
  reef,
  oceanOdyssey,
  junkCruise,
  kayakLagoon,
  travelTech,
  itineraryMap,
  documents,
];
