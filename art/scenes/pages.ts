/**
 * The bands under the headings of the inner pages, 1600 x 360: a dusk sky that starts in the page
 * band's own deep teal, so the picture grows out of it, a low sun, layered ridges and one subject per
 * page. Drawn wide and shallow; on a phone the middle 900 units show, so every subject sits there.
 */
import * as P from "#art/palette.ts";
import { mix } from "#art/parts/color.ts";
import { birds } from "#art/parts/birds.ts";
import { boatReflection } from "#art/parts/extras.ts";
import { junk, oruwa, redSailJunk, sampan } from "#art/parts/boats.ts";
import { skyline } from "#art/parts/city.ts";
import { cloudStripe } from "#art/parts/clouds.ts";
import { karst, litKarst } from "#art/parts/karst.ts";
import { palaceColors, palaceHall, stoneWall } from "#art/parts/korean.ts";
import { planeSide, routeLine } from "#art/parts/objects.ts";
import { stiltFisher } from "#art/parts/people.ts";
import { sceneOfSize, type Scene } from "#art/parts/scene.ts";
import { beam, sky, stars, sun } from "#art/parts/sky.ts";
import { lighthouse, nineArchBridge, sigiriya, teaRows, train, type RockColors } from "#art/parts/sri-lanka.ts";
import { g, path, rect } from "#art/parts/svg.ts";
import { ridge } from "#art/parts/terrain.ts";
import { canopy, palm, pinePlates } from "#art/parts/trees.ts";
import { glitter, waterBody, waves } from "#art/parts/water.ts";

const W = 1600,
  H = 360;
const banner = sceneOfSize(W, H);

/** The sky of every band: the page's teal at the top, warming to a saffron glow on the horizon. */
function duskSky(id: string, horizon: number): string {
  return sky({
    id: `${id}-sky`,
    width: W,
    height: H,
    to: horizon,
    stops: [
      [0, P.tealNight],
      [0.45, mix(P.tealDeep, P.dusk, 0.45)],
      [0.8, P.coral],
      [1, P.saffronLight],
    ],
  });
}

/** Two far ridges fading into the glow, and stars high in the teal. */
function backdrop(id: string, horizon: number): string {
  return g([
    duskSky(id, horizon + 4),
    stars(`${id}-st`, 0, 0, W, 90, 26, P.cream),
    sun({ x: 800, y: horizon - 30, r: 54, color: P.cream, halo: [P.goldPale, P.saffronLight] }),
    cloudStripe(380, horizon - 110, 300, 12, P.blush, 0.5),
    cloudStripe(1120, horizon - 130, 260, 10, P.blush, 0.45),
    ridge({
      seed: `${id}-far`,
      x0: 0,
      x1: W,
      y: horizon - 30,
      amp: 22,
      points: 10,
      bottom: horizon + 4,
      color: mix(P.dusk, P.coral, 0.35),
    }),
    ridge({
      seed: `${id}-mid`,
      x0: 0,
      x1: W,
      y: horizon - 8,
      amp: 16,
      points: 12,
      bottom: horizon + 4,
      color: mix(P.tealDeep, P.dusk, 0.5),
    }),
  ]);
}

/** Calm water below the horizon, with the sun's glitter. */
function sea(id: string, horizon: number): string {
  return g([
    waterBody(`${id}-sea`, 0, horizon, W, H - horizon, [
      [0, mix(P.coral, P.tealDeep, 0.45)],
      [1, P.tealNight],
    ]),
    glitter(`${id}-gl`, 800, horizon + 4, H - 10, 260, 10, P.goldPale, 0.6),
    waves({ seed: `${id}-w`, x0: 0, x1: W, y0: horizon + 10, y1: H - 6, count: 60, color: P.goldPale, opacity: 0.3 }),
  ]);
}

const rockColors: RockColors = {
  rock: mix(P.terracotta, P.dusk, 0.35),
  shade: mix(P.terracottaDeep, P.ink, 0.35),
  rim: mix(P.saffron, P.blush, 0.4),
  cap: P.pine,
  streak: mix(P.terracottaDeep, P.ink, 0.45),
};

const destinations = banner(
  "page-destinations",
  "Limestone karsts, the rock of Sigiriya and a palace roofline along one horizon at dusk",
  (id) => {
    const horizon = 280;
    const near = mix(P.tealDeep, P.ink, 0.3);
    const kar = (seed: string, x: number, w: number, h: number, color: string) =>
      karst(litKarst(seed, x, horizon, w, h, color, { shade: 0.35, light: P.saffronLight, rim: 0.35 }));
    return g([
      backdrop(id, horizon),
      kar("k1", 470, 90, 170, mix(P.teal, P.dusk, 0.3)),
      kar("k2", 560, 70, 120, mix(P.teal, P.dusk, 0.45)),
      kar("k3", 400, 60, 100, mix(P.teal, P.dusk, 0.5)),
      sigiriya(820, horizon, 240, 150, rockColors, P.saffronLight),
      palaceHall(1130, horizon, 260, { ...palaceColors, tile: P.ink, wall: mix(P.sand, P.dusk, 0.3) }),
      sea(id, horizon),
      sampan(700, 318, 0.9, P.ink, P.ink),
      boatReflection(1000, 330, 120, P.ink, 0.25),
      junk(1000, 330, 0.55, { ...redSailJunk, sail: P.terracotta }),
      palm({ seed: `${id}-p1`, x: 150, y: H, h: 230, lean: 0.12, trunk: near, leaf: near }),
      palm({ seed: `${id}-p2`, x: 1470, y: H, h: 210, lean: -0.15, trunk: near, leaf: near }),
    ]);
  },
);

/** A harbour arch with four turrets, in the manner of the waterfront gateways of western India. */
function harbourArch(cx: number, baseY: number, w: number, body: string, shade: string, opening: string): string {
  const h = w * 0.62;
  const x0 = cx - w / 2;
  const turret = (x: number) =>
    g([
      rect(x - w * 0.05, baseY - h * 1.12, w * 0.1, h * 1.12, body),
      path(`M${x - w * 0.06} ${baseY - h * 1.12}Q${x} ${baseY - h * 1.3} ${x + w * 0.06} ${baseY - h * 1.12}Z`, body),
    ]);
  return g([
    rect(x0, baseY - h, w, h, body),
    rect(x0, baseY - h, w, h * 0.12, shade),
    path(
      `M${cx - w * 0.16} ${baseY}V${baseY - h * 0.55}Q${cx} ${baseY - h * 0.85} ${cx + w * 0.16} ${baseY - h * 0.55}V${baseY}Z`,
      opening,
    ),
    path(
      `M${x0 + w * 0.07} ${baseY}V${baseY - h * 0.4}Q${x0 + w * 0.13} ${baseY - h * 0.55} ${x0 + w * 0.19} ${baseY - h * 0.4}V${baseY}Z`,
      opening,
    ),
    path(
      `M${x0 + w * 0.81} ${baseY}V${baseY - h * 0.4}Q${x0 + w * 0.87} ${baseY - h * 0.55} ${x0 + w * 0.93} ${baseY - h * 0.4}V${baseY}Z`,
      opening,
    ),
    turret(x0 + w * 0.05),
    turret(x0 + w * 0.95),
    turret(cx - w * 0.3),
    turret(cx + w * 0.3),
  ]);
}

const about = banner(
  "page-about",
  "A harbour gateway and the city skyline at dusk, with fishing boats setting out",
  (id) => {
    const horizon = 270;
    return g([
      backdrop(id, horizon),
      skyline({
        seed: `${id}-city`,
        x0: 0,
        x1: W,
        baseY: horizon,
        minH: 20,
        maxH: 90,
        color: mix(P.tealDeep, P.dusk, 0.6),
        window: P.saffronLight,
        lit: 0.25,
      }),
      harbourArch(800, horizon + 2, 250, mix(P.sandDeep, P.dusk, 0.45), mix(P.stoneDark, P.dusk, 0.5), P.ink),
      sea(id, horizon),
      oruwa(560, 316, 0.8, P.ink, P.sandLight),
      sampan(1060, 322, 0.9, P.ink, P.ink),
      birds(`${id}-b`, 960, 150, 4, 10, P.ink),
    ]);
  },
);

const services = banner(
  "page-services",
  "An aircraft crossing a dusk sky on a dotted route above hills and a junk boat under sail",
  (id) => {
    const horizon = 290;
    return g([
      backdrop(id, horizon),
      routeLine("M260 250Q560 40 800 120T1360 230", P.goldPale, 4),
      planeSide(800, 120, 0.7, P.cream, mix(P.cream, P.stone, 0.5), P.tealDeep),
      sea(id, horizon),
      boatReflection(1040, 326, 180, P.ink, 0.25),
      junk(1040, 326, 0.8, redSailJunk),
      ridge({ seed: `${id}-shore`, x0: 0, x1: 620, y: 330, amp: 12, bottom: H, color: P.tealNight }),
      palm({ seed: `${id}-p1`, x: 420, y: 340, h: 170, lean: 0.1, trunk: P.ink, leaf: P.ink }),
    ]);
  },
);

const blog = banner("page-blog", "A blue train crossing a stone viaduct between tea-covered hills at dusk", (id) => {
  const horizon = 260;
  const bridge = { stone: mix(P.stone, P.dusk, 0.45), shade: mix(P.stoneDark, P.ink, 0.3), opening: P.tealNight };
  return g([
    backdrop(id, horizon),
    ridge({ seed: `${id}-hill`, x0: 0, x1: W, y: 262, amp: 14, bottom: H, color: mix(P.forest, P.tealNight, 0.45) }),
    nineArchBridge(420, 1180, 250, 340, bridge, 0.72, 14),
    train(600, 242, 58, 6, P.indigo, mix(P.indigo, P.ink, 0.4), P.goldPale, P.saffronLight),
    teaRows(`${id}-tea`, -20, W + 20, 336, H, 3, mix(P.forest, P.ink, 0.35), 0.02, 10),
    canopy(`${id}-c`, 0, 360, 330, 22, P.pine, H),
    canopy(`${id}-c2`, 1260, W, 320, 24, P.pine, H),
  ]);
});

const contact = banner(
  "page-contact",
  "A white lighthouse on a headland sending its beam over the evening sea, with an outrigger boat",
  (id) => {
    const horizon = 280;
    return g([
      backdrop(id, horizon),
      sea(id, horizon),
      beam(`${id}-beam`, 884, 134, 8, 1600, 84, 150, P.goldPale),
      path("M620 360Q700 250 860 262Q980 270 1060 360Z", mix(P.stoneDark, P.ink, 0.45)),
      lighthouse(880, 268, 150, {
        tower: P.cream,
        shade: mix(P.cream, P.stone, 0.6),
        cap: P.ink,
        light: P.saffronLight,
      }),
      palm({ seed: `${id}-p1`, x: 1000, y: 330, h: 120, lean: -0.2, trunk: P.ink, leaf: P.ink }),
      oruwa(520, 320, 0.8, P.ink, P.sandLight),
      birds(`${id}-b`, 1080, 140, 3, 9, P.ink),
    ]);
  },
);

const privacy = banner("page-privacy", "Palace roofs behind a quiet stone wall and old pines at dusk", (id) => {
  const horizon = 300;
  return g([
    backdrop(id, horizon),
    palaceHall(800, 300, 380, { ...palaceColors, tile: P.ink, wall: mix(P.sand, P.dusk, 0.35) }),
    stoneWall(
      `${id}-wall`,
      0,
      W,
      300,
      40,
      mix(P.stone, P.dusk, 0.4),
      mix(P.sandLight, P.dusk, 0.3),
      mix(P.stoneDark, P.ink, 0.4),
    ),
    rect(0, 338, W, 22, mix(P.stoneDark, P.ink, 0.5)),
    pinePlates(`${id}-pine1`, 330, 340, 240, P.ink, mix(P.pine, P.ink, 0.3), P.ink),
    pinePlates(`${id}-pine2`, 1260, 340, 220, P.ink, mix(P.pine, P.ink, 0.3), P.ink, true),
  ]);
});

const terms = banner(
  "page-terms",
  "Fishers on stilts and a rowing boat on a calm delta river at dusk, between palms",
  (id) => {
    const horizon = 270;
    const near = mix(P.pine, P.ink, 0.5);
    return g([
      backdrop(id, horizon),
      canopy(`${id}-far`, 0, W, horizon - 4, 14, mix(P.forest, P.dusk, 0.5), horizon + 4),
      sea(id, horizon),
      stiltFisher(620, 336, 120, P.ink),
      stiltFisher(990, 330, 110, P.ink, true),
      sampan(800, 336, 1, P.ink, P.ink),
      palm({ seed: `${id}-p1`, x: 240, y: H, h: 230, lean: 0.15, trunk: near, leaf: near }),
      palm({ seed: `${id}-p2`, x: 1380, y: H, h: 240, lean: -0.12, trunk: near, leaf: near }),
    ]);
  },
);

export const pages: readonly Scene[] = [about, services, destinations, blog, contact, privacy, terms];
