import type { MapDrawing, MapMarker } from "~/lib/maps/map-drawing";

/**
 * Draws a map computed at build time (app/lib/maps) as inline SVG: sea, land, the highlighted
 * countries, pins and their names. Pins that lead somewhere are real links, so the map works
 * without JavaScript; colors come from the design tokens, through classes (no style attributes).
 * Rendered to markup when the site builds (maps.server.ts), so none of this reaches the browser.
 */

function MarkerSymbol({ marker }: { marker: MapMarker }) {
  const { x, y, kinds } = marker;
  const office = kinds.includes("office");
  const capital = kinds.includes("capital");
  return (
    <g aria-hidden="true">
      {kinds.includes("attraction") ? (
        <circle cx={x} cy={y} r={5.5} strokeWidth={2} className="fill-saffron-600 stroke-white" />
      ) : null}
      {office ? (
        <rect
          x={x - 6}
          y={y - 6}
          width={12}
          height={12}
          rx={2}
          strokeWidth={1.5}
          className="fill-teal-800 stroke-white"
        />
      ) : null}
      {capital ? (
        <>
          <circle
            cx={x}
            cy={y}
            r={office ? 3.6 : 5.5}
            strokeWidth={office ? 1.4 : 2}
            className="fill-white stroke-ink-900"
          />
          <circle cx={x} cy={y} r={office ? 1.5 : 2.2} className="fill-ink-900" />
        </>
      ) : null}
    </g>
  );
}

function MarkerLabel({ marker }: { marker: MapMarker }) {
  const { label, lines } = marker;
  const linked = marker.href !== undefined;
  const country = marker.kinds.length === 0;
  const color = country ? "fill-teal-900" : linked ? "fill-teal-800" : "fill-ink-700";
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fontSize={marker.fontSize}
      fontWeight={linked ? 650 : 550}
      strokeWidth={3.5}
      strokeLinejoin="round"
      paintOrder="stroke"
      className={`stroke-white ${color} ${linked ? "group-hover:underline group-focus-visible:underline" : ""}`}
    >
      {lines.map((line, index) => (
        <tspan key={line} x={label.x} dy={index === 0 ? 0 : label.lineHeight}>
          {/* The space keeps the words apart in the link's name when the label wraps. */}
          {index < lines.length - 1 ? `${line} ` : line}
        </tspan>
      ))}
    </text>
  );
}

function Marker({ marker }: { marker: MapMarker }) {
  const leader = marker.label.leader;
  const content = (
    <>
      {leader ? (
        <line
          x1={leader.x1}
          y1={leader.y1}
          x2={leader.x2}
          y2={leader.y2}
          strokeWidth={1}
          className="stroke-ink-500"
          aria-hidden="true"
        />
      ) : null}
      <MarkerSymbol marker={marker} />
      <MarkerLabel marker={marker} />
    </>
  );
  return marker.href ? (
    <a href={marker.href} className="group">
      {content}
    </a>
  ) : (
    <g>{content}</g>
  );
}

export function MapFigure({ drawing, titleId }: { drawing: MapDrawing; titleId: string }) {
  const { width, height, scaleBar } = drawing;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-labelledby={titleId}
      className="block h-auto w-full rounded-card"
    >
      <title id={titleId}>{drawing.title}</title>
      <rect width={width} height={height} className="fill-teal-50" />
      <path d={drawing.land} strokeWidth={0.75} strokeLinejoin="round" className="fill-sand-100 stroke-sand-300" />
      {drawing.countries.map((country) => (
        <path
          key={country.name}
          d={country.path}
          strokeWidth={1.25}
          strokeLinejoin="round"
          className="fill-white stroke-teal-600"
        />
      ))}
      {scaleBar ? (
        <g>
          <path
            d={`M${scaleBar.x} ${scaleBar.y - 5}V${scaleBar.y}H${scaleBar.x + scaleBar.width}V${scaleBar.y - 5}`}
            strokeWidth={1.5}
            className="fill-none stroke-ink-900"
            aria-hidden="true"
          />
          <text
            x={scaleBar.x}
            y={scaleBar.y - 9}
            fontSize={11}
            fontWeight={550}
            strokeWidth={3}
            strokeLinejoin="round"
            paintOrder="stroke"
            className="fill-ink-900 stroke-teal-50"
          >
            {scaleBar.label}
          </text>
        </g>
      ) : null}
      {drawing.markers.map((marker) => (
        <Marker key={marker.name} marker={marker} />
      ))}
    </svg>
  );
}
