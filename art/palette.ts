/**
 * The Saffron Route illustration palette. Every colour in the artwork comes from here,
 * either directly or mixed from these with `mix()` (parts/color.ts) for aerial perspective.
 */

// Ink: the deepest tone, used for near silhouettes and small details.
export const ink = "#1E2830";
export const inkSoft = "#34424A";

// Deep teal family: water, far shadow, dusk.
export const tealDeep = "#0F4A54";
/** The site's own deep teal (the page bands' teal-900), where a picture grows out of a band. */
export const tealNight = "#0B3640";
export const teal = "#1C6A6E";
export const tealMid = "#3D8783";
export const tealLight = "#7EB3A7";
export const tealPale = "#C0DDD1";

// Saffron family: sun, light, brand accent.
export const saffronDeep = "#DD8420";
export const saffron = "#F2A531";
export const saffronLight = "#F7C766";
export const goldPale = "#FBE3A6";

// Sand family: sky haze, beaches, stone, paper.
export const sandDeep = "#D9B684";
export const sand = "#EED8B3";
export const sandLight = "#F8ECD6";
export const cream = "#FFF7E8";

// Terracotta and coral accent.
export const terracottaDeep = "#9C4433";
export const terracotta = "#C0583F";
export const coral = "#E7795B";
export const blush = "#F2AA8C";

// Muted greens.
export const sage = "#A3B486";
export const olive = "#6F8752";
export const forest = "#43644A";
export const pine = "#2A4A3C";

// Warm stone and a muted indigo (the blue train, night skies).
export const stone = "#BCAC98";
export const stoneDark = "#8E7E6C";
export const indigo = "#2F5D85";
export const dusk = "#6B4B63";

// Portrait tones (skin and hair), natural and warm.
export const skinDeep = "#7A4A30";
export const skinBrown = "#9A6241";
export const skinWarm = "#C98E64";
export const skinLight = "#E2B48E";
export const hair = "#1F1916";
