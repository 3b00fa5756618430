import type { PlacedLabel } from "#app/lib/maps/label-placement.ts";
import type { MapDrawing, MapLayout, MapMarker } from "#app/lib/maps/map-drawing.ts";

/**
 * A map computed at build time as inline SVG (docs/decisions/145-guides-and-maps.md): a layout per band of
 * widths, shown by container queries; pins are links; colours by class, as the policy forbids style attributes.
 */

/** One entry per band of `layoutBands` (0, 300, 384 and 520 CSS pixels): shown from its width to the next's. */
const bandShown = ["", "hidden @min-[18.75rem]:inline", "hidden @min-[24rem]:inline", "hidden @min-[32.5rem]:inline"];
const bandHidden = ["@min-[18.75rem]:hidden", "@min-[24rem]:hidden", "@min-[32.5rem]:hidden", ""];

function bandClass(index: number, count: number): string {
  return [bandShown[index], index < count - 1 ? bandHidden[index] : ""].filter(Boolean).join(" ");
}

/** A pin's symbol; the map's key draws its own with it. */
export function MarkerSymbol({ marker, px }: { marker: Pick<MapMarker, "x" | "y" | "kinds" | "radius">; px: number }) {
  const { x, y, kinds, radius } = marker;
  const office = kinds.includes("office");
  const capital = kinds.includes("capital");
  // An attraction that is also a stop is drawn as an attraction.
  const dot = kinds.includes("attraction") ? "fill-saffron-600" : kinds.includes("stop") ? "fill-teal-800" : undefined;
  // Sizes as a share of the symbol's radius, so that each layout draws the same symbol.
  const k = radius / 6;
  return (
    <g aria-hidden="true">
      {dot ? <circle cx={x} cy={y} r={radius} strokeWidth={2 * px} className={`${dot} stroke-white`} /> : null}
      {office ? (
        <rect
          x={x - radius}
          y={y - radius}
          width={2 * radius}
          height={2 * radius}
          rx={2 * k}
          strokeWidth={1.5 * px}
          className="fill-teal-800 stroke-white"
        />
      ) : null}
      {capital ? (
        <>
          <circle
            cx={x}
            cy={y}
            r={(office ? 3.6 : 5.5) * k}
            strokeWidth={(office ? 1.4 : 2) * px}
            className="fill-white stroke-ink-900"
          />
          <circle cx={x} cy={y} r={(office ? 1.5 : 2.2) * k} className="fill-ink-900" />
        </>
      ) : null}
    </g>
  );
}

function MarkerLabel({ marker, label, px }: { marker: MapMarker; label: PlacedLabel; px: number }) {
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
      strokeWidth={3.5 * px}
      strokeLinejoin="round"
      paintOrder="stroke"
      className={`stroke-white ${color} ${linked ? "group-hover:underline group-focus-visible:underline" : ""}`}
    >
      {label.lines.map((line, index) => (
        <tspan key={line} x={label.x} dy={index === 0 ? 0 : label.lineHeight}>
          {/* The space keeps the words apart in the link's name when the label wraps. */}
          {index < label.lines.length - 1 ? `${line} ` : line}
        </tspan>
      ))}
    </text>
  );
}

/** One band's pins and names; a pin without room for its name is no link (the list has it). */
function Layout({ layout, route }: { layout: MapLayout; route: MapDrawing["route"] }) {
  const { scaleBar, unitsPerPixel: px } = layout;
  const beside = (marker: MapMarker) => marker.label !== undefined && !marker.label.leader;
  return (
    <>
      {route ? (
        <polyline
          points={route.map(([x, y]) => `${x},${y}`).join(" ")}
          strokeWidth={2.5 * px}
          strokeLinejoin="round"
          strokeLinecap="round"
          strokeDasharray={`${6 * px} ${4 * px}`}
          className="fill-none stroke-saffron-700"
          aria-hidden="true"
        />
      ) : null}
      {scaleBar ? (
        <g>
          <path
            d={`M${scaleBar.x} ${scaleBar.y - 5 * px}V${scaleBar.y}H${scaleBar.x + scaleBar.width}V${scaleBar.y - 5 * px}`}
            strokeWidth={1.5 * px}
            className="fill-none stroke-ink-900"
            aria-hidden="true"
          />
          <text
            x={scaleBar.x}
            y={scaleBar.y - 9 * px}
            fontSize={scaleBar.fontSize}
            fontWeight={550}
            strokeWidth={3 * px}
            strokeLinejoin="round"
            paintOrder="stroke"
            className="fill-ink-900 stroke-teal-50"
          >
            {scaleBar.label}
          </text>
        </g>
      ) : null}
      {layout.markers
        .filter((marker) => !beside(marker))
        .map((marker) => (
          <MarkerSymbol key={marker.name} marker={marker} px={px} />
        ))}
      {layout.markers.map((marker) => {
        const { label } = marker;
        if (!label) return null;
        const leader = label.leader;
        const content = (
          <>
            {leader ? <line {...leader} strokeWidth={px} className="stroke-ink-500" aria-hidden="true" /> : null}
            {beside(marker) ? <MarkerSymbol marker={marker} px={px} /> : null}
            <MarkerLabel marker={marker} label={label} px={px} />
          </>
        );
        if (!marker.href) return <g key={marker.name}>{content}</g>;
        return (
          <a key={marker.name} href={marker.href} className="group">
            {/* The area a finger or pointer hits: at least 24 CSS pixels each way (WCAG 2.2, 2.5.8). */}
            <rect {...label.target} className="fill-transparent" aria-hidden="true" />
            {content}
          </a>
        );
      })}
    </>
  );
}

export function MapFigure({ drawing, titleId }: { drawing: MapDrawing; titleId: string }) {
  const { width, height } = drawing;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-labelledby={titleId}
      className="block h-auto w-full overflow-visible rounded-card"
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
      {drawing.layouts.map((layout, index) => (
        <g key={layout.unitsPerPixel} className={bandClass(index, drawing.layouts.length)}>
          <Layout layout={layout} route={drawing.route} />
        </g>
      ))}
    </svg>
  );
}
