import type { PlaceGroup } from "#app/lib/maps/map-drawing.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";

/** A map's text alternative: every place on it, grouped by region, with where it lies. */
export function PlaceList({ id, heading, groups }: { id: string; heading: string; groups: readonly PlaceGroup[] }) {
  return (
    <div>
      <h3 id={id} className="text-2xl font-semibold text-ink-900">
        {heading}
      </h3>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {groups.map((group) => (
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
  );
}
