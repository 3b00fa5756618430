import type { PlacedLabel } from "./label-placement";

/**
 * A map as the pages receive it: finished SVG paths and positions, computed at build time
 * (maps.server.ts), so that drawing it needs no geographic code in the browser.
 */

/** "stop": a sample trip's overnight stop, joined to the next by the route. */
export type MarkerKind = "attraction" | "capital" | "office" | "stop";

/**
 * The widths (CSS pixels of the map itself) from which each layout of pins and names is shown: the
 * land is drawn once, and the pins, names and scale bar are laid out once per band, so that names
 * read at 12 px or more from the narrowest phone up (docs/decisions/145-guides-and-maps.md).
 * The components hold one container-query class per band (app/components/maps/map-figure.tsx).
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
  /** Radius of its symbol. */
  radius: number;
  fontSize: number;
  /** Absent in a narrow layout with no room for the name: the pin alone, the name in the map's list. */
  label?: PlacedLabel;
  /** Where choosing the pin or its label leads: an attraction's card, a country's guide. */
  href?: string;
}

/** The pins, names and scale bar for one band of widths, sized in SVG units for that band. */
export interface MapLayout {
  markers: MapMarker[];
  /** A bar of a round number of kilometers, in a corner no pin is near. */
  scaleBar?: { x: number; y: number; width: number; label: string; fontSize: number };
  /** SVG units per CSS pixel at the band's narrowest width: the size of strokes and halos. */
  unitsPerPixel: number;
}

export interface MapDrawing {
  title: string;
  width: number;
  height: number;
  /** Land outside the highlighted countries. */
  land: string;
  countries: { name: string; path: string }[];
  /** A trip's route: its overnight stops joined in the order of the nights, in SVG units. */
  route?: [number, number][];
  /** One per entry of `layoutBands`, in the same order. */
  layouts: MapLayout[];
}

/** The text alternative of a map: its places grouped by region (or by country), with a detail each. */
export interface PlaceGroup {
  heading: string;
  places: { name: string; detail: string; href?: string }[];
}

export interface MapWithPlaces {
  drawing: MapDrawing;
  groups: PlaceGroup[];
}
