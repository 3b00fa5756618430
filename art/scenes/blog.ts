/** Blog heroes (1200 x 675, 16:9) and two inline figures per article (1200 x 800). */
import * as P from '../palette.ts';
import { branchCoral, domeCoral, fish, seaFan } from '../parts/animals.ts';
import { birds } from '../parts/birds.ts';
import { junk, kayak, oruwa } from '../parts/boats.ts';
import { cableCar, ecoLodge } from '../parts/buildings.ts';
import { cloud, cloudSea, cloudStripe, mist } from '../parts/clouds.ts';
import { mix } from '../parts/color.ts';
import { boatReflection } from '../parts/extras.ts';
import { karst, karstReflection, type KarstOptions } from '../parts/karst.ts';
import { gateHouse, type HallColors } from '../parts/korean.ts';
import { CITY, asiaMap, mapPoint } from '../parts/maps.ts';
import { foodStall, type StallColors } from '../parts/market.ts';
import { boardingPass, bowl, lounger, motorbike, passport, phone, pin, planeSide, roundRect, routeLine, sparkle, steam, stool } from '../parts/objects.ts';
import { person, stiltFisher } from '../parts/people.ts';
import { between, rng } from '../parts/random.ts';
import { scene, type Scene } from '../parts/scene.ts';
import { beam, glow, sky, skies, stars, sun } from '../parts/sky.ts';
import { circle, ellipse, g, line, path, rect } from '../parts/svg.ts';
import { mountains, ridge } from '../parts/terrain.ts';
import { canopy, conifer, palm, pinePlates, roundTree } from '../parts/trees.ts';
import { lantern, lanternString, shophouse, type ShophouseColors } from '../parts/vietnam.ts';
import { foam, glitter, waterBody, waves } from '../parts/water.ts';

const HW = 1200, HH = 675; // blog hero
const FW = 1200, FH = 800; // inline figure

const hall: HallColors = { tile: P.INK_SOFT, under: P.TEAL_MID, accent: P.SAFFRON, ridge: P.SAND_LIGHT, column: P.TERRACOTTA, wall: P.SAND, lattice: P.TERRACOTTA_DEEP, stone: P.STONE, stoneShade: P.STONE_DARK };

// ---------------------------------------------------------------- 1. Tropical paradise (Sri Lanka)

const tropical = scene('blog-tropical-paradise', HW, HH, "A palm-fringed cove on Sri Lanka's south coast at sunset, an outrigger canoe drawn up on the sand", (id) => {
  const sea = 390;
  return g([
    sky({ id: `${id}-sky`, width: HW, height: HH, to: sea, stops: skies.dusk }),
    sun({ x: 640, y: 340, r: 70, color: P.CREAM, halo: [P.GOLD_PALE, P.SAFFRON_LIGHT] }),
    cloudStripe(160, 140, 360, 22, P.BLUSH, 0.75), cloudStripe(760, 100, 300, 18, P.BLUSH, 0.7), cloudStripe(820, 140, 180, 12, P.CORAL, 0.5),
    waterBody(`${id}-sea`, 0, sea, HW, HH - sea, [[0, P.SAFFRON_LIGHT], [0.4, P.TEAL_MID], [1, P.TEAL]]),
    glitter(`${id}-gl`, 640, sea + 6, 520, 220, 10, P.CREAM, 0.6),
    waves({ seed: `${id}-w`, x0: 0, x1: HW, y0: sea + 10, y1: 540, count: 50, color: P.CREAM, opacity: 0.45 }),
    // the curve of the cove with its headlands
    path(`M0 ${sea + 2}Q120 340 260 350Q340 360 380 ${sea + 2}Z`, mix(P.FOREST, P.DUSK, 0.5)),
    canopy(`${id}-head`, 0, 360, 350, 16, mix(P.FOREST, P.DUSK, 0.5), sea + 2),
    path(`M900 ${sea + 2}Q1000 350 1100 340Q1160 336 1200 350V${sea + 2}Z`, mix(P.FOREST, P.DUSK, 0.5)),
    path('M0 560Q300 520 600 540T1200 520V675H0Z', P.SAND),
    foam(`${id}-foam`, 0, HW, 540, 5, P.CREAM, 5, 0.9),
    path('M0 610Q400 590 800 610T1200 600V675H0Z', P.SAND_DEEP, { opacity: 0.5 }),
    oruwa(820, 600, 0.9, P.INK_SOFT, P.SAND_LIGHT),
    palm({ seed: `${id}-p1`, x: 80, y: 700, h: 560, lean: 0.45, trunk: P.INK, leaf: P.PINE, leafDark: P.INK_SOFT, fronds: 9 }),
    palm({ seed: `${id}-p2`, x: 220, y: 700, h: 470, lean: 0.3, trunk: P.INK_SOFT, leaf: P.FOREST, leafDark: P.PINE }),
    palm({ seed: `${id}-p3`, x: 1140, y: 700, h: 520, lean: -0.4, trunk: P.INK, leaf: P.PINE, leafDark: P.INK_SOFT, fronds: 9 }),
    birds(`${id}-b`, 900, 230, 4, 11, P.INK_SOFT),
  ]);
});

const stiltFishers = scene('blog-tropical-paradise-stilt-fishermen', FW, FH, 'Stilt fishermen perched on poles in the morning surf off the south coast of Sri Lanka', (id) => {
  const sea = 420;
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: sea, stops: skies.morning }),
    sun({ x: 300, y: 200, r: 60, color: P.CREAM, halo: [P.GOLD_PALE, P.GOLD_PALE] }),
    cloudStripe(620, 140, 360, 20, P.CREAM, 0.8), cloudStripe(720, 180, 200, 14, P.CREAM, 0.6),
    waterBody(`${id}-sea`, 0, sea, FW, FH - sea, [[0, mix(P.TEAL_LIGHT, P.GOLD_PALE, 0.3)], [1, P.TEAL]]),
    glitter(`${id}-gl`, 300, sea + 6, 560, 160, 8, P.CREAM, 0.5),
    waves({ seed: `${id}-w`, x0: 0, x1: FW, y0: sea + 10, y1: FH - 10, count: 70, color: P.CREAM, opacity: 0.5 }),
    foam(`${id}-surf1`, 0, FW, 640, 8, P.CREAM, 6, 0.85),
    foam(`${id}-surf2`, 0, FW, 720, 10, P.CREAM, 7, 0.9),
    stiltFisher(280, 690, 340, P.INK),
    stiltFisher(560, 660, 300, P.INK_SOFT),
    stiltFisher(820, 700, 360, P.INK, true),
    stiltFisher(1040, 640, 240, mix(P.INK_SOFT, P.TEAL, 0.3)),
    path('M0 760Q600 730 1200 770V800H0Z', P.SAND),
  ]);
});

const villaPool = scene('blog-tropical-paradise-villa-pool', FW, FH, 'A villa with an infinity pool facing the Indian Ocean at dusk', (id) => {
  const sea = 400;
  const edge = 500; // the vanishing edge of the pool
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: sea, stops: skies.dusk }),
    sun({ x: 700, y: 340, r: 60, color: P.CREAM, halo: [P.GOLD_PALE, P.SAFFRON_LIGHT] }),
    stars(`${id}-st`, 0, 0, FW, 140, 24, P.CREAM),
    cloudStripe(420, 150, 300, 18, P.BLUSH, 0.7), cloudStripe(880, 200, 200, 12, P.BLUSH, 0.6),
    waterBody(`${id}-sea`, 0, sea, FW, edge - sea, [[0, P.SAFFRON_LIGHT], [1, mix(P.TEAL, P.DUSK, 0.3)]]),
    glitter(`${id}-gl`, 700, sea + 6, edge - 10, 140, 6, P.CREAM, 0.5),
    // the villa on the left, glass front glowing
    rect(0, 250, 420, 250, P.CREAM),
    rect(30, 290, 330, 190, mix(P.TEAL_DEEP, P.DUSK, 0.3)),
    rect(46, 306, 120, 174, P.SAFFRON_LIGHT),
    line('M200 290V480M280 290V480', P.SAND_DEEP, 5),
    rect(360, 330, 60, 170, P.SAND_DEEP),
    rect(-20, 226, 500, 26, P.INK_SOFT),
    // the infinity pool: its far edge vanishes into the sea
    waterBody(`${id}-pool`, 0, edge, FW, 150, [[0, mix(P.TEAL_LIGHT, P.SAFFRON_LIGHT, 0.35)], [1, P.TEAL_MID]]),
    path(`M0 ${edge}H${FW}v4H0Z`, P.CREAM, { opacity: 0.8 }),
    glitter(`${id}-gl2`, 700, edge + 10, 630, 220, 6, P.CREAM, 0.6),
    path('M30 506h330l-20 60h-290Z', P.SAFFRON_LIGHT, { opacity: 0.25 }),
    waves({ seed: `${id}-w`, x0: 0, x1: FW, y0: edge + 14, y1: 640, count: 26, color: P.CREAM, opacity: 0.4 }),
    rect(0, 650, FW, 16, P.STONE),
    rect(0, 666, FW, 134, mix(P.SAND_DEEP, P.TERRACOTTA_DEEP, 0.25)),
    lounger(620, 740, 180, P.INK_SOFT, P.CREAM),
    lounger(860, 740, 180, P.INK_SOFT, P.CREAM),
    lantern(1080, 700, 16, P.SAFFRON_LIGHT, P.INK, 0, P.SAFFRON_LIGHT),
    palm({ seed: `${id}-p1`, x: 1130, y: 820, h: 620, lean: -0.3, trunk: P.INK, leaf: mix(P.PINE, P.DUSK, 0.3), leafDark: P.INK }),
    palm({ seed: `${id}-p2`, x: 470, y: 680, h: 420, lean: 0.1, trunk: P.INK, leaf: mix(P.PINE, P.DUSK, 0.3), leafDark: P.INK }),
  ]);
});

// ---------------------------------------------------------------- 2. Cultural journey (Korea)

const cultural = scene('blog-cultural-journey', HW, HH, 'Gwanghwamun, the main gate of Gyeongbokgung Palace, at dusk under strings of lanterns', (id) => {
  const ground = 560;
  return g([
    sky({ id: `${id}-sky`, width: HW, height: HH, to: ground, stops: [[0, P.INK], [0.45, P.DUSK], [1, P.CORAL]] }),
    stars(`${id}-st`, 0, 0, HW, 180, 30, P.CREAM),
    mountains({ seed: `${id}-m`, baseY: 470, round: 0.6, color: mix(P.DUSK, P.INK, 0.35), peaks: [{ x: 600, y: 230, wl: 380, wr: 420 }] }),
    rect(0, 430, HW, 70, P.TERRACOTTA_DEEP),
    gateHouse(600, ground, 640, { ...hall, wall: mix(P.SAND, P.DUSK, 0.2) }, P.INK),
    rect(0, ground, HW, HH - ground, mix(P.STONE, P.DUSK, 0.35)),
    path(`M380 ${HH}L520 ${ground}H680L820 ${HH}Z`, mix(P.STONE, P.DUSK, 0.15)),
    lanternString(-20, 50, 600, 70, 30, 9, 18, [P.CORAL, P.SAFFRON, P.TERRACOTTA, P.SAFFRON_LIGHT], P.INK, P.SAFFRON_LIGHT),
    lanternString(600, 70, 1220, 50, 30, 9, 18, [P.SAFFRON, P.CORAL, P.SAFFRON_LIGHT, P.TERRACOTTA], P.INK, P.SAFFRON_LIGHT),
    person({ x: 470, y: 640, h: 80, color: P.INK, accent: P.CORAL, outfit: 'hanbok', hat: 'bun' }),
    person({ x: 510, y: 646, h: 84, color: P.INK, accent: P.TEAL_MID, outfit: 'hanbok', hat: 'bun' }),
    person({ x: 760, y: 650, h: 88, color: P.INK, accent: P.INK_SOFT, outfit: 'robe', hat: 'gat', flip: true }),
  ]);
});

const gwanghwamun = scene('blog-cultural-journey-gwanghwamun', FW, FH, 'Visitors in hanbok walking toward Gwanghwamun gate on a clear day, Bugaksan behind', (id) => {
  const ground = 600;
  const haze = P.SAND_LIGHT;
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: ground, stops: skies.day }),
    cloud(220, 150, 0.8, P.CREAM), cloud(980, 120, 0.6, P.CREAM, 0.9),
    mountains({ seed: `${id}-m`, baseY: 450, round: 0.6, color: mix(P.FOREST, haze, 0.4), shade: mix(P.PINE, haze, 0.4), peaks: [{ x: 620, y: 170, wl: 420, wr: 460 }] }),
    canopy(`${id}-trees`, 0, FW, 430, 20, mix(P.FOREST, haze, 0.2), 480),
    rect(0, 470, FW, 70, P.TERRACOTTA_DEEP),
    gateHouse(600, ground, 700, hall, P.INK_SOFT),
    rect(0, ground, FW, FH - ground, P.SAND),
    path(`M300 ${FH}L520 ${ground}H680L900 ${FH}Z`, P.SAND_LIGHT),
    person({ x: 420, y: 740, h: 130, color: P.INK_SOFT, accent: P.CORAL, outfit: 'hanbok', hat: 'bun' }),
    person({ x: 480, y: 750, h: 136, color: P.INK_SOFT, accent: P.SAFFRON, outfit: 'hanbok', hat: 'bun' }),
    person({ x: 700, y: 730, h: 140, color: P.INK_SOFT, accent: P.TEAL, outfit: 'robe', hat: 'gat', flip: true }),
    person({ x: 760, y: 742, h: 128, color: P.INK_SOFT, accent: P.BLUSH, outfit: 'hanbok', hat: 'bun', flip: true }),
    person({ x: 980, y: 690, h: 90, color: P.INK_SOFT, accent: P.TEAL_MID, walk: true }),
    person({ x: 220, y: 700, h: 96, color: P.INK_SOFT, accent: P.TERRACOTTA, outfit: 'hanbok', hat: 'bun' }),
  ]);
});

const tombs = scene('blog-cultural-journey-gyeongju-tombs', FW, FH, 'The grassy royal burial mounds of Gyeongju among pine trees in soft morning light', (id) => {
  const haze = P.SAND_LIGHT;
  // a tumulus: a smooth dome, lit from the left, with a soft shadow at its foot
  const mound = (cx: number, y: number, w: number, h: number, col: string, sh: string): string =>
    ellipse(cx + w * 0.06, y + 4, w * 0.54, h * 0.08, mix(P.FOREST, P.SAGE, 0.4), { opacity: 0.5 }) +
    path(`M${cx - w / 2} ${y}C${cx - w * 0.44} ${y - h * 1.32} ${cx + w * 0.44} ${y - h * 1.32} ${cx + w / 2} ${y}Z`, col) +
    path(`M${cx + w * 0.04} ${y - h * 0.99}C${cx + w * 0.34} ${y - h * 0.92} ${cx + w * 0.47} ${y - h * 0.5} ${cx + w / 2} ${y}H${cx + w * 0.22}C${cx + w * 0.28} ${y - h * 0.45} ${cx + w * 0.2} ${y - h * 0.8} ${cx + w * 0.04} ${y - h * 0.99}Z`, sh) +
    path(`M${cx - w * 0.3} ${y - h * 0.66}C${cx - w * 0.22} ${y - h * 0.9} ${cx - w * 0.08} ${y - h * 0.98} ${cx} ${y - h * 0.99}C${cx - w * 0.12} ${y - h * 0.9} ${cx - w * 0.22} ${y - h * 0.8} ${cx - w * 0.3} ${y - h * 0.66}Z`, P.SAGE, { opacity: 0.6 });
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: 470, stops: skies.morning }),
    sun({ x: 300, y: 180, r: 56, color: P.CREAM, halo: [P.GOLD_PALE, P.GOLD_PALE] }),
    ridge({ seed: `${id}-r`, x0: 0, x1: FW, y: 400, amp: 24, bottom: 480, color: mix(P.TEAL, haze, 0.75) }),
    canopy(`${id}-trees`, 0, FW, 440, 14, mix(P.FOREST, haze, 0.5), 480),
    rect(0, 470, FW, 330, mix(P.SAGE, P.SAND_LIGHT, 0.3)),
    mound(300, 520, 360, 120, mix(P.OLIVE, haze, 0.35), mix(P.FOREST, haze, 0.4)),
    mound(1060, 540, 280, 90, mix(P.OLIVE, haze, 0.3), mix(P.FOREST, haze, 0.35)),
    mound(720, 620, 620, 230, P.OLIVE, mix(P.FOREST, P.OLIVE, 0.3)),
    path('M520 800Q600 720 780 690Q900 672 1200 680V712Q920 708 820 722Q660 750 640 800Z', P.SAND_LIGHT),
    path('M0 740Q300 720 560 760T1200 760V800H0Z', mix(P.SAGE, P.OLIVE, 0.3)),
    pinePlates(`${id}-pine1`, 100, 780, 400, P.TERRACOTTA_DEEP, P.OLIVE, P.FOREST),
    pinePlates(`${id}-pine2`, 1110, 790, 340, P.TERRACOTTA_DEEP, P.OLIVE, P.FOREST, true),
    person({ x: 940, y: 696, h: 56, color: P.INK_SOFT, accent: P.CORAL, outfit: 'hanbok', hat: 'bun' }),
    person({ x: 972, y: 698, h: 60, color: P.INK_SOFT, accent: P.TEAL }),
  ]);
});

// ---------------------------------------------------------------- 3. Mountain luxury (northern Vietnam)

const mountainLuxury = scene('blog-mountain-luxury', HW, HH, 'A timber mountain lodge perched on a ridge above a sea of clouds in northern Vietnam at sunrise', (id) => {
  const haze = P.GOLD_PALE;
  return g([
    sky({ id: `${id}-sky`, width: HW, height: HH, stops: skies.dawn }),
    sun({ x: 620, y: 300, r: 60, color: P.CREAM, halo: [P.GOLD_PALE, P.SAFFRON_LIGHT] }),
    mountains({ seed: `${id}-far`, baseY: 420, color: mix(P.TEAL, haze, 0.6), shade: mix(P.TEAL_DEEP, haze, 0.55), peaks: [{ x: 200, y: 180, wl: 260, wr: 200 }, { x: 560, y: 220, wl: 200, wr: 200 }, { x: 1050, y: 150, wl: 240, wr: 260 }] }),
    cloudSea(`${id}-c1`, -20, 1220, 400, 520, 34, mix(P.BLUSH, P.CREAM, 0.4)),
    mountains({ seed: `${id}-near`, baseY: 560, color: mix(P.TEAL_DEEP, P.FOREST, 0.3), shade: mix(P.TEAL_DEEP, P.INK, 0.3), peaks: [{ x: 380, y: 300, wl: 420, wr: 300 }] }),
    ecoLodge(300, 360, 200, { timber: P.TERRACOTTA, timberDark: P.TERRACOTTA_DEEP, glass: P.INK_SOFT, lit: P.SAFFRON_LIGHT, solar: P.INK_SOFT, solarLine: P.TEAL_LIGHT, post: P.INK }),
    conifer(540, 380, 70, P.PINE), conifer(570, 400, 56, P.PINE), conifer(250, 380, 60, P.PINE),
    cloudSea(`${id}-c2`, -20, 1220, 520, 675, 40, P.CREAM),
    birds(`${id}-b`, 700, 200, 3, 12, P.INK_SOFT),
  ]);
});

/** A steep mountain spur falling from the edge of the frame to the river at (tipX, tipY). */
function spur(left: boolean, topY: number, tipX: number, tipY: number, color: string, shade?: string): string {
  const e = left ? 0 : FW;
  const dx = tipX - e;
  const cx = e + dx * 0.55, cy = topY + (tipY - topY) * 0.38;
  const foot = tipX + (left ? 30 : -30);
  const body = `M${e} ${topY}Q${cx} ${cy} ${tipX} ${tipY}L${foot} ${FH}H${e}Z`;
  const sh = shade
    ? path(`M${e + dx * 0.5} ${topY + (tipY - topY) * 0.3}Q${e + dx * 0.78} ${topY + (tipY - topY) * 0.6} ${tipX} ${tipY}L${foot} ${FH}H${e + dx * 0.7}Q${e + dx * 0.66} ${topY + (tipY - topY) * 0.7} ${e + dx * 0.5} ${topY + (tipY - topY) * 0.3}Z`, shade)
    : '';
  return path(body, color) + sh;
}

const maPiLeng = scene('blog-mountain-luxury-ma-pi-leng', FW, FH, 'The Ma Pi Leng pass cut into a cliff high above the jade Nho Que river gorge', (id) => {
  const haze = P.SAND_LIGHT;
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, stops: skies.morning }),
    sun({ x: 640, y: 130, r: 40, color: P.CREAM, halo: [P.GOLD_PALE] }),
    mountains({ seed: `${id}-far`, baseY: 560, color: mix(P.TEAL, haze, 0.72), peaks: [{ x: 380, y: 230, wl: 360, wr: 260 }, { x: 900, y: 210, wl: 280, wr: 360 }] }),
    // far walls of the gorge
    spur(true, 430, 612, 520, mix(P.FOREST, haze, 0.62)),
    spur(false, 410, 668, 520, mix(P.FOREST, haze, 0.58)),
    // the jade river far below, snaking down the floor of the gorge
    path('M596 510H700L780 800H540Z', mix(P.FOREST, haze, 0.5)),
    path('M630 512Q660 540 640 580Q604 630 640 680Q690 740 640 800H740Q770 740 716 680Q676 630 700 580Q716 540 652 512Z', P.TEAL_MID),
    line('M648 540Q660 580 640 620Q624 660 660 700', P.TEAL_LIGHT, 3, { opacity: 0.8 }),
    // interlocking spurs, hazier with distance
    spur(true, 360, 600, 650, mix(P.FOREST, haze, 0.4), mix(P.PINE, haze, 0.42)),
    spur(false, 330, 716, 600, mix(P.FOREST, haze, 0.34), mix(P.PINE, haze, 0.36)),
    spur(false, 250, 900, 800, mix(P.FOREST, P.TEAL_DEEP, 0.3), mix(P.PINE, P.INK, 0.2)),
    spur(true, 220, 470, 800, mix(P.FOREST, P.TEAL_DEEP, 0.15), mix(P.PINE, P.INK, 0.12)),
    // the pass: a road cut across the near cliff, with its guard wall
    path('M0 330Q200 380 380 560L392 580Q200 400 0 352Z', P.SAND_DEEP),
    line('M0 328Q200 378 382 558', P.STONE, 5),
    line('M0 341Q200 390 388 570', P.CREAM, 2, { 'stroke-dasharray': '10 10', opacity: 0.8 }),
    motorbike(210, 414, 0.36, P.CORAL, P.INK, P.INK_SOFT),
    conifer(70, 470, 90, P.PINE), conifer(130, 530, 70, P.PINE), conifer(240, 640, 80, P.PINE),
    roundTree(`${id}-t2`, 1120, 420, 150, P.FOREST, P.PINE, P.INK_SOFT),
    birds(`${id}-b`, 820, 260, 3, 10, P.INK_SOFT),
  ]);
});

const fansipan = scene('blog-mountain-luxury-fansipan', FW, FH, 'The summit of Fansipan rising from a sea of clouds, with a cable car cabin gliding up', (id) => {
  const haze = P.GOLD_PALE;
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, stops: [[0, P.TEAL_MID], [0.5, P.SAND_LIGHT], [1, P.GOLD_PALE]] }),
    sun({ x: 240, y: 220, r: 50, color: P.CREAM, halo: [P.GOLD_PALE, P.GOLD_PALE] }),
    mountains({ seed: `${id}-far`, baseY: 560, color: mix(P.TEAL, haze, 0.65), peaks: [{ x: 180, y: 420, wl: 240, wr: 200 }, { x: 1080, y: 400, wl: 220, wr: 240 }] }),
    mountains({ seed: `${id}-summit`, baseY: 640, color: mix(P.FOREST, P.TEAL_DEEP, 0.3), shade: mix(P.PINE, P.INK, 0.3), peaks: [{ x: 720, y: 170, wl: 380, wr: 420 }] }),
    // summit marker and temple roofs
    path('M702 176L720 120L738 176Z', P.STONE), line('M720 120V104', P.SAFFRON, 4),
    path('M640 226Q670 214 690 214H740Q760 214 790 226L770 236H660Z', P.TERRACOTTA),
    rect(676, 236, 80, 20, P.CREAM),
    cableCar(180, 700, 660, 250, 0.62, 64, P.INK_SOFT, P.SAFFRON, P.TEAL_PALE),
    cloudSea(`${id}-c1`, -20, 1220, 560, 800, 40, mix(P.CREAM, P.BLUSH, 0.25)),
    cloudSea(`${id}-c2`, -20, 1220, 660, 800, 50, P.CREAM),
    birds(`${id}-b`, 980, 260, 3, 12, P.INK_SOFT),
  ]);
});

// ---------------------------------------------------------------- 4. Street food chronicles

const stallC: StallColors = { awningA: P.CORAL, awningB: P.CREAM, counter: mix(P.TERRACOTTA_DEEP, P.INK, 0.2), counterShade: P.INK_SOFT, post: P.INK_SOFT, rim: P.STONE, sauce: P.TERRACOTTA, cake: P.CREAM, broth: P.SAND_DEEP, steam: P.CREAM };

const streetFood = scene('blog-street-food-chronicles', HW, HH, 'A night street-food alley under strings of lanterns, with steaming stalls and diners on low stools', (id) => {
  const house: ShophouseColors = { wall: mix(P.SAFFRON_LIGHT, P.DUSK, 0.35), wallShade: mix(P.SAFFRON_DEEP, P.DUSK, 0.4), roof: mix(P.INK_SOFT, P.DUSK, 0.3), roofLine: P.INK, wood: mix(P.TERRACOTTA_DEEP, P.INK, 0.4), shutter: mix(P.TEAL, P.INK, 0.3) };
  return g([
    sky({ id: `${id}-sky`, width: HW, height: HH, to: 400, stops: skies.night }),
    stars(`${id}-st`, 0, 0, HW, 160, 26, P.CREAM),
    shophouse(-20, 470, 260, 330, house, 0), shophouse(240, 470, 220, 300, house, 1),
    shophouse(740, 470, 220, 310, house, 1), shophouse(960, 470, 260, 330, house, 0),
    glow(`${id}-g1`, 600, 420, 420, P.SAFFRON, 0.4),
    rect(0, 470, HW, 205, mix(P.INK_SOFT, P.TERRACOTTA_DEEP, 0.25)),
    foodStall(420, 330, 360, 230, stallC),
    lanternString(-20, 90, 600, 120, 40, 8, 18, [P.CORAL, P.SAFFRON, P.TERRACOTTA, P.SAFFRON_LIGHT], P.INK, P.SAFFRON_LIGHT),
    lanternString(600, 120, 1220, 90, 40, 8, 18, [P.SAFFRON, P.CORAL, P.SAFFRON_LIGHT, P.TERRACOTTA], P.INK, P.SAFFRON_LIGHT),
    // diners on low stools
    stool(200, 640, 50, P.TEAL_MID), stool(300, 650, 50, P.CORAL), stool(900, 640, 50, P.SAFFRON), stool(1000, 650, 50, P.TEAL_MID),
    rect(220, 590, 60, 8, P.STONE), bowl(250, 590, 40, P.CREAM, P.SAFFRON_LIGHT, P.CREAM),
    rect(920, 590, 60, 8, P.STONE), bowl(950, 590, 40, P.CREAM, P.SAFFRON_LIGHT, P.CREAM),
    person({ x: 200, y: 640, h: 90, color: P.INK, accent: P.INK_SOFT }),
    person({ x: 1000, y: 650, h: 90, color: P.INK, accent: P.INK_SOFT, flip: true }),
    person({ x: 600, y: 675, h: 140, color: P.INK, accent: P.INK_SOFT, outfit: 'dress' }),
  ]);
});

const phoStall = scene('blog-street-food-chronicles-pho-stall', FW, FH, 'A Hanoi pho stall on the pavement: a steaming stock pot, low plastic stools and bowls of noodle soup', () => {
  const wall: ShophouseColors = { wall: P.SAFFRON_LIGHT, wallShade: P.SAFFRON_DEEP, roof: mix(P.TERRACOTTA_DEEP, P.INK_SOFT, 0.3), roofLine: P.INK_SOFT, wood: mix(P.TERRACOTTA_DEEP, P.INK, 0.3), shutter: P.TEAL };
  return g([
    rect(0, 0, FW, FH, P.SAFFRON_LIGHT),
    shophouse(-40, 560, 520, 620, wall, 0),
    shophouse(480, 560, 420, 600, { ...wall, wall: mix(P.SAFFRON_LIGHT, P.SAND, 0.5) }, 1),
    shophouse(900, 560, 360, 620, wall, 0),
    rect(0, 560, FW, 240, P.STONE),
    path('M0 600H1200M0 660H1200M0 730H1200', 'none', { stroke: P.STONE_DARK, 'stroke-width': 2, opacity: 0.4 }),
    // vendor and the big pot
    person({ x: 250, y: 700, h: 170, color: P.INK_SOFT, accent: P.TEAL_DEEP, hat: 'conical' }),
    rect(300, 600, 160, 120, P.STONE_DARK, { rx: 10 }),
    ellipse(380, 600, 80, 16, P.INK_SOFT),
    steam(380, 580, 120, P.CREAM, 0.8),
    // low table with bowls and stools
    rect(560, 640, 280, 16, P.TEAL_MID), line('M580 656V720M820 656V720', P.TEAL_MID, 8),
    bowl(620, 640, 70, P.CREAM, P.SAFFRON_LIGHT, P.CREAM), bowl(720, 640, 70, P.CREAM, P.SAFFRON_LIGHT, P.CREAM), bowl(800, 640, 50, P.CREAM, P.OLIVE),
    line('M690 600L750 560M700 604L762 566', P.TERRACOTTA_DEEP, 3),
    stool(520, 760, 70, P.CORAL), stool(900, 760, 70, P.TEAL), stool(700, 790, 70, P.SAFFRON),
    person({ x: 520, y: 760, h: 150, color: P.INK, accent: P.INK_SOFT }),
    person({ x: 900, y: 760, h: 150, color: P.INK, accent: P.TERRACOTTA, outfit: 'dress', flip: true }),
    motorbike(1080, 720, 0.9, P.TERRACOTTA, P.INK),
  ]);
});

const marketStall = scene('blog-street-food-chronicles-market-stall', FW, FH, 'A Seoul market stall with a wide pan of bubbling tteokbokki and fish-cake skewers under warm lights', (id) => {
  return g([
    rect(0, 0, FW, FH, mix(P.INK, P.TEAL_DEEP, 0.4)),
    rect(0, 120, FW, 480, mix(P.TERRACOTTA_DEEP, P.INK, 0.45)),
    lanternString(-20, 70, 620, 100, 30, 7, 20, [P.CORAL, P.SAFFRON, P.CORAL], P.INK, P.SAFFRON_LIGHT),
    lanternString(580, 100, 1220, 70, 30, 7, 20, [P.SAFFRON, P.CORAL, P.SAFFRON], P.INK, P.SAFFRON_LIGHT),
    glow(`${id}-g`, 600, 520, 460, P.SAFFRON_LIGHT, 0.45),
    foodStall(120, 200, 960, 560, { ...stallC, awningA: P.SAFFRON, awningB: P.CREAM }),
    person({ x: 860, y: 548, h: 260, color: P.INK, accent: P.INK_SOFT, outfit: 'robe' }),
    rect(0, 760, FW, 40, P.INK),
  ]);
});

// ---------------------------------------------------------------- 5. Sustainable luxury

const sustainable = scene('blog-sustainable-luxury', HW, HH, 'An eco-lodge in the rainforest canopy, its solar roof among the treetops in morning mist', (id) => {
  const haze = P.SAND_LIGHT;
  return g([
    sky({ id: `${id}-sky`, width: HW, height: HH, to: 400, stops: skies.morning }),
    sun({ x: 240, y: 150, r: 46, color: P.CREAM, halo: [P.GOLD_PALE, P.GOLD_PALE] }),
    ridge({ seed: `${id}-r0`, x0: 0, x1: HW, y: 300, amp: 40, bottom: 420, color: mix(P.TEAL, haze, 0.7) }),
    canopy(`${id}-c0`, 0, HW, 350, 30, mix(P.FOREST, haze, 0.55), 460),
    mist(`${id}-m0`, 0, HW, 360, 60, P.CREAM, 0.55),
    canopy(`${id}-c1`, 0, HW, 440, 40, mix(P.FOREST, haze, 0.3), 560),
    line('M430 675V360M760 675V380', P.INK_SOFT, 10),
    ecoLodge(440, 440, 320, { timber: P.TERRACOTTA, timberDark: P.TERRACOTTA_DEEP, glass: P.INK_SOFT, lit: P.SAFFRON_LIGHT, solar: P.INDIGO, solarLine: P.TEAL_LIGHT, post: P.INK_SOFT }),
    canopy(`${id}-c2`, 0, HW, 520, 50, P.FOREST, 675),
    roundTree(`${id}-t1`, 120, 675, 420, P.FOREST, P.PINE, P.INK_SOFT),
    roundTree(`${id}-t2`, 1080, 675, 460, P.FOREST, P.PINE, P.INK_SOFT),
    canopy(`${id}-c3`, 0, HW, 620, 40, P.PINE, 675),
    birds(`${id}-b`, 640, 200, 3, 12, P.INK_SOFT),
  ]);
});

const lodgeFigure = scene('blog-sustainable-luxury-eco-lodge', FW, FH, 'A timber eco-lodge on stilts with a roof of solar panels among tall rainforest trees', (id) => {
  const haze = P.SAND_LIGHT;
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: 600, stops: skies.day }),
    sun({ x: 240, y: 140, r: 44, color: P.CREAM, halo: [P.GOLD_PALE] }),
    canopy(`${id}-c0`, 0, FW, 360, 36, mix(P.FOREST, haze, 0.5), 600),
    line('M150 800V200M1040 800V180M880 800V260', mix(P.INK_SOFT, haze, 0.3), 14),
    roundTree(`${id}-t0`, 150, 420, 360, mix(P.FOREST, haze, 0.25), mix(P.PINE, haze, 0.25), mix(P.INK_SOFT, haze, 0.3)),
    roundTree(`${id}-t1`, 1040, 400, 400, mix(P.FOREST, haze, 0.2), mix(P.PINE, haze, 0.2), mix(P.INK_SOFT, haze, 0.3)),
    rect(0, 600, FW, 200, P.OLIVE),
    ecoLodge(380, 640, 440, { timber: P.TERRACOTTA, timberDark: P.TERRACOTTA_DEEP, glass: P.INK_SOFT, lit: P.SAFFRON_LIGHT, solar: P.INDIGO, solarLine: P.TEAL_LIGHT, post: P.INK_SOFT }),
    line('M380 560L300 800', P.TERRACOTTA_DEEP, 10),
    roundTree(`${id}-t2`, 90, 820, 420, P.FOREST, P.PINE, P.INK_SOFT),
    roundTree(`${id}-t3`, 1130, 820, 380, P.FOREST, P.PINE, P.INK_SOFT),
    canopy(`${id}-ferns`, 0, FW, 740, 30, P.FOREST, 800),
  ]);
});

const reef = scene('blog-sustainable-luxury-reef', FW, FH, 'A shallow coral reef with branching and dome corals and bright reef fish, light rippling from the surface', (id) => {
  const rand = rng(`${id}-fish`);
  const fishes: string[] = [];
  const cols: readonly [string, string][] = [[P.SAFFRON, P.CREAM], [P.CORAL, P.CREAM], [P.SAFFRON_LIGHT, P.INDIGO], [P.TEAL_PALE, P.TEAL_DEEP]];
  for (let i = 0; i < 14; i++) {
    const c = cols[i % cols.length] ?? [P.SAFFRON, P.CREAM];
    fishes.push(fish(between(rand, 80, 1120), between(rand, 200, 520), between(rand, 0.8, 1.6), c[0], c[1], rand() < 0.4));
  }
  return g([
    sky({ id: `${id}-water`, width: FW, height: FH, stops: [[0, P.TEAL_PALE], [0.4, P.TEAL_LIGHT], [1, P.TEAL]] }),
    path('M0 0H1200V40Q1100 60 1000 40T800 40T600 40T400 40T200 40T0 40Z', P.CREAM, { opacity: 0.5 }),
    beam(`${id}-r1`, 300, 40, 80, 380, 700, 200, P.CREAM, 0.35),
    beam(`${id}-r2`, 700, 40, 60, 780, 700, 160, P.CREAM, 0.3),
    beam(`${id}-r3`, 1000, 40, 70, 1060, 700, 180, P.CREAM, 0.3),
    path('M0 640Q300 600 600 630T1200 610V800H0Z', P.SAND),
    path('M0 700Q400 670 800 700T1200 690V800H0Z', P.SAND_DEEP, { opacity: 0.5 }),
    ...fishes,
    branchCoral(`${id}-bc1`, 200, 660, 220, P.CORAL),
    branchCoral(`${id}-bc2`, 980, 650, 240, P.BLUSH),
    branchCoral(`${id}-bc3`, 620, 640, 160, P.SAFFRON),
    domeCoral(420, 680, 110, P.SAFFRON_DEEP, P.TERRACOTTA_DEEP),
    domeCoral(800, 690, 90, P.SAGE, P.OLIVE),
    seaFan(1120, 700, 200, P.TERRACOTTA),
    seaFan(60, 720, 180, P.DUSK),
    domeCoral(1040, 720, 70, P.TEAL_MID, P.TEAL_DEEP),
  ]);
});

// ---------------------------------------------------------------- 6. Ocean odyssey (Ha Long Bay)

const oceanOdyssey = scene('blog-ocean-odyssey', HW, HH, 'A cruise junk sailing between limestone karsts in the pink mist of dawn', (id) => {
  const horizon = 420;
  const haze = P.BLUSH;
  const k = (seed: string, x: number, y: number, w: number, h: number, t: number): KarstOptions => {
    const col = mix(P.TEAL_DEEP, haze, t);
    return { seed: `${id}-${seed}`, x, y, w, h, color: col, shade: mix(col, P.INK, 0.2), rim: mix(col, P.GOLD_PALE, 0.35), streaks: t > 0.5 ? 0 : 3 };
  };
  const far = [k('a', 120, horizon, 120, 150, 0.75), k('b', 300, horizon, 80, 110, 0.75), k('c', 880, horizon, 140, 170, 0.75), k('d', 1080, horizon, 110, 120, 0.75)];
  const mid = [k('e', 200, horizon + 20, 220, 280, 0.5), k('f', 1000, horizon + 30, 260, 300, 0.45)];
  const near = [k('g', 40, 560, 280, 520, 0.1), k('h', 1180, 580, 300, 560, 0.05)];
  return g([
    sky({ id: `${id}-sky`, width: HW, height: HH, to: horizon + 2, stops: [[0, P.TEAL_MID], [0.55, P.BLUSH], [1, P.GOLD_PALE]] }),
    sun({ x: 600, y: 330, r: 56, color: P.CREAM, halo: [P.GOLD_PALE, P.GOLD_PALE] }),
    ...far.map((o) => karst(o)),
    mist(`${id}-m0`, 0, HW, 380, 50, P.CREAM, 0.5),
    ...mid.map((o) => karst(o)),
    waterBody(`${id}-sea`, 0, horizon, HW, HH - horizon, [[0, P.GOLD_PALE], [0.4, mix(P.BLUSH, P.TEAL_LIGHT, 0.5)], [1, P.TEAL]]),
    glitter(`${id}-gl`, 600, horizon + 6, 560, 160, 8, P.CREAM, 0.55),
    ...near.map((o) => karstReflection(o, mix(P.TEAL_DEEP, P.TEAL, 0.4), 0.25, 0.5)),
    waves({ seed: `${id}-w`, x0: 0, x1: HW, y0: horizon + 10, y1: HH - 6, count: 50, color: P.CREAM, opacity: 0.45 }),
    junk(600, 560, 1.2, { hull: P.INK, sail: P.TERRACOTTA, batten: P.TERRACOTTA_DEEP, trim: P.SAFFRON, cabin: P.SAND_LIGHT, window: P.SAFFRON }),
    boatReflection(600, 560, 240, P.TEAL_DEEP, 0.35),
    ...near.map((o) => karst(o)),
    birds(`${id}-b`, 820, 240, 4, 11, P.INK_SOFT),
  ]);
});

const junkCruise = scene('blog-ocean-odyssey-junk-cruise', FW, FH, 'A wooden junk under full battened sails on the open bay', (id) => {
  const horizon = 430;
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: horizon + 2, stops: skies.day }),
    cloud(260, 180, 0.9, P.CREAM), cloud(900, 130, 0.7, P.CREAM, 0.9), cloudStripe(560, 250, 260, 14, P.CREAM, 0.8),
    karst({ seed: `${id}-k1`, x: 120, y: horizon, w: 120, h: 120, color: mix(P.TEAL, P.SAND_LIGHT, 0.6) }),
    karst({ seed: `${id}-k2`, x: 1080, y: horizon, w: 160, h: 90, color: mix(P.TEAL, P.SAND_LIGHT, 0.6) }),
    waterBody(`${id}-sea`, 0, horizon, FW, FH - horizon, [[0, P.TEAL_LIGHT], [1, P.TEAL_DEEP]]),
    waves({ seed: `${id}-w`, x0: 0, x1: FW, y0: horizon + 10, y1: FH - 8, count: 70, color: P.CREAM, opacity: 0.5, avoid: [300, 600, 900, 720] }),
    junk(600, 640, 2.3, { hull: P.INK_SOFT, sail: P.TERRACOTTA, batten: P.TERRACOTTA_DEEP, trim: P.SAFFRON, cabin: P.SAND_LIGHT, window: P.TEAL }),
    boatReflection(600, 648, 460, P.TEAL_DEEP, 0.4),
    foam(`${id}-bow`, 330, 420, 640, 3, P.CREAM, 4, 0.8),
    birds(`${id}-b`, 900, 280, 4, 12, P.INK_SOFT),
  ]);
});

const kayakLagoon = scene('blog-ocean-odyssey-kayak-lagoon', FW, FH, 'Kayakers paddling through a low cave arch into a lagoon ringed by karst cliffs', (id) => {
  const water = 540;
  const haze = P.SAND_LIGHT;
  const tower = (seed: string, x: number, y: number, w: number, h: number, t: number): KarstOptions => {
    const col = mix(mix(P.FOREST, P.TEAL_DEEP, 0.35), haze, t);
    return { seed: `${id}-${seed}`, x, y, w, h, color: col, shade: mix(col, P.INK, 0.3), rim: mix(col, P.SAGE, 0.35), cap: mix(P.OLIVE, haze, t), lean: 0 };
  };
  const back = tower('back', 600, water, 760, 380, 0.35);
  const ring = [tower('l2', 330, water + 10, 300, 560, 0.18), tower('r2', 880, water + 10, 300, 540, 0.2), tower('l1', 90, water + 40, 420, 820, 0), tower('r1', 1120, water + 40, 440, 840, 0.02)];
  return g([
    sky({ id: `${id}-sky`, width: FW, height: FH, to: water, stops: skies.day }),
    cloud(620, 120, 0.7, P.CREAM, 0.9),
    karst(back),
    // the low cave arch through the back wall, daylight beyond
    path(`M500 ${water}V${water - 40}Q600 ${water - 130} 700 ${water - 40}V${water}Z`, mix(P.INK, P.TEAL_DEEP, 0.3)),
    path(`M540 ${water}V${water - 26}Q600 ${water - 86} 660 ${water - 26}V${water}Z`, mix(P.TEAL_LIGHT, P.GOLD_PALE, 0.4)),
    waterBody(`${id}-lagoon`, 0, water, FW, FH - water, [[0, P.TEAL_LIGHT], [1, P.TEAL]]),
    karstReflection(back, mix(P.TEAL, P.FOREST, 0.3), 0.22, 0.3),
    ...ring.map((o) => karstReflection(o, mix(P.TEAL_DEEP, P.FOREST, 0.3), 0.22, 0.32)),
    waves({ seed: `${id}-w`, x0: 0, x1: FW, y0: water + 12, y1: FH - 8, count: 50, color: P.CREAM, opacity: 0.5 }),
    ...ring.map((o) => karst(o)),
    kayak(600, water + 8, 0.45, P.SAFFRON, P.INK_SOFT, P.INK_SOFT),
    kayak(520, 640, 1.0, P.CORAL, P.INK_SOFT, P.INK_SOFT),
    kayak(760, 720, 1.3, P.SAFFRON, P.INK, P.INK, true),
    boatReflection(520, 644, 160, P.TEAL_DEEP, 0.3),
    boatReflection(760, 724, 200, P.TEAL_DEEP, 0.3),
    birds(`${id}-b`, 780, 160, 3, 10, P.INK_SOFT),
  ]);
});

// ---------------------------------------------------------------- 7. Travel tech 2024

const mapScale = 0.9;

const travelTech = scene('blog-travel-tech-2024', HW, HH, 'A smartphone showing an itinerary route over a stylised map of Asia', (id) => {
  const mx = 120, my = 30;
  const pts = [CITY.mumbai, CITY.colombo, CITY.hanoi, CITY.seoul].map((c) => mapPoint(mx, my, mapScale, c));
  const d = pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(p[0])} ${Math.round(p[1])}`).join('');
  return g([
    rect(0, 0, HW, HH, P.TEAL_PALE),
    asiaMap(mx, my, mapScale, mix(P.SAND, P.TEAL_PALE, 0.35)),
    routeLine(d, P.TEAL, 4),
    ...pts.map((p) => circle(p[0], p[1], 8, P.TEAL)),
    glow(`${id}-g`, 600, 340, 300, P.CREAM, 0.6),
    phone(490, 70, 220, 440, P.INK, P.CREAM),
    rect(504, 130, 192, 170, P.TEAL_PALE),
    asiaMap(504, 140, 0.19, P.SAND),
    routeLine('M561 218L573 248L629 208L667 181', P.TERRACOTTA, 3),
    pin(561, 218, 18, P.TERRACOTTA, P.CREAM), pin(667, 181, 18, P.TERRACOTTA, P.CREAM),
    roundRect(508, 316, 184, 44, 10, P.SAND_LIGHT), roundRect(508, 368, 184, 44, 10, P.SAND_LIGHT), roundRect(508, 420, 184, 44, 10, P.SAND_LIGHT),
    circle(530, 338, 10, P.SAFFRON), circle(530, 390, 10, P.TEAL_MID), circle(530, 442, 10, P.CORAL),
    rect(550, 332, 110, 6, P.STONE, { rx: 3 }), rect(550, 384, 90, 6, P.STONE, { rx: 3 }), rect(550, 436, 120, 6, P.STONE, { rx: 3 }),
    planeSide(960, 150, 0.7, P.INK_SOFT, P.STONE_DARK),
    sparkle(780, 120, 20, P.SAFFRON), sparkle(420, 560, 14, P.SAFFRON),
  ]);
});

const itineraryMap = scene('blog-travel-tech-2024-itinerary-map', FW, FH, 'A dotted itinerary route with pins across a stylised map of Asia, from Dubai and Mumbai to Colombo, Vietnam and Seoul', (id) => {
  const mx = 100, my = 60;
  const order = [CITY.dubai, CITY.mumbai, CITY.colombo, CITY.hoChiMinh, CITY.hanoi, CITY.seoul];
  const pts = order.map((c) => mapPoint(mx, my, 1, c));
  let d = '';
  pts.forEach((p, i) => {
    if (i === 0) d += `M${Math.round(p[0])} ${Math.round(p[1])}`;
    else {
      const prev = pts[i - 1] ?? p;
      d += `Q${Math.round((prev[0] + p[0]) / 2)} ${Math.round(Math.min(prev[1], p[1]) - 60)} ${Math.round(p[0])} ${Math.round(p[1])}`;
    }
  });
  return g([
    rect(0, 0, FW, FH, mix(P.TEAL_PALE, P.TEAL_LIGHT, 0.3)),
    waves({ seed: `${id}-w`, x0: 0, x1: FW, y0: 20, y1: FH - 20, count: 40, color: P.CREAM, opacity: 0.5 }),
    asiaMap(mx, my, 1, P.SAND, P.SAND_DEEP),
    routeLine(d, P.TERRACOTTA, 5),
    ...pts.map((p, i) => pin(p[0], p[1], i === 1 ? 54 : 42, i === 1 ? P.SAFFRON_DEEP : P.TERRACOTTA, P.CREAM)),
    planeSide(560, 170, 0.6, P.INK_SOFT, P.STONE_DARK),
    sparkle(1100, 700, 18, P.SAFFRON),
  ]);
});

const documents = scene('blog-travel-tech-2024-digital-documents', FW, FH, 'A passport, an e-visa on a phone and a boarding pass laid out as flat objects', () => {
  return g([
    rect(0, 0, FW, FH, P.TEAL_DEEP),
    circle(600, 400, 330, P.TEAL, { opacity: 0.6 }),
    passport(170, 220, 260, P.TERRACOTTA, P.GOLD_PALE, -10),
    phone(500, 160, 220, 440, P.INK, P.CREAM),
    rect(520, 220, 180, 60, P.SAFFRON),
    circle(610, 360, 50, 'none', { stroke: P.TEAL, 'stroke-width': 8 }),
    path('M584 360L604 380L640 342', 'none', { stroke: P.TEAL, 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    rect(530, 440, 160, 10, P.STONE, { rx: 5 }), rect(530, 464, 120, 10, P.STONE, { rx: 5 }), rect(530, 488, 140, 10, P.STONE, { rx: 5 }),
    boardingPass(760, 330, 360, P.CREAM, P.SAFFRON, P.INK_SOFT, 8),
    sparkle(460, 140, 18, P.SAFFRON_LIGHT), sparkle(1000, 250, 14, P.SAFFRON_LIGHT), sparkle(200, 620, 12, P.SAFFRON_LIGHT),
  ]);
});

export const blog: readonly Scene[] = [
  tropical, stiltFishers, villaPool,
  cultural, gwanghwamun, tombs,
  mountainLuxury, maPiLeng, fansipan,
  streetFood, phoStall, marketStall,
  sustainable, lodgeFigure, reef,
  oceanOdyssey, junkCruise, kayakLagoon,
  travelTech, itineraryMap, documents,
];
