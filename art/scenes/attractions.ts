/** Attraction cards, 800 x 600: each must be recognisably its place. */
import * as P from "#art/palette.ts";
import { mix } from "#art/parts/color.ts";
import { birds } from "#art/parts/birds.ts";
import { junk, redSailJunk, sampan } from "#art/parts/boats.ts";
import { boatReflection } from "#art/parts/extras.ts";
import { cloud, cloudSea, cloudStripe, mist } from "#art/parts/clouds.ts";
import { karst, karstRange, karstReflection } from "#art/parts/karst.ts";
import { person } from "#art/parts/people.ts";
import { leopard } from "#art/parts/animals.ts";
import { girderBridge, lotteTower, namsanTower, skyline } from "#art/parts/city.ts";
import { dabotap, hanok, palaceColors, palaceHall, roof, seokgatap, stoneWall, tuffCone } from "#art/parts/korean.ts";
import { foodStall, tteokbokkiStall, type StallColors } from "#art/parts/market.ts";
import {
  cloudWall,
  elephant,
  kandyBlock,
  lightTrail,
  lighthouse,
  nineArchBridge,
  octagon,
  sigiriya,
  teaRows,
  train,
  type BridgeColors,
  type RockColors,
  type TempleColors,
} from "#art/parts/sri-lanka.ts";
import { stool } from "#art/parts/objects.ts";
import { scene, type Scene } from "#art/parts/scene.ts";
import { beam, glow, sky, skies, stars, sun } from "#art/parts/sky.ts";
import { circle, g, line, path, rect, type Stop } from "#art/parts/svg.ts";
import { mountains, ridge } from "#art/parts/terrain.ts";
import { bamboo, broadLeaves, bush, canopy, grass, greenPalm, palm, roundTree } from "#art/parts/trees.ts";
import {
  caveFrame,
  lantern,
  lanternString,
  shophouse,
  silkLanterns,
  stalactites,
  stiltHouse,
  terraceHill,
  type ShophouseColors,
} from "#art/parts/vietnam.ts";
import { between, rng } from "#art/parts/random.ts";
import { foam, glitter, waterBody, waves } from "#art/parts/water.ts";

const W = 800,
  H = 600;

// ---------------------------------------------------------------- Vietnam

const haLong = scene(
  "attraction-ha-long-bay",
  W,
  H,
  "Green limestone karsts rising from the calm water of Ha Long Bay, with junk boats",
  (id) => {
    const horizon = 360;
    const haze = P.sandLight;
    const kk = karstRange({
      id,
      color: mix(P.forest, P.teal, 0.4),
      haze,
      shade: 0.3,
      light: P.sandLight,
      rim: 0.3,
      cap: P.olive,
    });
    const far = [
      kk("a", 90, horizon, 70, 70, 0.72),
      kk("b", 170, horizon, 50, 95, 0.72),
      kk("c", 520, horizon, 60, 80, 0.72),
      kk("d", 610, horizon, 90, 60, 0.72),
      kk("e", 730, horizon, 60, 110, 0.72),
      kk("f", 410, horizon, 40, 55, 0.72),
    ];
    const mid = [
      kk("g", 270, horizon + 10, 120, 170, 0.42),
      kk("h", 480, horizon + 14, 90, 130, 0.42),
      kk("i", 690, horizon + 20, 140, 150, 0.42),
    ];
    const near = [kk("j", 110, 470, 230, 360, 0.05), kk("k", 640, 440, 170, 250, 0.15), kk("l", 760, 500, 150, 380, 0)];
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: horizon + 2, stops: skies.day }),
      sun({ x: 150, y: 110, r: 38, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      cloud(560, 120, 0.7, P.cream, 0.9),
      cloud(420, 90, 0.45, P.cream, 0.7),
      cloudStripe(240, 190, 200, 12, P.cream, 0.7),
      ...far.map((o) => karst(o)),
      ...mid.map((o) => karst(o)),
      waterBody(`${id}-sea`, 0, horizon, W, H - horizon, [
        [0, mix(P.tealPale, P.sandLight, 0.3)],
        [1, P.tealMid],
      ]),
      ...mid.map((o) => karstReflection(o, mix(P.tealMid, P.teal, 0.3), 0.22, 0.3)),
      ...near.map((o) => karstReflection(o, P.teal, 0.22, 0.45)),
      waves({
        seed: `${id}-w`,
        x0: 0,
        x1: W,
        y0: horizon + 8,
        y1: H - 6,
        count: 46,
        color: P.cream,
        opacity: 0.5,
        minLen: 10,
        maxLen: 36,
      }),
      junk(420, 420, 0.55, { ...redSailJunk, hull: P.inkSoft, window: undefined }),
      junk(
        560,
        388,
        0.28,
        {
          hull: mix(P.inkSoft, haze, 0.3),
          sail: mix(P.terracotta, haze, 0.3),
          batten: mix(P.terracottaDeep, haze, 0.3),
          trim: P.saffron,
          cabin: P.sandLight,
        },
        true,
      ),
      boatReflection(420, 420, 110, P.teal, 0.4),
      ...near.map((o) => karst(o)),
      birds(`${id}-b`, 360, 150, 3, 8, P.inkSoft),
    ]);
  },
);

const sapa = scene(
  "attraction-sapa-rice-terraces",
  W,
  H,
  "Stepped rice terraces curving around the mountainsides of Sapa, with a stilt house",
  (id) => {
    const haze = P.sandLight;
    const bands = [P.olive, P.sage, mix(P.sage, P.saffronLight, 0.5), P.sage, mix(P.olive, P.sage, 0.5)];
    const far = bands.map((c) => mix(c, haze, 0.45));
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 360, stops: skies.morning }),
      sun({ x: 180, y: 100, r: 34, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      cloudStripe(500, 110, 220, 14, P.cream, 0.8),
      mountains({
        seed: `${id}-m0`,
        baseY: 260,
        color: mix(P.teal, haze, 0.7),
        shade: mix(P.teal, haze, 0.6),
        peaks: [
          { x: 200, y: 90, wl: 260, wr: 220 },
          { x: 600, y: 130, wl: 200, wr: 300 },
        ],
      }),
      mist(`${id}-mist`, 0, W, 220, 50, P.cream, 0.7),
      rect(0, 330, W, H - 330, mix(P.forest, P.olive, 0.3)),
      terraceHill({
        seed: `${id}-h1`,
        cx: 640,
        cy: 380,
        rx: 330,
        ry: 150,
        height: 180,
        bands: 11,
        colors: far,
        riser: mix(P.forest, haze, 0.45),
        lip: P.cream,
      }),
      terraceHill({
        seed: `${id}-h2`,
        cx: 150,
        cy: 420,
        rx: 360,
        ry: 170,
        height: 230,
        bands: 13,
        colors: bands,
        riser: mix(P.forest, P.olive, 0.3),
        lip: P.cream,
      }),
      stiltHouse(120, 238, 70, { wall: P.terracottaDeep, roof: P.stoneDark, post: P.inkSoft, opening: P.ink }),
      roundTree(`${id}-tr`, 215, 236, 60, P.forest, P.pine, P.inkSoft),
      terraceHill({
        seed: `${id}-h3`,
        cx: 560,
        cy: 640,
        rx: 420,
        ry: 200,
        height: 220,
        bands: 12,
        colors: bands.map((c) => mix(c, P.forest, 0.15)),
        riser: P.forest,
        lip: P.cream,
      }),
      person({ x: 520, y: 452, h: 40, color: P.ink, accent: P.sand, hat: "conical", pack: true }),
      person({ x: 550, y: 456, h: 36, color: P.ink, accent: P.terracotta, outfit: "dress", hat: "bun" }),
    ]);
  },
);

const hoiAn = scene(
  "attraction-hoi-an-ancient-town",
  W,
  H,
  "Yellow shophouses of Hoi An Ancient Town with silk lanterns reflected in the Thu Bon River at dusk",
  (id) => {
    const c: ShophouseColors = {
      wall: P.saffronLight,
      wallShade: P.saffronDeep,
      roof: mix(P.terracottaDeep, P.inkSoft, 0.3),
      roofLine: P.inkSoft,
      wood: mix(P.terracottaDeep, P.ink, 0.35),
      shutter: P.teal,
    };
    const c2: ShophouseColors = { ...c, wall: mix(P.saffronLight, P.sand, 0.5), shutter: P.tealMid };
    const street = 390;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: street, stops: skies.dusk }),
      circle(660, 90, 22, P.cream, { opacity: 0.9 }),
      shophouse(-10, street, 150, 230, c, 0),
      shophouse(140, street, 130, 200, c2, 1),
      shophouse(270, street, 140, 240, c, 1),
      shophouse(410, street, 120, 190, c2, 0),
      shophouse(530, street, 150, 225, c, 0),
      shophouse(680, street, 140, 205, c2, 1),
      lanternString(0, 150, 400, 140, 30, 7, 13, silkLanterns, P.inkSoft, P.saffronLight),
      lanternString(400, 140, 800, 160, 30, 7, 13, silkLanterns, P.inkSoft, P.saffronLight),
      lantern(120, 290, 16, P.coral, P.inkSoft, 20, P.saffronLight),
      lantern(345, 296, 16, P.saffron, P.inkSoft, 20, P.saffronLight),
      lantern(585, 290, 16, P.terracotta, P.inkSoft, 20, P.saffronLight),
      rect(0, street, W, 16, P.stoneDark),
      waterBody(`${id}-river`, 0, street + 16, W, H - street - 16, [
        [0, mix(P.tealDeep, P.dusk, 0.3)],
        [1, P.tealDeep],
      ]),
      glitter(`${id}-g1`, 120, street + 30, 560, 30, 8, P.saffronLight, 0.55),
      glitter(`${id}-g2`, 345, street + 30, 560, 30, 8, P.saffronLight, 0.55),
      glitter(`${id}-g3`, 585, street + 30, 560, 30, 8, P.saffronLight, 0.55),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: street + 26, y1: H - 8, count: 30, color: P.sandLight, opacity: 0.3 }),
      sampan(420, 530, 1.3, P.ink, P.ink, undefined),
      lantern(330, 498, 10, P.coral, P.ink, 14, P.saffronLight),
      lantern(360, 505, 9, P.saffron, P.ink, 10, P.saffronLight),
      circle(250, 560, 7, P.saffronLight),
      circle(600, 575, 6, P.saffronLight),
      circle(690, 545, 6, P.coral),
      circle(150, 585, 6, P.saffronLight),
    ]);
  },
);

const cuChi = scene(
  "attraction-cu-chi-tunnels",
  W,
  H,
  "A narrow camouflaged tunnel hatch opening in the leaf-covered jungle floor at Cu Chi",
  (id) => {
    const ground = 300;
    return g([
      rect(0, 0, W, H, mix(P.forest, P.sandLight, 0.45)),
      beam(`${id}-b1`, 420, -10, 60, 470, ground + 120, 220, P.goldPale, 0.5),
      beam(`${id}-b2`, 600, -10, 40, 650, ground + 80, 150, P.goldPale, 0.35),
      rect(90, 0, 26, ground + 40, mix(P.inkSoft, P.forest, 0.4)),
      rect(250, 0, 18, ground + 20, mix(P.inkSoft, P.forest, 0.6)),
      rect(690, 0, 30, ground + 50, mix(P.inkSoft, P.forest, 0.4)),
      bamboo(`${id}-bam`, 540, ground + 20, 320, 4, mix(P.olive, P.forest, 0.4), P.olive),
      canopy(`${id}-under`, -20, 820, ground - 40, 30, mix(P.forest, P.sandLight, 0.2), ground + 40),
      path(`M0 ${ground}Q400 ${ground - 30} 800 ${ground}V600H0Z`, mix(P.olive, P.sandDeep, 0.5)),
      path(`M0 ${ground + 60}Q400 ${ground + 20} 800 ${ground + 70}V600H0Z`, mix(P.olive, P.terracottaDeep, 0.35)),
      leafLitter(`${id}-leaves`, ground + 10, 600),
      // the hatch: a narrow dark opening flush with the ground, a person emerging, lid held up
      path("M352 480L452 476L462 512L342 516Z", P.ink),
      path("M372 482Q370 440 392 434H418Q440 440 436 480Z", mix(P.inkSoft, P.olive, 0.25)),
      circle(404, 418, 18, mix(P.inkSoft, P.olive, 0.25)),
      path("M376 450L352 396L362 392L390 440ZM432 450L456 396L446 392L420 440Z", mix(P.inkSoft, P.olive, 0.25)),
      path("M330 396L476 388L484 398L338 408Z", mix(P.terracottaDeep, P.ink, 0.3)),
      path("M330 396L476 388L466 376L340 384Z", mix(P.olive, P.sandDeep, 0.35)),
      leafPatch(`${id}-lid`, 404, 386, 60),
      leafPatch(`${id}-rim`, 402, 500, 75),
      broadLeaves(`${id}-fern1`, 70, 560, 170, 6, P.forest, P.pine),
      broadLeaves(`${id}-fern2`, 740, 580, 190, 6, P.forest, P.pine),
      broadLeaves(`${id}-fern3`, 620, 420, 90, 5, P.olive, P.forest),
      broadLeaves(`${id}-top`, 60, -20, 180, 5, P.pine, P.forest),
      path("M-10 -10H810V30Q700 80 600 40Q500 90 400 40Q300 90 200 40Q100 90 -10 50Z", P.pine),
    ]);
  },
);

/** A small leaf as a pointed diamond path segment, at (x, y) pointing along angle a. */
function leafD(x: number, y: number, a: number, len: number): string {
  const dx = Math.cos(a) * len,
    dy = Math.sin(a) * len;
  const nx = -dy * 0.35,
    ny = dx * 0.35;
  return `M${Math.round(x - dx)} ${Math.round(y - dy)}L${Math.round(x + nx)} ${Math.round(y + ny)}L${Math.round(x + dx)} ${Math.round(y + dy)}L${Math.round(x - nx)} ${Math.round(y - ny)}Z`;
}

/** Scattered leaves: one path per colour. */
function leaves(
  seed: string,
  count: number,
  place: (rand: () => number) => readonly [number, number],
  colors: readonly string[],
  opacity = 1,
): string {
  const rand = rng(seed);
  const ds = colors.map(() => "");
  for (let i = 0; i < count; i++) {
    const [x, y] = place(rand);
    const k = i % colors.length;
    ds[k] = (ds[k] ?? "") + leafD(x, y, rand() * Math.PI, between(rand, 7, 11));
  }
  return ds.map((d, i) => (d ? path(d, colors[i] ?? P.sandDeep, opacity < 1 ? { opacity } : {}) : "")).join("");
}

function leafLitter(seed: string, y0: number, y1: number): string {
  return leaves(
    seed,
    60,
    (r) => [r() * W, between(r, y0, y1)],
    [P.sandDeep, P.terracotta, P.olive, P.saffronDeep, P.stoneDark],
    0.85,
  );
}

function leafPatch(seed: string, cx: number, cy: number, r: number): string {
  return leaves(seed, 18, (rr) => [cx + between(rr, -1, 1) * r, cy + between(rr, -1, 1) * r * 0.12], [
    P.sandDeep,
    P.terracotta,
    P.saffronDeep,
    P.olive,
  ]);
}

const mekong = scene(
  "attraction-mekong-delta",
  W,
  H,
  "Boats laden with fruit at a Mekong Delta floating market, between coconut palms",
  (id) => {
    const water = 330;
    const fruit = [P.coral, P.saffron, P.olive, P.saffronLight, P.terracotta];
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: water, stops: skies.morning }),
      sun({ x: 400, y: 150, r: 40, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      canopy(`${id}-far`, 0, W, 300, 16, mix(P.forest, P.sandLight, 0.55), water),
      palm({
        seed: `${id}-fp1`,
        x: 300,
        y: 318,
        h: 110,
        lean: 0.1,
        trunk: mix(P.forest, P.sandLight, 0.5),
        leaf: mix(P.forest, P.sandLight, 0.5),
      }),
      palm({
        seed: `${id}-fp2`,
        x: 520,
        y: 318,
        h: 90,
        lean: -0.1,
        trunk: mix(P.forest, P.sandLight, 0.5),
        leaf: mix(P.forest, P.sandLight, 0.5),
      }),
      stiltHouse(600, 330, 80, {
        wall: mix(P.sandDeep, P.sandLight, 0.3),
        roof: mix(P.stoneDark, P.sandLight, 0.3),
        post: P.stoneDark,
        opening: P.stoneDark,
      }),
      waterBody(`${id}-river`, 0, water, W, H - water, [
        [0, mix(P.sandDeep, P.tealLight, 0.3)],
        [1, mix(P.teal, P.sandDeep, 0.35)],
      ]),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: water + 8, y1: H - 6, count: 40, color: P.cream, opacity: 0.35 }),
      // floating market boats with fruit and a hanging-produce pole
      sampan(300, 380, 0.8, P.inkSoft, P.ink, fruit.slice(0, 4)),
      line("M330 374V300", P.inkSoft, 2.5),
      circle(330, 304, 7, P.saffron),
      circle(324, 316, 6, P.olive),
      sampan(560, 400, 0.9, P.inkSoft, P.ink, fruit.slice(1, 5), true),
      boatReflection(300, 382, 150, P.tealDeep, 0.3),
      boatReflection(560, 402, 170, P.tealDeep, 0.3),
      sampan(420, 470, 1.3, P.ink, P.ink, [P.saffron, P.coral, P.olive, P.saffronLight, P.coral]),
      boatReflection(420, 472, 240, P.tealDeep, 0.35),
      person({ x: 330, y: 458, h: 54, color: P.ink, accent: P.sand, hat: "conical" }),
      // framing palms
      palm({ ...greenPalm, seed: `${id}-p1`, x: 40, y: 640, h: 520, lean: 0.35, fronds: 9 }),
      palm({ ...greenPalm, seed: `${id}-p2`, x: 780, y: 640, h: 480, lean: -0.32, fronds: 9 }),
      broadLeaves(`${id}-nipa`, 0, 600, 140, 5, P.olive, P.forest),
      broadLeaves(`${id}-nipa2`, 800, 610, 150, 5, P.olive, P.forest),
    ]);
  },
);

const phongNha = scene(
  "attraction-phong-nha-ke-bang",
  W,
  H,
  "A vast cave chamber in Phong Nha-Ke Bang with a shaft of light falling to jungle and an underground river",
  (id) => {
    const far = mix(P.tealMid, P.teal, 0.35),
      mid = mix(P.teal, P.tealDeep, 0.55),
      near = mix(P.ink, P.tealDeep, 0.3);
    return g([
      sky({
        id: `${id}-bg`,
        width: W,
        height: H,
        stops: [
          [0, P.tealLight],
          [1, P.goldPale],
        ],
      }),
      // the lit chamber beyond, seen through nested rock arches
      caveFrame(`${id}-far`, W, H, 430, 400, 170, 150, far),
      canopy(`${id}-jungle`, 250, 620, 430, 22, P.olive, 480),
      canopy(`${id}-jungle2`, 300, 580, 446, 16, P.sage, 486),
      caveFrame(`${id}-mid`, W, H, 410, 330, 300, 270, mid),
      stalactites(`${id}-st0`, 190, 620, 70, 60, mid),
      // skylight in the ceiling and its shaft of light
      path("M320 26Q360 0 430 4Q500 8 520 34Q520 60 470 70Q420 78 370 70Q320 60 320 26Z", P.goldPale),
      path(
        "M322 40Q340 62 360 58Q368 76 384 68Q396 84 414 72Q428 86 444 72Q458 82 470 68Q490 72 498 58Q514 58 520 40Q520 62 470 74Q420 84 370 74Q322 64 322 40Z",
        P.olive,
      ),
      beam(`${id}-shaft`, 420, 50, 170, 440, 470, 330, P.goldPale, 0.55),
      person({ x: 380, y: 478, h: 18, color: P.ink }),
      person({ x: 394, y: 478, h: 17, color: P.ink, accent: P.coral }),
      waterBody(`${id}-river`, 0, 476, W, 124, [
        [0, mix(P.tealLight, P.goldPale, 0.35)],
        [1, P.tealDeep],
      ]),
      glitter(`${id}-gl`, 440, 484, 590, 150, 7, P.goldPale, 0.5),
      sampan(500, 548, 0.55, P.ink, P.ink),
      caveFrame(`${id}-near`, W, H, 400, 300, 420, 340, near),
      stalactites(`${id}-st1`, 0, 260, 0, 140, near),
      stalactites(`${id}-st2`, 560, 800, 0, 130, near),
      path("M0 600V500Q70 480 130 520Q180 550 220 600Z", P.ink),
      path("M800 600V480Q730 470 680 520Q640 560 620 600Z", P.ink),
    ]);
  },
);

// ---------------------------------------------------------------- South Korea

const gyeongbokgung = scene(
  "attraction-gyeongbokgung-palace",
  W,
  H,
  "The upturned eaves of Gyeongbokgung Palace throne hall with Bugaksan mountain behind",
  (id) => {
    const haze = P.sandLight;
    const ground = 470;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: ground, stops: skies.day }),
      cloud(160, 110, 0.55, P.cream, 0.9),
      cloudStripe(560, 80, 180, 12, P.cream, 0.8),
      mountains({
        seed: `${id}-far`,
        baseY: 330,
        color: mix(P.teal, haze, 0.72),
        peaks: [
          { x: 120, y: 210, wl: 220, wr: 200 },
          { x: 700, y: 200, wl: 200, wr: 220 },
        ],
      }),
      // Bugaksan: a rounded granite peak with pale rock faces
      mountains({
        seed: `${id}-bugak`,
        baseY: 360,
        round: 0.7,
        color: mix(P.forest, haze, 0.35),
        shade: mix(P.pine, haze, 0.35),
        peaks: [{ x: 420, y: 110, wl: 300, wr: 330 }],
      }),
      canopy(`${id}-trees`, 0, W, 330, 18, mix(P.forest, haze, 0.2), 400),
      // cloister wall
      rect(0, 362, W, 48, P.terracottaDeep),
      line("M20 362V410M80 362V410M140 362V410M660 362V410M720 362V410M780 362V410", P.terracotta, 6),
      roof(400, 362, 900, 22, { tile: P.inkSoft, under: P.tealMid }, 0.1),
      rect(0, 410, W, H - 410, P.sand),
      roundTree(`${id}-maple1`, 60, 440, 150, P.coral, P.terracotta, P.inkSoft),
      roundTree(`${id}-maple2`, 740, 446, 160, P.saffron, P.saffronDeep, P.inkSoft),
      palaceHall(400, 480, 460, palaceColors),
      path("M0 600L330 480H470L800 600Z", P.sandLight),
      path("M110 540h10v-22h-10ZM190 510h9v-18h-9ZM680 540h10v-22h-10ZM601 510h9v-18h-9Z", P.stoneDark),
      person({ x: 330, y: 560, h: 56, color: P.inkSoft, accent: P.coral, outfit: "hanbok", hat: "bun" }),
      person({ x: 362, y: 566, h: 58, color: P.inkSoft, accent: P.teal, outfit: "hanbok", hat: "bun" }),
      person({ x: 500, y: 556, h: 60, color: P.inkSoft, accent: P.saffron, outfit: "robe", hat: "gat", flip: true }),
      birds(`${id}-b`, 600, 150, 3, 8, P.inkSoft),
    ]);
  },
);

const bukchon = scene(
  "attraction-bukchon-hanok-village",
  W,
  H,
  "Tiled hanok roofs stepping down a hillside alley in Bukchon, with the Seoul skyline beyond",
  (id) => {
    const haze = P.sandLight;
    const hk = {
      tile: P.inkSoft,
      wall: P.cream,
      timber: mix(P.terracottaDeep, P.ink, 0.3),
      stone: P.stone,
      under: mix(P.sandDeep, P.stoneDark, 0.3),
      ridge: P.sandLight,
    };
    const hkFar = {
      tile: mix(P.inkSoft, haze, 0.45),
      wall: mix(P.cream, haze, 0.3),
      timber: mix(P.terracottaDeep, haze, 0.45),
      stone: mix(P.stone, haze, 0.4),
      under: mix(P.stoneDark, haze, 0.4),
    };
    return g([
      sky({
        id: `${id}-sky`,
        width: W,
        height: H,
        to: 360,
        stops: [
          [0, P.tealLight],
          [0.6, P.sandLight],
          [1, P.blush],
        ],
      }),
      sun({ x: 160, y: 120, r: 30, color: P.cream, halo: [P.sandLight] }),
      ridge({ seed: `${id}-r`, x0: 0, x1: W, y: 230, amp: 30, bottom: 300, color: mix(P.teal, haze, 0.7) }),
      namsanTower(560, 210, 90, mix(P.indigo, haze, 0.6)),
      skyline({ seed: `${id}-city`, x0: 0, x1: W, baseY: 300, minH: 30, maxH: 120, color: mix(P.indigo, haze, 0.62) }),
      rect(0, 298, W, H - 298, mix(P.stone, haze, 0.45)),
      // rows of hanok stepping down toward the viewer
      hanok(60, 340, 150, hkFar),
      hanok(200, 335, 140, hkFar),
      hanok(340, 330, 150, hkFar),
      hanok(600, 336, 150, hkFar),
      hanok(740, 340, 140, hkFar),
      rect(0, 340, W, H - 340, mix(P.stone, haze, 0.3)),
      hanok(-10, 420, 220, hk),
      hanok(220, 405, 190, hk),
      hanok(580, 405, 190, hk),
      hanok(810, 420, 220, hk),
      // the stepped alley
      path("M330 600L380 400H420L470 600Z", P.stone),
      line("M376 420H424M372 440H428M366 464H434M360 490H440M352 520H448M344 552H456M336 586H464", P.stoneDark, 3, {
        opacity: 0.6,
      }),
      stoneWall(`${id}-w1`, 0, 335, 520, 80, mix(P.stone, P.stoneDark, 0.3), P.sandLight, P.stoneDark),
      stoneWall(`${id}-w2`, 465, 800, 520, 80, mix(P.stone, P.stoneDark, 0.3), P.sandLight, P.stoneDark),
      hanok(110, 520, 300, hk),
      hanok(690, 520, 300, hk),
      person({ x: 404, y: 470, h: 40, color: P.inkSoft, accent: P.coral, outfit: "hanbok", hat: "bun" }),
      person({ x: 388, y: 466, h: 42, color: P.inkSoft, accent: P.saffron, outfit: "hanbok", hat: "bun", flip: true }),
    ]);
  },
);

const jeju = scene(
  "attraction-jeju-island",
  W,
  H,
  "Seongsan Ilchulbong, the crater-rimmed tuff cone of Jeju Island, rising from the sea at sunrise above canola fields",
  (id) => {
    const sea = 380;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: sea, stops: skies.dawn }),
      sun({ x: 240, y: 190, r: 44, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(480, 110, 240, 16, P.blush, 0.8),
      cloudStripe(620, 70, 160, 12, P.blush, 0.7),
      waterBody(`${id}-sea`, 0, sea, W, 120, [
        [0, P.goldPale],
        [1, P.tealMid],
      ]),
      glitter(`${id}-gl`, 240, sea + 6, 470, 120, 7, P.cream, 0.6),
      tuffCone(470, sea + 6, 520, 210, {
        rock: mix(P.stoneDark, P.tealDeep, 0.3),
        shade: mix(P.stoneDark, P.ink, 0.4),
        grass: mix(P.olive, P.teal, 0.2),
        grassDark: mix(P.forest, P.tealDeep, 0.3),
        rim: P.inkSoft,
      }),
      path(`M0 ${sea + 20}Q120 ${sea - 4} 240 ${sea + 4}L300 ${sea + 14}V${sea + 40}H0Z`, mix(P.olive, P.teal, 0.3)),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: sea + 24, y1: 470, count: 22, color: P.cream, opacity: 0.45 }),
      // canola field and basalt wall
      path("M0 460Q400 430 800 470V600H0Z", P.saffronLight),
      flowerField(`${id}-flowers`, 470, 600),
      stoneWall(`${id}-wall`, -10, 810, 496, 44, P.inkSoft, P.stone, P.ink),
      path("M0 540Q400 520 800 550V600H0Z", P.saffron),
      flowerField(`${id}-flowers2`, 540, 600),
    ]);
  },
);

/** Canola flowers: dots of yellow over green stems. */
function flowerField(seed: string, y0: number, y1: number): string {
  const rand = rng(seed);
  let stems = "";
  let dots = "";
  for (let i = 0; i < 120; i++) {
    const x = rand() * W;
    const y = between(rand, y0, y1);
    stems += `M${Math.round(x)} ${Math.round(y)}v${Math.round(8 + rand() * 10)}`;
    dots += `M${Math.round(x - 4)} ${Math.round(y)}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`;
  }
  return line(stems, P.olive, 2, { opacity: 0.7 }) + path(dots, P.saffronLight);
}

const seoul = scene(
  "attraction-seoul-skyline-and-lotte-tower",
  W,
  H,
  "The Seoul skyline at dusk with the tapering Lotte World Tower and lights reflected in the Han River",
  (id) => {
    const river = 410;
    return g([
      sky({
        id: `${id}-sky`,
        width: W,
        height: H,
        to: river,
        stops: [
          [0, P.ink],
          [0.45, P.dusk],
          [0.85, P.coral],
          [1, P.saffronLight],
        ],
      }),
      stars(`${id}-st`, 0, 0, W, 150, 30, P.cream),
      circle(130, 90, 18, P.cream),
      ridge({
        seed: `${id}-hill`,
        x0: 0,
        x1: 300,
        y: 320,
        amp: 20,
        bottom: river,
        color: mix(P.dusk, P.ink, 0.4),
        lift: (x) => Math.max(0, 60 - Math.abs(x - 130) * 0.5),
      }),
      namsanTower(130, 262, 120, mix(P.dusk, P.ink, 0.4)),
      circle(130, 166, 4, P.saffronLight),
      skyline({
        seed: `${id}-far`,
        x0: 0,
        x1: W,
        baseY: river,
        minH: 40,
        maxH: 130,
        color: mix(P.dusk, P.ink, 0.35),
        window: P.saffronLight,
        lit: 0.15,
      }),
      lotteTower(540, river, 360, mix(P.indigo, P.ink, 0.35), mix(P.indigo, P.ink, 0.6), P.saffronLight),
      circle(540, river - 352, 5, P.coral),
      skyline({
        seed: `${id}-near`,
        x0: 0,
        x1: W,
        baseY: river,
        minH: 24,
        maxH: 80,
        color: mix(P.ink, P.tealDeep, 0.3),
        window: P.goldPale,
        lit: 0.3,
        gap: [500, 580],
      }),
      waterBody(`${id}-river`, 0, river, W, H - river, [
        [0, mix(P.dusk, P.tealDeep, 0.5)],
        [1, P.ink],
      ]),
      path(`M${540 - 30} ${river}h60l-10 120h-40Z`, mix(P.indigo, P.ink, 0.35), { opacity: 0.4 }),
      glitter(`${id}-g1`, 540, river + 8, 560, 50, 9, P.saffronLight, 0.6),
      glitter(`${id}-g2`, 250, river + 8, 520, 60, 7, P.goldPale, 0.35),
      glitter(`${id}-g3`, 700, river + 8, 520, 60, 7, P.goldPale, 0.35),
      girderBridge(-10, 810, 470, 520, mix(P.ink, P.tealDeep, 0.2), 9),
      path("M0 470H810", "none", {
        stroke: P.saffronLight,
        "stroke-width": 3,
        "stroke-dasharray": "2 14",
        "stroke-linecap": "round",
      }),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: 530, y1: H - 6, count: 24, color: P.coral, opacity: 0.4 }),
    ]);
  },
);

const bulguksa = scene(
  "attraction-bulguksa-temple",
  W,
  H,
  "Bulguksa Temple: the stone pagodas Dabotap and Seokgatap flanking the hall above its stone stairway bridges",
  (id) => {
    const haze = P.sandLight;
    const terrace = 380;
    const stone = mix(P.stone, P.sand, 0.3),
      shade = P.stoneDark;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: terrace, stops: skies.morning }),
      ridge({ seed: `${id}-r0`, x0: 0, x1: W, y: 190, amp: 40, bottom: 300, color: mix(P.teal, haze, 0.65) }),
      canopy(`${id}-autumn`, 0, W, 250, 26, mix(P.coral, haze, 0.35), 320),
      canopy(`${id}-autumn2`, 0, W, 280, 22, mix(P.saffron, haze, 0.3), 330),
      // hall on the upper terrace
      rect(200, 214, 400, 90, P.sand),
      path(
        "M210 214h20v90h-20ZM300 214h16v90h-16ZM390 214h18v90h-18ZM484 214h16v90h-16ZM570 214h20v90h-20Z",
        P.terracotta,
      ),
      roof(400, 222, 520, 70, palaceColors, 0.32),
      rect(160, 300, 480, 14, shade),
      // the pagodas, Dabotap left and Seokgatap right
      dabotap(150, 300, 230, stone, shade),
      seokgatap(650, 300, 220, stone, shade),
      // stone terrace wall with big blocks and the double stair-bridge
      rect(0, 300, W, terrace - 300 + 130, stone),
      terraceStones(`${id}-blocks`, 300, terrace + 130, shade),
      path("M330 300H470V380H330Z", mix(stone, P.sandLight, 0.3)),
      stairs(336, 300, 128, 80, 10, shade),
      path("M310 380H490V510H310Z", mix(stone, P.sandLight, 0.2)),
      stairs(318, 380, 164, 80, 11, shade),
      path("M372 510V482A28 28 0 0 1 428 482V510Z", P.inkSoft),
      rect(0, 510, W, 90, P.sand),
      roundTree(`${id}-m1`, 40, 560, 180, P.coral, P.terracotta, P.inkSoft),
      roundTree(`${id}-m2`, 770, 570, 170, P.saffron, P.saffronDeep, P.inkSoft),
      person({ x: 250, y: 560, h: 46, color: P.inkSoft, accent: P.teal }),
      person({ x: 560, y: 566, h: 48, color: P.inkSoft, accent: P.coral, outfit: "dress" }),
    ]);
  },
);

/** Irregular large stone blocks of a temple terrace wall. */
function terraceStones(seed: string, y0: number, y1: number, joint: string): string {
  const rand = rng(seed);
  let d = "";
  let y = y0 + 6;
  while (y < y1) {
    const rh = between(rand, 22, 34);
    let x = -between(rand, 0, 40);
    while (x < W) {
      const w = between(rand, 40, 90);
      d += `M${Math.round(x)} ${Math.round(y)}h${Math.round(w)}`;
      d += `M${Math.round(x)} ${Math.round(y)}v${Math.round(rh)}`;
      x += w;
    }
    y += rh;
  }
  return line(d, joint, 2, { opacity: 0.5 });
}

/** A flight of stairs seen from the front: stripes narrowing to the top. */
function stairs(x: number, y: number, w: number, h: number, steps: number, color: string): string {
  let d = "";
  for (let i = 0; i < steps; i++) {
    const yy = y + (h * (i + 0.6)) / steps;
    d += `M${x + 6} ${Math.round(yy)}H${x + w - 6}`;
  }
  return line(d, color, 2.5, { opacity: 0.7 }) + rect(x - 8, y, 8, h, color) + rect(x + w, y, 8, h, color);
}

const streetFood = scene(
  "attraction-korean-street-food-markets",
  W,
  H,
  "A Korean street-food market at night: a tteokbokki stall with steaming pans under lanterns",
  (id) => {
    const backC: StallColors = {
      ...tteokbokkiStall,
      awningA: mix(P.saffron, P.ink, 0.3),
      awningB: mix(P.cream, P.ink, 0.35),
      counter: mix(P.inkSoft, P.ink, 0.3),
    };
    return g([
      rect(0, 0, W, H, mix(P.ink, P.tealDeep, 0.4)),
      // back row of stalls in warm light
      rect(0, 210, W, 290, mix(P.terracottaDeep, P.ink, 0.45)),
      glow(`${id}-gl1`, 160, 300, 200, P.saffron, 0.45),
      glow(`${id}-gl2`, 650, 300, 200, P.saffron, 0.45),
      foodStall(20, 230, 260, 220, backC),
      foodStall(540, 230, 260, 220, backC),
      lanternString(-20, 60, 420, 80, 30, 6, 15, [P.coral, P.saffron, P.coral], P.ink, P.saffronLight),
      lanternString(380, 80, 820, 56, 30, 6, 15, [P.saffron, P.coral, P.saffron], P.ink, P.saffronLight),
      // the main stall
      glow(`${id}-gl3`, 400, 420, 300, P.saffronLight, 0.5),
      foodStall(170, 250, 460, 300, tteokbokkiStall),
      rect(0, 550, W, 50, mix(P.ink, P.tealDeep, 0.2)),
      person({ x: 470, y: 442, h: 120, color: P.ink, accent: P.inkSoft, outfit: "robe" }),
      stool(110, 596, 56, P.tealMid),
      stool(690, 596, 56, P.coral),
      person({ x: 90, y: 600, h: 150, color: P.ink, accent: P.inkSoft, flip: true }),
      person({ x: 720, y: 600, h: 140, color: P.ink, accent: P.inkSoft, outfit: "dress" }),
    ]);
  },
);

// ---------------------------------------------------------------- Sri Lanka

const templeC: TempleColors = {
  wall: P.cream,
  wallShade: mix(P.cream, P.stone, 0.55),
  roof: P.terracotta,
  roofShade: P.terracottaDeep,
  gold: P.saffron,
  opening: mix(P.terracottaDeep, P.ink, 0.4),
};

const kandy = scene(
  "attraction-temple-of-the-sacred-tooth-relic",
  W,
  H,
  "The Temple of the Sacred Tooth Relic in Kandy: white walls, red roofs and the octagonal pavilion above the lake",
  (id) => {
    const haze = P.sandLight;
    const lake = 430;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: lake, stops: skies.morning }),
      cloud(640, 110, 0.6, P.cream, 0.9),
      cloudStripe(90, 90, 180, 12, P.cream, 0.8),
      ridge({ seed: `${id}-hill`, x0: 0, x1: W, y: 220, amp: 40, bottom: 380, color: mix(P.forest, haze, 0.5) }),
      canopy(`${id}-forest`, 0, W, 280, 24, mix(P.forest, haze, 0.25), 380),
      // temple complex
      kandyBlock(430, 372, 330, 70, templeC),
      path("M560 300L590 270H640L670 300Z", P.saffron),
      rect(590, 300, 50, 14, P.saffronDeep),
      kandyBlock(70, 380, 170, 60, templeC),
      octagon(320, 384, 190, templeC),
      palm({ ...greenPalm, seed: `${id}-p1`, x: 60, y: 392, h: 190, lean: 0.12 }),
      roundTree(`${id}-t1`, 770, 396, 150, P.forest, P.pine, P.inkSoft),
      // moat wall, cloud wall and the lake
      rect(0, 384, W, 22, P.stone),
      cloudWall(-10, 810, 408, 24, P.cream, P.stoneDark),
      waterBody(`${id}-lake`, 0, lake, W, H - lake, [
        [0, P.tealLight],
        [1, P.teal],
      ]),
      path(
        "M230 436h180v10h-180ZM250 452h140v8h-140ZM270 466h100v6h-100ZM440 436h300v8h-300ZM470 450h240v6h-240Z",
        P.cream,
        { opacity: 0.45 },
      ),
      path("M240 436h50l-10 40h-30ZM580 436h60l-10 30h-40Z", P.terracotta, { opacity: 0.3 }),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: lake + 10, y1: H - 6, count: 36, color: P.cream, opacity: 0.45 }),
      sampan(150, 540, 0.5, P.inkSoft),
    ]);
  },
);

const sigiriyaScene = scene(
  "attraction-sigiriya-rock-fortress",
  W,
  H,
  "Sigiriya, the sheer flat-topped rock fortress rising above the jungle, mirrored in its water gardens",
  (id) => {
    const haze = P.goldPale;
    const jungle = 420;
    const rockC: RockColors = {
      rock: mix(P.terracotta, P.stoneDark, 0.45),
      shade: mix(P.terracottaDeep, P.ink, 0.25),
      rim: mix(P.saffron, P.blush, 0.4),
      cap: P.forest,
      streak: mix(P.terracottaDeep, P.ink, 0.35),
    };
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: jungle + 40, stops: skies.golden }),
      sun({ x: 160, y: 200, r: 44, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(500, 100, 220, 16, P.goldPale, 0.7),
      cloudStripe(560, 130, 140, 10, P.goldPale, 0.6),
      ridge({ seed: `${id}-far`, x0: 0, x1: W, y: 400, amp: 24, bottom: 470, color: mix(P.teal, haze, 0.55) }),
      sigiriya(420, 420, 360, 250, rockC, P.sandLight),
      canopy(`${id}-j1`, 0, W, 400, 24, mix(P.forest, haze, 0.3), 470),
      canopy(`${id}-j2`, 0, W, 440, 30, P.forest, 500),
      palm({ seed: `${id}-p1`, x: 90, y: 470, h: 170, lean: 0.1, trunk: P.pine, leaf: P.forest, leafDark: P.pine }),
      palm({ seed: `${id}-p2`, x: 700, y: 470, h: 150, lean: -0.15, trunk: P.pine, leaf: P.forest, leafDark: P.pine }),
      // water garden: a long pool in perspective reflecting the rock
      path("M0 600V500H800V600Z", mix(P.sandDeep, P.olive, 0.3)),
      path("M330 500H510L680 600H160Z", P.stone),
      path("M342 506H498L650 600H190Z", mix(P.saffronLight, P.tealLight, 0.5)),
      path("M350 506H490Q500 560 470 600H370Q340 560 350 506Z", mix(P.terracotta, P.teal, 0.4), { opacity: 0.6 }),
      line("M300 540H380M470 560H560M250 584H340M500 586H600", P.cream, 2.5, { opacity: 0.6 }),
      birds(`${id}-b`, 620, 220, 3, 9, P.inkSoft),
    ]);
  },
);

const ella = scene(
  "attraction-ella-nine-arch-bridge",
  W,
  H,
  "A blue train crossing the Nine Arch Bridge at Ella between tea-covered hills",
  (id) => {
    const haze = P.sandLight;
    const bridgeC: BridgeColors = {
      stone: mix(P.stone, P.sandDeep, 0.4),
      shade: P.stoneDark,
      opening: mix(P.forest, haze, 0.35),
    };
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 380, stops: skies.morning }),
      sun({ x: 160, y: 90, r: 30, color: P.cream, halo: [P.goldPale] }),
      mountains({
        seed: `${id}-m`,
        baseY: 250,
        round: 0.5,
        color: mix(P.teal, haze, 0.65),
        peaks: [
          { x: 220, y: 90, wl: 260, wr: 220 },
          { x: 620, y: 120, wl: 220, wr: 260 },
        ],
      }),
      mist(`${id}-mist`, 0, W, 210, 40, P.cream, 0.7),
      ridge({ seed: `${id}-r1`, x0: 0, x1: W, y: 250, amp: 30, bottom: 420, color: mix(P.forest, haze, 0.45) }),
      nineArchBridge(60, 760, 300, 520, bridgeC, 0.72, 20),
      train(230, 292, 64, 6, P.indigo, mix(P.indigo, P.ink, 0.4), P.goldPale, P.saffronLight),
      // valley jungle and tea hills
      canopy(`${id}-j1`, 0, W, 430, 26, P.forest, 520),
      path("M0 470Q160 420 320 470T800 460V600H0Z", P.olive),
      teaRows(`${id}-tea`, -20, 820, 480, 600, 7, mix(P.forest, P.olive, 0.35), 0.04, 14),
      roundTree(`${id}-t1`, 40, 520, 160, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-t2`, 760, 500, 140, P.forest, P.pine, P.inkSoft),
      person({ x: 420, y: 560, h: 40, color: P.inkSoft, accent: P.coral, outfit: "sarong", pack: false }),
    ]);
  },
);

const yala = scene(
  "attraction-yala-national-park",
  W,
  H,
  "A leopard resting on a rock among dry scrub in Yala National Park",
  (id) => {
    const haze = P.goldPale;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 400, stops: skies.golden }),
      sun({ x: 180, y: 170, r: 46, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      ridge({ seed: `${id}-far`, x0: 0, x1: W, y: 350, amp: 16, bottom: 420, color: mix(P.teal, haze, 0.6) }),
      canopy(`${id}-scrub`, 0, W, 370, 14, mix(P.olive, haze, 0.4), 420),
      elephant(680, 410, 0.22, mix(P.stoneDark, haze, 0.35), mix(P.stoneDark, haze, 0.2)),
      path("M0 400H800V600H0Z", mix(P.sandDeep, P.saffron, 0.25)),
      acacia(130, 410, 120, mix(P.olive, P.ink, 0.2)),
      // the rock and the leopard
      path("M170 600Q160 470 260 420Q360 380 470 410Q560 440 590 520Q600 560 600 600Z", P.stone),
      path("M470 410Q560 440 590 520Q600 560 600 600H520Q530 500 470 410Z", P.stoneDark),
      path("M200 500Q280 450 360 470", "none", { stroke: P.stoneDark, "stroke-width": 3, opacity: 0.5 }),
      leopard(380, 416, 0.95, { fur: P.saffronDeep, belly: P.sandLight, spot: P.inkSoft, dark: P.ink }),
      bush(60, 560, 120, P.olive),
      bush(700, 580, 150, mix(P.olive, P.forest, 0.4)),
      grass(`${id}-g`, 0, W, 590, 30, 26, mix(P.olive, P.sandDeep, 0.3), 2.5),
    ]);
  },
);

/** Flat-topped dry-zone tree. */
function acacia(x: number, y: number, h: number, color: string): string {
  return (
    line(
      `M${x} ${y}L${x - 4} ${y - h * 0.6}M${x - 4} ${y - h * 0.6}L${x - h * 0.25} ${y - h * 0.85}M${x - 4} ${y - h * 0.6}L${x + h * 0.25} ${y - h * 0.9}`,
      color,
      h * 0.05,
    ) +
    path(
      `M${x - h * 0.6} ${y - h * 0.82}Q${x} ${y - h * 1.15} ${x + h * 0.6} ${y - h * 0.85}Q${x} ${y - h * 0.75} ${x - h * 0.6} ${y - h * 0.82}Z`,
      color,
    )
  );
}

const galle = scene(
  "attraction-galle-dutch-fort",
  W,
  H,
  "The ramparts of Galle Dutch Fort with the white lighthouse above the Indian Ocean",
  (id) => {
    const sea = 300;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: sea, stops: skies.day }),
      cloud(200, 110, 0.7, P.cream, 0.95),
      cloud(330, 80, 0.4, P.cream, 0.8),
      cloudStripe(460, 140, 160, 12, P.cream, 0.8),
      waterBody(`${id}-sea`, 0, sea, W, H - sea, [
        [0, P.tealLight],
        [1, P.teal],
      ]),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: sea + 8, y1: H - 6, count: 50, color: P.cream, opacity: 0.55 }),
      // the rampart runs in from the right and turns at a bastion facing the sea
      palm({ ...greenPalm, seed: `${id}-p1`, x: 720, y: 330, h: 240, lean: -0.2 }),
      palm({ ...greenPalm, seed: `${id}-p2`, x: 790, y: 330, h: 200, lean: -0.1 }),
      path("M800 330H300L200 380L240 470H800Z", mix(P.stone, P.sandDeep, 0.35)),
      path("M300 330L200 380L240 470H330L360 380Z", P.stoneDark),
      path("M800 318H296L196 372L206 384L300 336H800Z", P.olive),
      line("M360 360H800M360 390H800M350 420H800M340 448H800", P.stoneDark, 2, { opacity: 0.45 }),
      line("M230 400L340 390M236 430L336 420", P.inkSoft, 2, { opacity: 0.3 }),
      path("M180 480Q240 450 330 470H800V500Q500 520 180 500Z", P.stoneDark),
      foam(`${id}-foam`, 160, 800, 490, 5, P.cream, 4, 0.9),
      lighthouse(520, 326, 280, {
        tower: P.cream,
        shade: mix(P.cream, P.stone, 0.6),
        cap: P.inkSoft,
        light: P.saffronLight,
      }),
      person({ x: 320, y: 330, h: 38, color: P.inkSoft, accent: P.coral, outfit: "dress" }),
      person({ x: 342, y: 330, h: 42, color: P.inkSoft, accent: P.teal }),
      birds(`${id}-b`, 380, 180, 3, 8, P.inkSoft),
    ]);
  },
);

const adamsPeak = scene(
  "attraction-adams-peak",
  W,
  H,
  "Adam's Peak at dawn, its conical summit above a sea of clouds with the pilgrims' trail of lights",
  (id) => {
    // night still above, the dawn glowing behind the peak
    const predawn: readonly Stop[] = [
      [0, P.ink],
      [0.35, P.dusk],
      [0.7, P.coral],
      [1, P.goldPale],
    ];
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, stops: predawn }),
      stars(`${id}-st`, 0, 0, W, 200, 40, P.cream),
      sun({ x: 660, y: 430, r: 36, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      mountains({
        seed: `${id}-far`,
        baseY: 460,
        color: mix(P.dusk, P.coral, 0.4),
        peaks: [
          { x: 120, y: 330, wl: 200, wr: 200 },
          { x: 720, y: 360, wl: 180, wr: 200 },
        ],
      }),
      mountains({
        seed: `${id}-peak`,
        baseY: 520,
        color: mix(P.ink, P.dusk, 0.45),
        shade: mix(P.ink, P.dusk, 0.15),
        peaks: [{ x: 400, y: 130, wl: 300, wr: 300 }],
      }),
      rect(388, 118, 24, 14, P.cream),
      path("M384 120L400 108L416 120Z", P.cream),
      lightTrail(
        [
          [220, 470],
          [300, 430],
          [260, 400],
          [330, 350],
          [300, 310],
          [360, 250],
          [340, 210],
          [380, 170],
          [396, 134],
        ],
        P.saffronLight,
        3,
      ),
      cloudSea(`${id}-c1`, -20, 820, 470, 600, 30, mix(P.blush, P.cream, 0.3)),
      cloudSea(`${id}-c2`, -20, 820, 520, 600, 36, P.cream),
    ]);
  },
);

export const attractions: readonly Scene[] = [
  haLong,
  sapa,
  hoiAn,
  cuChi,
  mekong,
  phongNha,
  gyeongbokgung,
  bukchon,
  jeju,
  seoul,
  bulguksa,
  streetFood,
  kandy,
  sigiriyaScene,
  ella,
  yala,
  galle,
  adamsPeak,
];
