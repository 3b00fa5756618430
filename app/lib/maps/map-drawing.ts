import type { PlacedLabel } from "./label-placement";

/**
 * A map as the pages receive it: finished SVG paths and positions, computed at build time
 * (maps.server.ts), so that drawing it needs no geographic code in the browser.
 */

export type MarkerKind = "attraction" | "capital" | "office";

export interface MapMarker {
  name: string;
  /** A capital that is also one of our offices has both. */
  kinds: MarkerKind[];
  x: number;
  y: number;
  /** The label's lines (a long name may take two), and their size in SVG units. */
  lines: string[];
  fontSize: number;
  label: PlacedLabel;
  /** Where choosing the pin or its label leads: an attraction's card, a country's guide. */
  href?: string;
}

export interface MapDrawing {
  title: string;
  width: number;
  height: number;
  /** Land outside the highlighted countries. */
  land: string;
  countries: { name: string; path: string }[];
  markers: MapMarker[];
  /** A bar of a round number of kilometers, drawn at the bottom left. */
  scaleBar?: { x: number; y: number; width: number; label: string };
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
