/**
 * The Saffron Route illustration palette. Every colour in the artwork comes from here,
 * either directly or mixed from these with `mix()` (parts/color.ts) for aerial perspective.
 */

// Ink: the deepest tone, used for near silhouettes and small details.
export const INK = '#1E2830';
export const INK_SOFT = '#34424A';

// Deep teal family: water, far shadow, dusk.
export const TEAL_DEEP = '#0F4A54';
export const TEAL = '#1C6A6E';
export const TEAL_MID = '#3D8783';
export const TEAL_LIGHT = '#7EB3A7';
export const TEAL_PALE = '#C0DDD1';

// Saffron family: sun, light, brand accent.
export const SAFFRON_DEEP = '#DD8420';
export const SAFFRON = '#F2A531';
export const SAFFRON_LIGHT = '#F7C766';
export const GOLD_PALE = '#FBE3A6';

// Sand family: sky haze, beaches, stone, paper.
export const SAND_DEEP = '#D9B684';
export const SAND = '#EED8B3';
export const SAND_LIGHT = '#F8ECD6';
export const CREAM = '#FFF7E8';

// Terracotta and coral accent.
export const TERRACOTTA_DEEP = '#9C4433';
export const TERRACOTTA = '#C0583F';
export const CORAL = '#E7795B';
export const BLUSH = '#F2AA8C';

// Muted greens.
export const SAGE = '#A3B486';
export const OLIVE = '#6F8752';
export const FOREST = '#43644A';
export const PINE = '#2A4A3C';

// Warm stone and a muted indigo (the blue train, night skies).
export const STONE = '#BCAC98';
export const STONE_DARK = '#8E7E6C';
export const INDIGO = '#2F5D85';
export const DUSK = '#6B4B63';

// Portrait tones (skin and hair), natural and warm.
export const SKIN_DEEP = '#7A4A30';
export const SKIN_BROWN = '#9A6241';
export const SKIN_WARM = '#C98E64';
export const SKIN_LIGHT = '#E2B48E';
export const HAIR = '#1F1916';
