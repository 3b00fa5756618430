/**
 * A deliberately loose, hand-built outline of southern and eastern Asia for itinerary maps.
 * Coordinates live in a 1000 x 700 frame (west = Arabian Peninsula, east = Korea and Japan).
 */
import { g, path, translate } from "./svg.ts";

/** Land masses as smooth closed shapes (stylised, not cartographic). */
const landPaths = [
  // Arabian Peninsula
  "M40 250C80 230 140 240 180 270C210 300 230 340 220 380C200 410 160 430 120 420C90 400 70 360 50 320C40 300 30 270 40 250Z",
  // Iran, Pakistan and the north, continuing to China and the mainland
  "M150 120C260 90 400 80 560 90C680 100 780 120 860 170C880 200 860 240 830 260C800 280 780 300 770 330C760 360 740 380 720 380C700 400 690 430 700 460C710 500 690 520 670 500C650 470 640 440 620 420C600 400 580 410 570 440C560 470 580 520 560 540C540 520 520 470 500 420C490 390 470 360 440 350C420 380 400 430 370 480C350 520 330 540 320 510C300 450 280 400 260 360C240 330 210 300 180 270C160 240 140 200 150 160Z",
  // Korean peninsula
  "M840 190C860 180 880 190 880 210C890 240 880 270 860 280C850 270 846 250 840 230C836 214 832 200 840 190Z",
  // Japan
  "M910 160C930 170 930 200 920 230C910 260 890 290 870 300C880 270 900 240 904 210C906 190 900 170 910 160Z",
  // Sri Lanka
  "M360 530C372 528 380 545 378 565C376 580 366 586 358 576C352 562 352 540 360 530Z",
  // Sumatra and the islands
  "M560 560C600 570 640 600 660 630C640 640 610 620 590 600C570 590 550 570 560 560ZM680 620C720 630 770 640 810 650C790 662 740 656 700 644C690 640 676 630 680 620Z",
  // Borneo and the Philippines
  "M720 520C760 500 800 520 800 560C790 590 750 600 720 580C700 560 700 530 720 520ZM800 400C812 420 816 450 808 480C798 470 794 440 796 420Z",
];

export function asiaMap(x: number, y: number, scale: number, land: string, coast?: string): string {
  return g(
    landPaths.map((d) => path(d, land, coast ? { stroke: coast, "stroke-width": 3, "stroke-linejoin": "round" } : {})),
    { transform: translate(x, y, scale) },
  );
}

/** Positions of the cities the agency serves, in the same 1000 x 700 frame. */
export const cities = {
  dubai: [200, 300],
  mumbai: [300, 410],
  colombo: [362, 566],
  hanoi: [660, 360],
  hoChiMinh: [680, 470],
  seoul: [858, 214],
} as const;

/** Map a city position of `cities` through the same placement as asiaMap. */
export function mapPoint(x: number, y: number, scale: number, p: readonly [number, number]): [number, number] {
  return [x + p[0] * scale, y + p[1] * scale];
}
