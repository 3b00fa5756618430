import type { PlacedLabel } from "./label-placement";

/** A map as the pages receive it: SVG paths and positions computed at build time (maps.server.ts). */

/** "stop": a sample trip's overnight stop. */
export type MarkerKind = "attraction" | "capital" | "office" | "stop";

/**
 * The widths (CSS pixels of the map) from which each layout of pins and names is shown, so that names
 * read at 12 px or more on every phone (docs/decisions/145-guides-and-maps.md; map-figure.tsx).
 */
export const layoutBands = [
  { from: 0, designWidth: 248 },
  { from: 300, designWidth: 300 },
  { from: 384, designWidth: 384 },
  { from: 520, designWidth: 520 },
] as const;

export interface MapMarker {
  name: string;
  /** A capital that is also one of our offices has both. */
  kinds: MarkerKind[];
  x: number;
  y: number;
  radius: number;
  fontSize: number;
  /** Absent in a narrow layout with no room for the name, which the map's list gives. */
  label?: PlacedLabel;
  href?: string;
}

export interface MapLayout {
  markers: MapMarker[];
  scaleBar?: { x: number; y: number; width: number; label: string; fontSize: number };
  /** At the band's narrowest width: the size of strokes and halos. */
  unitsPerPixel: number;
}

export interface MapDrawing {
  title: string;
  width: number;
  height: number;
  /** Land outside the highlighted countries. */
  land: string;
  countries: { name: string; path: string }[];
  /** A trip's overnight stops in the order of the nights. */
  route?: [number, number][];
  /** One per entry of `layoutBands`. */
  layouts: MapLayout[];
}

/** The text alternative of a map: its places grouped by region (or by country). */
export interface PlaceGroup {
  heading: string;
  places: { name: string; detail: string; href?: string }[];
}

export interface MapWithPlaces {
  drawing: MapDrawing;
  groups: PlaceGroup[];
}
