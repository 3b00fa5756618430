/** "Our Services" cards on the home page, and the six core services of the Services page (800 x 600). */
import * as P from "#art/palette.ts";
import { birds } from "#art/parts/birds.ts";
import { motorYacht, yacht } from "#art/parts/boats.ts";
import { diningTable, resortHotel } from "#art/parts/buildings.ts";
import { cloud, cloudStripe } from "#art/parts/clouds.ts";
import { mix } from "#art/parts/color.ts";
import { boatReflection } from "#art/parts/extras.ts";
import { karst } from "#art/parts/karst.ts";
import { palaceHall } from "#art/parts/korean.ts";
import {
  bed as bedPart,
  boardingPass,
  bus,
  car,
  compass,
  globe,
  itineraryRows,
  lounger,
  passport,
  phone,
  pin,
  planeSide,
  roundRect,
  routeLine,
  sparkle,
  stampMark,
  suitcase,
  umbrella,
} from "#art/parts/objects.ts";
import { person } from "#art/parts/people.ts";
import { scene, type Scene } from "#art/parts/scene.ts";
import { glow, sky, skies, stars, sun } from "#art/parts/sky.ts";
import { dagoba, nineArchBridge, train } from "#art/parts/sri-lanka.ts";
import { circle, g, line, path, rect } from "#art/parts/svg.ts";
import { domes, mountains, ridge } from "#art/parts/terrain.ts";
import { greenPalm, palm, roundTree } from "#art/parts/trees.ts";
import { lanternString } from "#art/parts/vietnam.ts";
import { foam, glitter, waterBody, waves } from "#art/parts/water.ts";

const W = 800,
  H = 600;

// ---------------------------------------------------------------- Home: Our Services

const customized = scene(
  "service-customized-packages",
  W,
  H,
  "A dotted route winding through a landscape to pinned stops: a karst bay, a palace roof and a dagoba",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 330, stops: skies.morning }),
      sun({ x: 560, y: 90, r: 34, color: P.cream, halo: [P.goldPale] }),
      cloudStripe(60, 80, 200, 14, P.cream, 0.8),
      // three stops along the horizon
      karst({
        seed: `${id}-k1`,
        x: 120,
        y: 300,
        w: 70,
        h: 120,
        color: mix(P.teal, haze, 0.4),
        shade: mix(P.teal, haze, 0.2),
      }),
      karst({
        seed: `${id}-k2`,
        x: 180,
        y: 300,
        w: 50,
        h: 80,
        color: mix(P.teal, haze, 0.5),
        shade: mix(P.teal, haze, 0.3),
      }),
      palaceHall(400, 300, 170, {
        tile: mix(P.inkSoft, haze, 0.2),
        under: P.tealMid,
        column: P.terracotta,
        wall: P.sand,
        lattice: P.terracottaDeep,
        stone: P.stone,
        stoneShade: P.stoneDark,
      }),
      dagoba(660, 300, 130, P.cream, mix(P.cream, P.stone, 0.5), P.saffron),
      domes(`${id}-hills`, 0, W, 330, 20, 50, 5, mix(P.olive, haze, 0.3), 400),
      path("M0 360Q200 330 400 370T800 350V600H0Z", P.sage),
      path("M0 460Q250 420 500 470T800 450V600H0Z", P.olive),
      roundTree(`${id}-t1`, 60, 470, 110, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-t2`, 740, 480, 120, P.forest, P.pine, P.inkSoft),
      // the route
      routeLine(
        "M400 590C300 560 220 520 260 470C300 420 150 400 150 330M260 470C360 440 430 420 400 330M400 440C520 430 600 400 650 330",
        P.terracotta,
        5,
      ),
      pin(150, 250, 44, P.terracotta, P.cream),
      pin(400, 200, 44, P.terracotta, P.cream),
      pin(660, 150, 44, P.terracotta, P.cream),
      suitcase(370, 480, 70, P.saffron, P.saffronDeep),
      circle(390, 520, 8, P.teal),
      circle(415, 545, 6, P.coral),
    ]);
  },
);

const hotel = scene(
  "service-hotel-booking",
  W,
  H,
  "A terraced resort hotel among palms with a pool in front at sunset",
  (id) => {
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 440, stops: skies.golden }),
      sun({ x: 320, y: 120, r: 46, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(80, 110, 220, 16, P.goldPale, 0.6),
      ridge({
        seed: `${id}-hill`,
        x0: 0,
        x1: W,
        y: 340,
        amp: 30,
        bottom: 440,
        color: mix(P.teal, P.saffronLight, 0.45),
      }),
      resortHotel(400, 440, 520, 4, {
        wall: P.cream,
        shade: P.sandDeep,
        glass: mix(P.teal, P.sand, 0.3),
        lit: P.saffronLight,
        roof: P.terracotta,
        rail: P.stoneDark,
      }),
      palm({ ...greenPalm, seed: `${id}-p1`, x: 90, y: 470, h: 340, lean: 0.15, fronds: 9 }),
      palm({ ...greenPalm, seed: `${id}-p2`, x: 720, y: 470, h: 300, lean: -0.2, fronds: 9 }),
      palm({ ...greenPalm, seed: `${id}-p3`, x: 170, y: 460, h: 220, lean: -0.1 }),
      rect(0, 440, W, 160, P.sand),
      path("M120 480H680L720 580H80Z", P.cream),
      path("M140 490H660L690 566H110Z", P.tealLight),
      glitter(`${id}-gl`, 420, 498, 556, 300, 6, P.cream, 0.6),
      lounger(40, 540, 100, P.inkSoft, P.coral),
      lounger(680, 560, 100, P.inkSoft, P.coral),
      umbrella(60, 540, 120, P.saffron, P.cream, P.inkSoft),
    ]);
  },
);

const cruises = scene(
  "service-cruises-yachts",
  W,
  H,
  "A sailing yacht heeling across open sea at sunset with islands behind",
  (id) => {
    const sea = 360;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: sea, stops: skies.dusk }),
      sun({ x: 250, y: 300, r: 60, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(420, 110, 260, 18, P.blush, 0.7),
      cloudStripe(500, 150, 160, 12, P.blush, 0.6),
      path(`M520 ${sea}Q600 310 680 330T800 320V${sea}Z`, mix(P.dusk, P.coral, 0.45)),
      path(`M0 ${sea}Q60 330 140 344L200 ${sea}Z`, mix(P.dusk, P.coral, 0.5)),
      waterBody(`${id}-sea`, 0, sea, W, H - sea, [
        [0, P.saffronLight],
        [0.3, P.tealMid],
        [1, P.tealDeep],
      ]),
      glitter(`${id}-gl`, 250, sea + 6, 520, 160, 10, P.cream, 0.6),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: sea + 10, y1: H - 6, count: 50, color: P.cream, opacity: 0.45 }),
      yacht(470, 470, 1.3, P.cream, P.cream, P.sand, P.inkSoft),
      boatReflection(470, 476, 260, P.tealDeep, 0.4),
      foam(`${id}-wake`, 600, 780, 480, 4, P.cream, 3, 0.7),
      birds(`${id}-b`, 600, 200, 3, 10, P.inkSoft),
    ]);
  },
);

const holidays = scene(
  "service-holidays",
  W,
  H,
  "A palm-fringed beach with a sunshade and loungers by a turquoise sea",
  (id) => {
    const sea = 330;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: sea, stops: skies.day }),
      sun({ x: 400, y: 90, r: 40, color: P.cream, halo: [P.goldPale, P.goldPale] }),
      cloud(560, 120, 0.7, P.cream),
      cloud(680, 180, 0.45, P.cream, 0.9),
      waterBody(`${id}-sea`, 0, sea, W, 170, [
        [0, P.tealMid],
        [1, P.tealLight],
      ]),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: sea + 8, y1: 470, count: 30, color: P.cream, opacity: 0.55 }),
      path("M0 470Q400 440 800 480V600H0Z", P.sand),
      foam(`${id}-foam`, 0, W, 474, 5, P.cream, 5, 0.9),
      path("M0 530Q400 500 800 540V600H0Z", P.sandLight, { opacity: 0.6 }),
      umbrella(460, 560, 190, P.coral, P.cream, P.inkSoft, -6),
      lounger(350, 570, 140, P.inkSoft, P.teal),
      lounger(520, 580, 140, P.inkSoft, P.saffron),
      circle(300, 560, 10, P.coral),
      circle(640, 580, 9, P.tealMid),
      palm({ ...greenPalm, seed: `${id}-p1`, x: 90, y: 620, h: 480, lean: 0.3, fronds: 9 }),
      palm({ ...greenPalm, seed: `${id}-p2`, x: 740, y: 620, h: 420, lean: -0.28, fronds: 9 }),
    ]);
  },
);

const transportation = scene(
  "service-transportation",
  W,
  H,
  "A coach and a car on a winding road through green hills, with an airliner overhead",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 360, stops: skies.morning }),
      sun({ x: 140, y: 110, r: 36, color: P.cream, halo: [P.goldPale] }),
      cloudStripe(400, 90, 220, 14, P.cream, 0.8),
      planeSide(540, 150, 1.1, P.cream, P.stone, P.tealMid),
      line("M680 150H800", P.cream, 3, { opacity: 0.7 }),
      mountains({
        seed: `${id}-m`,
        baseY: 320,
        round: 0.4,
        color: mix(P.teal, haze, 0.7),
        peaks: [
          { x: 230, y: 190, wl: 260, wr: 220 },
          { x: 620, y: 210, wl: 220, wr: 260 },
        ],
      }),
      ridge({ seed: `${id}-r1`, x0: 0, x1: W, y: 330, amp: 24, bottom: 420, color: mix(P.forest, haze, 0.45) }),
      path("M0 400Q300 350 800 390V600H0Z", P.sage),
      // winding road
      path(
        "M520 380Q600 400 540 430Q420 470 480 520Q540 560 460 600H300Q390 560 360 520Q320 470 450 430Q520 410 480 380Z",
        P.inkSoft,
      ),
      path("M500 382Q556 404 500 430Q388 470 420 520Q450 560 380 600", "none", {
        stroke: P.sandLight,
        "stroke-width": 3,
        "stroke-dasharray": "14 12",
      }),
      bus(500, 440, 0.42, { body: P.saffron, glass: P.tealDeep, tyre: P.ink, stripe: P.terracotta }),
      car(400, 560, 0.55, { body: P.coral, glass: P.tealPale, tyre: P.ink }, true),
      roundTree(`${id}-t1`, 120, 520, 170, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-t2`, 700, 500, 150, P.forest, P.pine, P.inkSoft),
      roundTree(`${id}-t3`, 240, 430, 80, P.olive, P.forest, P.inkSoft),
    ]);
  },
);

const visas = scene(
  "service-visas-passports",
  W,
  H,
  "A passport and a boarding pass laid out with an airliner flying over a stylised world",
  () => {
    return g([
      rect(0, 0, W, H, P.tealPale),
      globe(580, 240, 250, mix(P.tealLight, P.tealPale, 0.4), mix(P.sage, P.tealPale, 0.3), P.cream),
      routeLine("M120 140Q400 20 700 180", P.teal, 4),
      planeSide(700, 170, 0.55, P.inkSoft, P.stoneDark),
      passport(150, 210, 210, P.tealDeep, P.saffronLight, -8),
      boardingPass(380, 360, 330, P.cream, P.coral, P.inkSoft, 6),
      stampMark(660, 300, 46, P.terracotta, 12),
      compass(110, 500, 44, P.inkSoft, P.terracotta, P.inkSoft),
    ]);
  },
);

// ---------------------------------------------------------------- Services page: core services

const aiPlanning = scene(
  "core-ai-trip-planning",
  W,
  H,
  "A phone showing a planned route between pins, with the route continuing across the landscape behind",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({
        id: `${id}-sky`,
        width: W,
        height: H,
        stops: [
          [0, P.tealDeep],
          [0.55, P.tealMid],
          [1, P.tealLight],
        ],
      }),
      stars(`${id}-st`, 0, 0, W, 260, 34, P.cream),
      mountains({
        seed: `${id}-m`,
        baseY: 480,
        round: 0.3,
        color: mix(P.teal, haze, 0.3),
        peaks: [
          { x: 140, y: 300, wl: 220, wr: 200 },
          { x: 690, y: 280, wl: 200, wr: 240 },
        ],
      }),
      ridge({ seed: `${id}-r`, x0: 0, x1: W, y: 500, amp: 24, bottom: H, color: mix(P.tealDeep, P.forest, 0.4) }),
      // constellation of stops across the sky
      routeLine("M60 380Q120 240 240 220M560 200Q680 160 740 300", P.saffronLight, 3),
      pin(60, 380, 26, P.coral, P.cream),
      pin(240, 220, 26, P.saffron, P.cream),
      pin(560, 200, 26, P.saffron, P.cream),
      pin(740, 300, 26, P.coral, P.cream),
      glow(`${id}-gl`, 400, 320, 230, P.saffronLight, 0.35),
      phone(300, 90, 200, 400, P.ink, P.sandLight),
      // the itinerary on the screen: a mini landscape with a route
      rect(312, 150, 176, 120, mix(P.tealPale, P.sandLight, 0.3)),
      path("M312 250Q360 210 400 232T488 220V270H312Z", P.sage),
      path("M312 262Q380 240 440 258T488 250V270H312Z", P.olive),
      routeLine("M330 250Q360 180 400 200T470 170", P.terracotta, 3),
      pin(330, 250, 18, P.terracotta, P.cream),
      pin(470, 170, 18, P.terracotta, P.cream),
      itineraryRows({
        x: 318,
        y: 290,
        w: 164,
        h: 40,
        step: 50,
        card: P.cream,
        dot: 9,
        rows: [
          [P.saffron, 100, 70],
          [P.tealMid, 90, 60],
          [P.coral, 110, 50],
        ],
        title: P.stone,
        detail: P.sandDeep,
      }),
      roundRect(340, 446, 120, 28, 14, P.saffron),
      sparkle(540, 110, 22, P.saffronLight),
      sparkle(575, 150, 12, P.cream),
      sparkle(250, 140, 14, P.saffronLight),
    ]);
  },
);

const accommodations = scene(
  "core-premium-accommodations",
  W,
  H,
  "A luxury suite with a made-up bed facing a wide window onto mountains at sunset",
  (id) => {
    const haze = P.goldPale;
    return g([
      rect(0, 0, W, H, P.sandLight),
      // the picture window
      sky({ id: `${id}-view`, width: W, height: 380, stops: skies.golden }),
      sun({ x: 420, y: 250, r: 40, color: P.cream, halo: [P.goldPale] }),
      mountains({
        seed: `${id}-m`,
        baseY: 330,
        color: mix(P.teal, haze, 0.5),
        shade: mix(P.tealDeep, haze, 0.45),
        peaks: [
          { x: 250, y: 180, wl: 240, wr: 200 },
          { x: 620, y: 200, wl: 200, wr: 240 },
        ],
      }),
      ridge({ seed: `${id}-r`, x0: 0, x1: W, y: 340, amp: 16, bottom: 380, color: mix(P.forest, haze, 0.3) }),
      path("M0 0H800V40H0ZM0 0H60V380H0ZM740 0H800V380H740ZM0 372H800V390H0Z", P.cream),
      rect(396, 40, 8, 340, P.cream),
      path("M60 40H130Q110 200 140 380H60Z", P.terracotta, { opacity: 0.9 }),
      path("M740 40H670Q690 200 660 380H740Z", P.terracotta, { opacity: 0.9 }),
      // floor and furniture
      rect(0, 390, W, 210, mix(P.sandDeep, P.sand, 0.4)),
      path("M0 470H800V600H0Z", mix(P.sandDeep, P.terracotta, 0.15)),
      bedPart(200, 520, 420, P.inkSoft, P.cream, P.sand, P.teal),
      rect(120, 436, 60, 70, P.inkSoft),
      rect(130, 400, 8, 36, P.stoneDark),
      path("M114 380H154L146 404H122Z", P.saffronLight),
      rect(650, 440, 50, 80, P.terracottaDeep),
      path("M675 440Q640 380 660 340Q680 380 675 440ZM675 440Q700 380 720 360Q710 410 675 440Z", P.forest),
    ]);
  },
);

const seamless = scene(
  "core-seamless-transportation",
  W,
  H,
  "An airliner taking off above a car waiting on the apron while a train crosses a viaduct behind",
  (id) => {
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: 420, stops: skies.dawn }),
      sun({ x: 180, y: 260, r: 50, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
      cloudStripe(500, 120, 240, 16, P.blush, 0.8),
      ridge({ seed: `${id}-r`, x0: 0, x1: W, y: 320, amp: 24, bottom: 420, color: mix(P.teal, haze, 0.55) }),
      nineArchBridge(
        -20,
        820,
        330,
        420,
        { stone: mix(P.stone, haze, 0.3), shade: mix(P.stoneDark, haze, 0.3), opening: mix(P.teal, haze, 0.55) },
        0.9,
        0,
      ),
      train(120, 322, 70, 7, P.indigo, mix(P.indigo, P.ink, 0.4), P.goldPale, P.saffronLight),
      rect(0, 410, W, 190, mix(P.stone, P.sandDeep, 0.3)),
      path("M0 470H800V540H0Z", P.inkSoft),
      path("M40 503H120M200 503H280M360 503H440M520 503H600M680 503H760", "none", {
        stroke: P.cream,
        "stroke-width": 5,
      }),
      planeSide(380, 240, 1.5, P.cream, P.stone, P.tealMid),
      car(640, 596, 0.6, { body: P.inkSoft, glass: P.tealPale, tyre: P.ink }, true),
      person({ x: 720, y: 596, h: 80, color: P.ink, accent: P.inkSoft }),
      suitcase(740, 556, 28, P.saffron, P.saffronDeep),
    ]);
  },
);

const luxuryCruise = scene(
  "core-luxury-cruises-yachts",
  W,
  H,
  "A white motor yacht anchored in a calm turquoise lagoon among limestone islands",
  (id) => {
    const sea = 340;
    const haze = P.sandLight;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: sea, stops: skies.day }),
      sun({ x: 380, y: 100, r: 36, color: P.cream, halo: [P.goldPale] }),
      cloud(560, 170, 0.6, P.cream),
      karst({
        seed: `${id}-k1`,
        x: 90,
        y: sea,
        w: 200,
        h: 230,
        color: mix(P.forest, haze, 0.3),
        shade: mix(P.pine, haze, 0.3),
        rim: mix(P.sage, haze, 0.3),
        cap: P.olive,
      }),
      karst({
        seed: `${id}-k2`,
        x: 700,
        y: sea,
        w: 240,
        h: 200,
        color: mix(P.forest, haze, 0.4),
        shade: mix(P.pine, haze, 0.4),
        rim: mix(P.sage, haze, 0.4),
        cap: P.olive,
      }),
      karst({
        seed: `${id}-k3`,
        x: 520,
        y: sea,
        w: 90,
        h: 100,
        color: mix(P.forest, haze, 0.6),
        shade: mix(P.pine, haze, 0.6),
      }),
      waterBody(`${id}-sea`, 0, sea, W, H - sea, [
        [0, P.tealLight],
        [0.5, mix(P.tealLight, P.tealPale, 0.5)],
        [1, P.tealMid],
      ]),
      waves({ seed: `${id}-w`, x0: 0, x1: W, y0: sea + 8, y1: H - 6, count: 40, color: P.cream, opacity: 0.55 }),
      motorYacht(400, 450, 1.6, P.cream, P.sand, P.inkSoft),
      boatReflection(400, 456, 360, P.teal, 0.35),
      person({ x: 330, y: 380, h: 26, color: P.inkSoft, accent: P.coral, outfit: "dress" }),
      person({ x: 470, y: 374, h: 24, color: P.inkSoft }),
    ]);
  },
);

const curated = scene(
  "core-curated-experiences",
  W,
  H,
  "A candlelit table for two on the beach under string lanterns at dusk",
  (id) => {
    const sea = 320;
    return g([
      sky({ id: `${id}-sky`, width: W, height: H, to: sea, stops: skies.dusk }),
      sun({ x: 400, y: 300, r: 60, color: P.goldPale, halo: [P.saffronLight] }),
      stars(`${id}-st`, 0, 0, W, 120, 18, P.cream),
      waterBody(`${id}-sea`, 0, sea, W, 140, [
        [0, P.saffronLight],
        [1, P.tealDeep],
      ]),
      glitter(`${id}-gl`, 400, sea + 6, 450, 160, 8, P.cream, 0.6),
      path("M0 450Q400 430 800 460V600H0Z", mix(P.sand, P.dusk, 0.25)),
      foam(`${id}-foam`, 0, W, 454, 4, P.cream, 4, 0.7),
      lanternString(-10, 80, 810, 100, 60, 9, 12, [P.saffronLight, P.goldPale, P.saffron], P.ink, P.saffronLight),
      palm({
        seed: `${id}-p1`,
        x: 60,
        y: 620,
        h: 520,
        lean: 0.25,
        trunk: P.ink,
        leaf: mix(P.ink, P.forest, 0.4),
        leafDark: P.ink,
      }),
      palm({
        seed: `${id}-p2`,
        x: 760,
        y: 620,
        h: 480,
        lean: -0.25,
        trunk: P.ink,
        leaf: mix(P.ink, P.forest, 0.4),
        leafDark: P.ink,
      }),
      diningTable(400, 560, 220, P.cream, P.inkSoft, P.saffronLight, P.saffronLight),
      circle(250, 560, 8, P.saffronLight),
      circle(550, 566, 8, P.saffronLight),
      circle(200, 580, 6, P.goldPale),
      circle(610, 586, 6, P.goldPale),
    ]);
  },
);

const coreVisas = scene(
  "core-visas-passports",
  W,
  H,
  "An open passport with entry stamps, an e-visa on a phone and a rubber stamp on a desk",
  () => {
    return g([
      rect(0, 0, W, H, P.sand),
      rect(0, 0, W, 80, mix(P.sand, P.terracotta, 0.12)),
      path("M0 80H800", "none", { stroke: P.sandDeep, "stroke-width": 2 }),
      // open passport: two pages with stamps
      roundRect(116, 146, 420, 300, 14, P.tealDeep),
      roundRect(130, 136, 196, 296, 8, P.cream),
      roundRect(326, 136, 196, 296, 8, P.sandLight),
      line("M326 140V428", P.sandDeep, 3),
      stampMark(200, 220, 44, P.terracotta, -10),
      stampMark(270, 350, 36, P.teal, 14),
      stampMark(420, 230, 40, P.indigo, 6),
      roundRect(360, 320, 120, 70, 8, "none", { stroke: P.coral, "stroke-width": 4 }),
      line("M378 340H462M378 356H440M378 372H452", P.coral, 3),
      // phone with the e-visa
      phone(580, 170, 150, 290, P.ink, P.cream),
      rect(598, 210, 114, 40, P.teal),
      circle(655, 300, 34, "none", { stroke: P.teal, "stroke-width": 6 }),
      path("M638 300L652 314L676 288", "none", {
        stroke: P.teal,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      rect(600, 358, 110, 8, P.stone, { rx: 4 }),
      rect(600, 374, 80, 8, P.stone, { rx: 4 }),
      rect(600, 390, 96, 8, P.stone, { rx: 4 }),
      // rubber stamp
      rect(160, 470, 120, 24, P.inkSoft, { rx: 6 }),
      path("M200 470V430H240V470Z", P.terracottaDeep),
      circle(220, 416, 26, P.terracotta),
      boardingPass(380, 470, 300, P.cream, P.saffron, P.inkSoft, -4),
    ]);
  },
);

export const homeServices: readonly Scene[] = [customized, hotel, cruises, holidays, transportation, visas];
export const coreServices: readonly Scene[] = [aiPlanning, accommodations, seamless, luxuryCruise, curated, coreVisas];
