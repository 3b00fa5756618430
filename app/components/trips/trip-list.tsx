import { useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { Link, inlineLink } from "#app/components/ui/link.tsx";
import { destinationCountries } from "#app/data/destinations.ts";
import { paceGrades, tripLengths, tripsCopy } from "#app/data/trip-copy.ts";
import { monthAbbreviations, monthNames } from "#app/lib/content/months.ts";
import type { TripSummary } from "#app/lib/content/trip-view.ts";
import { FilterChip } from "#app/components/ui/filter-chip.tsx";
import { TripCard } from "./trip-card";
import { filterTrips, filtersFromQuery, filtersHref, type TripFilters } from "./trip-filter";

/** The query changes by a navigation alone, which renders the list again. */
const ignoreChanges = () => () => {};

function ChipGroup<K extends keyof TripFilters>({
  field,
  label,
  any,
  options,
  filters,
  onChoose,
}: {
  field: K;
  label: string;
  any: string;
  /** `name`: the full name, where the chip shows a short one (a month). */
  options: readonly { label: string; name?: string; value: TripFilters[K] }[];
  filters: TripFilters;
  onChoose: (filters: TripFilters) => void;
}) {
  const id = `trip-filter-${field}`;
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-baseline md:gap-4">
      <p id={id} className="shrink-0 text-sm font-semibold tracking-wide text-ink-600 uppercase md:w-40">
        {label}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {[{ label: any, name: undefined, value: undefined }, ...options].map((choice) => {
          const chosen = { ...filters, [field]: choice.value };
          return (
            <li key={choice.label}>
              <FilterChip
                to={filtersHref(chosen)}
                current={filters[field] === choice.value}
                onChoose={() => onChoose(chosen)}
                label={choice.name}
              >
                {choice.label}
              </FilterChip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Every trip prerendered; the address's filters apply once hydrated (docs/decisions/148-list-filters.md). */
export function TripList({ trips }: { trips: readonly TripSummary[] }) {
  const copy = tripsCopy.filters;
  const [searchParams] = useSearchParams();
  // The prerender's query is empty: without one, hydration leaves the list as it is, no render after it (docs/decisions/174).
  const query = useSyncExternalStore(
    ignoreChanges,
    () => searchParams.toString(),
    () => "",
  );
  const filters = filtersFromQuery(new URLSearchParams(query));
  const shown = filterTrips(trips, filters);
  const [announcement, setAnnouncement] = useState("");
  const chips = {
    filters,
    onChoose: (next: TripFilters) => setAnnouncement(tripsCopy.results(filterTrips(trips, next).length)),
  };

  return (
    <div className="space-y-10">
      <p className="hidden rounded-card bg-white p-5 text-ink-700 shadow-card sm:p-6 noscript:block">
        {copy.withoutScript}
      </p>
      <nav aria-label={copy.label} className="space-y-4 rounded-card bg-white p-5 shadow-card sm:p-6 noscript:hidden">
        <ChipGroup
          field="country"
          label={copy.country}
          any={copy.anyCountry}
          options={destinationCountries.map((name) => ({ label: name, value: name }))}
          {...chips}
        />
        <ChipGroup
          field="length"
          label={copy.length}
          any={copy.anyLength}
          options={tripLengths.map((entry) => ({ label: entry.label, value: entry.key }))}
          {...chips}
        />
        <ChipGroup
          field="month"
          label={copy.month}
          any={copy.anyMonth}
          options={monthAbbreviations.map((label, index) => ({ label, name: monthNames[index], value: index }))}
          {...chips}
        />
        <ChipGroup
          field="grade"
          label={copy.grade}
          any={copy.anyGrade}
          options={paceGrades.map((entry) => ({ label: entry.label, value: entry.key }))}
          {...chips}
        />
      </nav>
      {/* Shown too: on a phone the filters fill the screen, so the count stays at its foot until the list comes.
          Only the pill takes a tap, and focus is kept above it (app.css, data-trip-count). */}
      <p
        aria-live="polite"
        aria-atomic="true"
        data-trip-count
        className="pointer-events-none sticky bottom-4 z-10 -mt-6 min-h-6 text-center"
      >
        {announcement ? (
          <span className="pointer-events-auto inline-block rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white shadow-float">
            {announcement}
          </span>
        ) : null}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-card border border-dashed border-sand-300 bg-white/60 px-6 py-10 text-center">
          <p className="text-lg text-ink-600">{tripsCopy.none}</p>
          <p className="mt-3">
            <Link to={filtersHref({})} preventScrollReset className={inlineLink}>
              {tripsCopy.showAll}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((trip) => (
            <li key={trip.slug}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
