import type { MarkerKind } from "#app/lib/maps/map-drawing.ts";

/** The symbols of the map's key, drawn like the pins. */
export function LegendSymbol({ kind }: { kind: MarkerKind }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
      {kind === "stop" ? (
        <>
          <path d="M0 8H16" strokeWidth={2} strokeDasharray="3 2" className="stroke-saffron-700" />
          <circle cx={8} cy={8} r={5} strokeWidth={2} className="fill-teal-800 stroke-white" />
        </>
      ) : null}
      {kind === "attraction" ? (
        <circle cx={8} cy={8} r={5.5} strokeWidth={2} className="fill-saffron-600 stroke-white" />
      ) : null}
      {kind === "office" ? <rect x={2} y={2} width={12} height={12} rx={2} className="fill-teal-800" /> : null}
      {kind === "capital" ? (
        <>
          <circle cx={8} cy={8} r={5.5} strokeWidth={2} className="fill-white stroke-ink-900" />
          <circle cx={8} cy={8} r={2.2} className="fill-ink-900" />
        </>
      ) : null}
    </svg>
  );
}
