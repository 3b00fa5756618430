/**
 * People as simple flat silhouettes (no faces), drawn in a local frame 100 units tall
 * with feet at y = 0, and placed by transform.
 */
import { g, line, path, translate } from "./svg.ts";

type Outfit = "trousers" | "dress" | "hanbok" | "robe" | "sarong";
type Hat = "none" | "conical" | "gat" | "bun" | "cap";

export interface PersonOptions {
  x: number;
  y: number;
  /** Height in px. */
  h: number;
  color: string;
  /** Second colour for skirt or lower garment. */
  accent?: string;
  outfit?: Outfit;
  hat?: Hat;
  flip?: boolean;
  /** Stride: legs apart for walking. */
  walk?: boolean;
  pack?: boolean;
  /** Raise one arm (waving, pointing, holding a lantern). */
  armUp?: boolean;
}

export function person(o: PersonOptions): string {
  const c = o.color;
  const acc = o.accent ?? c;
  const out: string[] = [];
  out.push(`<circle cx="0" cy="-89" r="8" fill="${c}"/>`);
  // neck and torso
  const torso = "M-3 -82H3L12 -76Q15 -60 12 -44H-12Q-15 -60 -12 -76Z";
  switch (o.outfit ?? "trousers") {
    case "dress":
      out.push(path(torso, c), path("M-12 -46H12L20 -10H-20Z", acc), path("M-8 -10H-3V0H-9ZM3 -10H8L9 0H3Z", c));
      break;
    case "hanbok":
      out.push(
        path("M-3 -82H3L11 -77L12 -66H-12L-11 -77Z", c),
        path("M-11 -67H11Q20 -40 27 -2Q0 3 -27 -2Q-20 -40 -11 -67Z", acc),
      );
      break;
    case "robe":
      out.push(path("M-3 -82H3L13 -76Q17 -40 18 0H-18Q-17 -40 -13 -76Z", c));
      break;
    case "sarong":
      out.push(path(torso, c), path("M-12 -46H12L13 -6H-13Z", acc), path("M-9 -6H-3V0H-10ZM3 -6H9L10 0H3Z", c));
      break;
    default:
      out.push(path(torso, c));
      out.push(
        o.walk ? path("M-12 -46H12L14 0H6L1 -30L-6 0H-14Z", acc) : path("M-12 -46H12L10 0H2L0 -32L-2 0H-10Z", acc),
      );
  }
  // arms
  out.push(
    o.armUp
      ? path("M-12 -76L-17 -48L-12 -47L-9 -70ZM11 -76L24 -96L27 -93L16 -70Z", c)
      : path("M-12 -76L-17 -48L-12 -47L-9 -70ZM12 -76L17 -48L12 -47L9 -70Z", c),
  );
  if (o.pack) out.push(path("M-20 -76H-12V-48H-22Q-24 -64 -20 -76Z", acc));
  switch (o.hat ?? "none") {
    case "conical":
      out.push(path("M-17 -88L0 -106L17 -88Q0 -85 -17 -88Z", acc === c ? c : acc));
      break;
    case "gat":
      out.push(path("M-15 -93H15V-95H6V-106H-6V-95H-15Z", c));
      break;
    case "bun":
      out.push(`<circle cx="-3" cy="-98" r="5" fill="${c}"/>`);
      break;
    case "cap":
      out.push(path("M-8 -93Q0 -102 8 -93H13V-91H-8Z", c));
      break;
    default:
      break;
  }
  return g(out, { transform: translate(o.x, o.y, o.h / 100, o.flip ?? false) });
}

/** Stilt fisherman: a pole in the surf, a crossbar, a crouched figure and a rod. */
export function stiltFisher(x: number, y: number, h: number, color: string, flip = false): string {
  return g(
    [
      line("M0 0L2 -120M-4 -96L22 -104", color, 4),
      line("M0 -70L12 -108", color, 2.5),
      // crouched body on the bar
      path("M4 -104Q-2 -128 8 -142L18 -140Q22 -124 18 -106Z", color),
      `<circle cx="12" cy="-152" r="8" fill="${color}"/>`,
      path("M2 -164Q12 -172 22 -164L24 -160H0Z", color),
      path("M8 -104L-4 -86L2 -84L14 -100Z", color),
      line("M16 -132L74 -176", color, 2),
      line("M74 -176L78 -60", color, 1, { opacity: 0.7 }),
    ],
    { transform: translate(x, y, h / 176, flip) },
  );
}
