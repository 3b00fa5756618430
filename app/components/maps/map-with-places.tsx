import { mapCopy } from "#app/data/destination-maps.ts";
import type { MapWithPlaces } from "#app/lib/maps/map-drawing.ts";
import { LegendSymbol } from "./legend-symbol";
import { MapFigure } from "./map-figure";
import { PlaceList } from "./place-list";

/**
 * A map with its key and, beside it, the same places as a list (the map's text alternative).
 * Rendered to markup when the site builds (build-fragments.server.tsx).
 */
const layouts = {
  /** A country map, taller than wide: a narrow column. */
  country: { grid: "lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]", figure: "max-w-md" },
  /** The region, wider than tall: the larger column. */
  region: { grid: "lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]", figure: "" },
} as const;

export function MapWithPlacesView({
  map,
  id,
  listHeading,
  scaleNote,
  layout,
  routeText,
}: {
  map: MapWithPlaces;
  id: string;
  listHeading: string;
  scaleNote?: string;
  layout: keyof typeof layouts;
  /** The route in words, leg by leg, inside the figure: the map's text twin for readers and for print. */
  routeText?: { heading: string; lines: readonly string[] };
}) {
  const kinds = new Set(map.drawing.layouts[0]?.markers.flatMap((marker) => marker.kinds));
  const key = (["stop", "attraction", "capital", "office"] as const).filter((kind) => kinds.has(kind));
  return (
    <div className={`grid items-start gap-10 lg:gap-16 ${layouts[layout].grid}`}>
      <figure className={`@container mx-auto w-full ${layouts[layout].figure}`}>
        <MapFigure drawing={map.drawing} titleId={`${id}-title`} />
        <figcaption className="mt-4 text-sm text-ink-700">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {key.map((kind) => (
              <span key={kind} className="flex items-center gap-2">
                <LegendSymbol kind={kind} />
                {mapCopy.legend[kind]}
              </span>
            ))}
            {scaleNote ? <span>{scaleNote}</span> : null}
          </div>
          {routeText ? (
            <div className="mt-4">
              <p className="font-semibold text-ink-900">{routeText.heading}</p>
              <ol className="mt-1 space-y-1">
                {routeText.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </div>
          ) : null}
        </figcaption>
      </figure>
      <PlaceList id={`${id}-places`} heading={listHeading} groups={map.groups} />
    </div>
  );
}
