/** Home carousel heroes, 1600 x 1000. Subjects sit in the central third so they survive cropping. */
import * as P from '../palette.ts';
import { mix } from '../parts/color.ts';
import { birds } from '../parts/birds.ts';
import { boatReflection } from '../parts/extras.ts';
import { junk, oruwa } from '../parts/boats.ts';
import { lotteTower, namsanTower, skyline } from '../parts/city.ts';
import { palaceHall, roof, type HallColors } from '../parts/korean.ts';
import { person, stiltFisher } from '../parts/people.ts';
import { mountains, ridge } from '../parts/terrain.ts';
import { canopy, palm, pinePlates } from '../parts/trees.ts';
import { cloudStripe } from '../parts/clouds.ts';
import { karst, karstReflection, type KarstOptions } from '../parts/karst.ts';
import { scene, type Scene } from '../parts/scene.ts';
import { sky, sun } from '../parts/sky.ts';
import { g, line, path, rect } from '../parts/svg.ts';
import { foam, glitter, waterBody, waves } from '../parts/water.ts';

const W = 1600, H = 1000;

const heroVietnam = scene('hero-vietnam', W, H, 'Limestone karsts of Ha Long Bay at golden hour with a junk boat under sail', (id) => {
  const horizon = 640;
  const haze = P.GOLD_PALE;
  const far = mix(P.TEAL_MID, haze, 0.62), mid = mix(P.TEAL, haze, 0.35), near = P.TEAL_DEEP;
  const k = (seed: string, x: number, w: number, h: number, col: string, depth: number, y = horizon): string =>
    karst({ seed, x, y, w, h, color: col, shade: mix(col, P.INK, 0.25 + depth * 0.1), rim: mix(col, P.SAFFRON_LIGHT, 0.45 - depth * 0.1), cap: depth > 0 ? mix(P.FOREST, col, 0.3) : undefined });
  const nk = (seed: string, x: number, y: number, w: number, h: number, col: string): KarstOptions => ({ seed, x, y, w, h, color: col, shade: mix(col, P.INK, 0.45), rim: mix(col, P.SAFFRON_LIGHT, 0.3), cap: mix(P.FOREST, col, 0.4) });
  const nearK = [nk('n3', 1300, 700, 160, 300, mix(near, mid, 0.3)), nk('n1', 60, 760, 330, 560, near), nk('n2', 1540, 780, 360, 600, near)];
  return g([
    sky({ id: `${id}-sky`, width: W, height: H, to: horizon + 2, stops: [[0, P.CORAL], [0.45, P.SAFFRON], [1, P.GOLD_PALE]] }),
    sun({ x: 800, y: 470, r: 120, color: P.CREAM, halo: [P.GOLD_PALE, P.GOLD_PALE, P.SAFFRON_LIGHT] }),
    cloudStripe(180, 250, 380, 26, P.GOLD_PALE, 0.55),
    cloudStripe(1100, 200, 320, 22, P.GOLD_PALE, 0.5),
    cloudStripe(1000, 300, 200, 16, P.GOLD_PALE, 0.45),
    birds(`${id}-b`, 1040, 330, 5, 14, mix(P.INK, P.CORAL, 0.3)),
    // far row
    k('f1', 360, 120, 150, far, 0), k('f2', 470, 90, 110, far, 0), k('f3', 1120, 110, 170, far, 0), k('f4', 1240, 140, 120, far, 0), k('f5', 620, 80, 90, far, 0), k('f6', 980, 70, 80, far, 0),
    // middle row
    k('m1', 230, 220, 300, mid, 1), k('m2', 1330, 240, 280, mid, 1), k('m3', 1030, 140, 200, mid, 1), k('m4', 560, 150, 180, mid, 1),
    waterBody(`${id}-sea`, 0, horizon, W, H - horizon, [[0, P.SAND], [0.35, P.TEAL_LIGHT], [1, P.TEAL]]),
    glitter(`${id}-gl`, 800, horizon + 6, 760, 200, 9, P.CREAM, 0.5),
    // near framing towers and their reflections
    waves({ seed: `${id}-w`, x0: 0, x1: W, y0: horizon + 12, y1: H - 10, count: 90, color: P.CREAM, opacity: 0.45, avoid: [600, 700, 1000, 800] }),
    ...nearK.map((o) => karstReflection(o, mix(P.TEAL_DEEP, P.TEAL, 0.3), 0.35, 0.55)),
    ...nearK.map((o) => karst(o)),
    boatReflection(800, 792, 260, mix(P.TEAL, P.INK, 0.4)),
    junk(800, 792, 1.75, { hull: P.INK, sail: P.TERRACOTTA, batten: P.TERRACOTTA_DEEP, trim: P.SAFFRON, cabin: P.SAND_LIGHT, window: P.SAFFRON }),
  ]);
});

const heroSouthKorea = scene('hero-south-korea', W, H, 'Gyeongbokgung palace roofline before layered mountains, with the Seoul skyline and Lotte World Tower in the distance', (id) => {
  const haze = P.SAND_LIGHT;
  const ground = 820;
  const hall: HallColors = { tile: P.INK_SOFT, under: P.TEAL_MID, accent: P.SAFFRON, ridge: P.SAND_LIGHT, column: P.TERRACOTTA, wall: P.SAND, lattice: P.TERRACOTTA_DEEP, stone: P.STONE, stoneShade: P.STONE_DARK };
  return g([
    sky({ id: `${id}-sky`, width: W, height: H, to: ground, stops: [[0, P.TEAL_LIGHT], [0.55, P.SAND_LIGHT], [1, P.BLUSH]] }),
    sun({ x: 560, y: 300, r: 70, color: P.CREAM, halo: [P.SAND_LIGHT, P.GOLD_PALE] }),
    cloudStripe(900, 170, 420, 24, P.CREAM, 0.6),
    cloudStripe(160, 230, 300, 20, P.CREAM, 0.5),
    birds(`${id}-b`, 1120, 260, 4, 13, P.INK_SOFT),
    // Bugaksan and the ranges behind, hazier with distance
    mountains({ seed: `${id}-m0`, baseY: 640, color: mix(P.TEAL, haze, 0.72), shade: mix(P.TEAL, haze, 0.62), peaks: [{ x: 300, y: 330, wl: 380, wr: 320 }, { x: 1300, y: 300, wl: 360, wr: 420 }] }),
    mountains({ seed: `${id}-m1`, baseY: 660, round: 0.6, color: mix(P.TEAL, haze, 0.5), shade: mix(P.TEAL_DEEP, haze, 0.45), peaks: [{ x: 800, y: 250, wl: 330, wr: 360 }] }),
    ridge({ seed: `${id}-r1`, x0: 0, x1: W, y: 600, amp: 30, bottom: 700, color: mix(P.TEAL_MID, haze, 0.35) }),
    // modern Seoul in the haze
    skyline({ seed: `${id}-city`, x0: 1060, x1: 1600, baseY: 660, minH: 40, maxH: 150, color: mix(P.INDIGO, haze, 0.55), window: P.CREAM, lit: 0.12 }),
    lotteTower(1290, 662, 430, mix(P.INDIGO, haze, 0.45), mix(P.INDIGO, haze, 0.3), P.CREAM),
    skyline({ seed: `${id}-city2`, x0: 0, x1: 420, baseY: 660, minH: 30, maxH: 100, color: mix(P.INDIGO, haze, 0.6) }),
    namsanTower(190, 600, 150, mix(P.INDIGO, haze, 0.55)),
    ridge({ seed: `${id}-r2`, x0: 0, x1: W, y: 680, amp: 18, bottom: 760, color: mix(P.FOREST, haze, 0.35) }),
    canopy(`${id}-trees`, 0, W, 700, 26, mix(P.FOREST, P.TEAL_DEEP, 0.3), 780),
    // palace wall and courtyard
    rect(0, 730, W, 60, P.TERRACOTTA_DEEP),
    roof(800, 730, 1700, 26, { tile: P.INK_SOFT, under: P.TEAL_MID }, 0.1),
    rect(0, 790, W, H - 790, P.SAND),
    rect(0, 790, W, 10, P.SAND_DEEP),
    palaceHall(800, 860, 760, hall),
    path('M0 1000L560 860H1040L1600 1000Z', P.SAND_LIGHT),
    line('M400 1000L660 860M1200 1000L940 860M0 940H1600', P.SAND_DEEP, 3, { opacity: 0.6 }),
    pinePlates(`${id}-pine`, 1430, 900, 360, P.TERRACOTTA_DEEP, P.OLIVE, P.FOREST, true),
    pinePlates(`${id}-pine2`, 150, 920, 300, P.TERRACOTTA_DEEP, P.OLIVE, P.FOREST),
    person({ x: 690, y: 930, h: 64, color: P.INK_SOFT, accent: P.CORAL, outfit: 'hanbok', hat: 'bun' }),
    person({ x: 735, y: 934, h: 70, color: P.INK_SOFT, accent: P.TEAL, outfit: 'robe', hat: 'gat' }),
    person({ x: 940, y: 940, h: 64, color: P.INK_SOFT, accent: P.SAFFRON, outfit: 'hanbok', hat: 'bun', flip: true }),
  ]);
});

const heroSriLanka = scene('hero-sri-lanka', W, H, 'Stilt fishermen in the surf of a palm-fringed Sri Lankan cove at sunset', (id) => {
  const horizon = 560;
  return g([
    sky({ id: `${id}-sky`, width: W, height: H, to: horizon + 2, stops: [[0, P.TEAL_MID], [0.5, P.BLUSH], [0.85, P.SAFFRON_LIGHT], [1, P.GOLD_PALE]] }),
    sun({ x: 800, y: 470, r: 95, color: P.CREAM, halo: [P.GOLD_PALE, P.SAFFRON_LIGHT] }),
    cloudStripe(220, 220, 420, 28, P.BLUSH, 0.8),
    cloudStripe(380, 270, 260, 18, P.BLUSH, 0.6),
    cloudStripe(1020, 180, 380, 24, P.BLUSH, 0.75),
    cloudStripe(1100, 235, 220, 16, P.CORAL, 0.4),
    birds(`${id}-b`, 560, 330, 4, 12, P.INK_SOFT),
    // far headland
    path('M980 562Q1080 530 1200 520T1400 496Q1500 488 1600 492V562Z', mix(P.TEAL_DEEP, P.BLUSH, 0.55)),
    waterBody(`${id}-sea`, 0, horizon, W, H - horizon, [[0, P.SAFFRON_LIGHT], [0.25, P.TEAL_LIGHT], [1, P.TEAL_DEEP]]),
    glitter(`${id}-gl`, 800, horizon + 6, 700, 230, 10, P.CREAM, 0.6),
    waves({ seed: `${id}-w`, x0: 0, x1: W, y0: horizon + 10, y1: 830, count: 70, color: P.CREAM, opacity: 0.5 }),
    oruwa(1240, 640, 0.45, mix(P.INK, P.TEAL, 0.3), P.SAND_LIGHT),
    // surf and beach
    path('M0 850Q400 820 800 836T1600 830V1000H0Z', P.SAND),
    foam(`${id}-foam`, 0, W, 842, 6, P.CREAM, 5, 0.9),
    foam(`${id}-foam2`, 200, 1400, 800, 4, P.CREAM, 3, 0.55),
    path('M0 900Q500 880 900 900T1600 920V1000H0Z', P.SAND_DEEP, { opacity: 0.5 }),
    // stilt fishermen, the subject, in the centre
    stiltFisher(600, 830, 290, P.INK),
    stiltFisher(780, 816, 330, P.INK),
    stiltFisher(980, 826, 280, P.INK, true),
    stiltFisher(1120, 790, 190, mix(P.INK, P.TEAL, 0.3)),
    // framing palms
    palm({ seed: `${id}-p1`, x: 120, y: 1010, h: 720, lean: 0.35, trunk: P.INK_SOFT, leaf: P.FOREST, leafDark: P.PINE, fronds: 9 }),
    palm({ seed: `${id}-p2`, x: 260, y: 1010, h: 560, lean: 0.12, trunk: P.INK, leaf: P.PINE, leafDark: P.INK_SOFT }),
    palm({ seed: `${id}-p3`, x: 1500, y: 1010, h: 680, lean: -0.35, trunk: P.INK_SOFT, leaf: P.FOREST, leafDark: P.PINE, fronds: 9 }),
  ]);
});

export const heroes: readonly Scene[] = [heroVietnam, heroSouthKorea, heroSriLanka];
