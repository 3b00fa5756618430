import { mapCopy } from "#app/data/destination-maps.ts";
import type { MapWithPlaces } from "#app/lib/maps/map-drawing.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { MapFigure, MarkerSymbol } from "./map-figure";

const layouts = {
  /** A country map, taller than wide: a narrow column. */
  country: { grid: "lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]", figure: "max-w-md" },
  /** The region, wider than tall: the larger column. */
  region: { grid: "lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]", figure: "" },
} as const;

/** A map with its key and, beside it, the same places as a list: its text alternative (build time only). */
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
                <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
                  {kind === "stop" ? (
                    <path d="M0 8H16" strokeWidth={2} strokeDasharray="3 2" className="stroke-saffron-700" />
                  ) : null}
                  <MarkerSymbol marker={{ x: 8, y: 8, kinds: [kind], radius: 6 }} px={1} />
                </svg>
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
      <div>
        <h3 id={`${id}-places`} className="text-2xl font-semibold text-ink-900">
          {listHeading}
        </h3>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {map.groups.map((group) => (
            <div key={group.heading}>
              <Eyebrow as="h4" tone="muted">
                {group.heading}
              </Eyebrow>
              <ul className="mt-2 space-y-2">
                {group.places.map((place) => (
                  <li key={place.name} className="text-ink-700">
                    {place.href ? (
                      <a
                        href={place.href}
                        className="font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-[0.18em] hover:decoration-teal-800"
                      >
                        {place.name}
                      </a>
                    ) : (
                      <span className="font-semibold text-ink-900">{place.name}</span>
                    )}
                    {place.detail ? <span className="block text-sm">{place.detail}</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
