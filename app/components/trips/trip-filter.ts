import { destinationBySlug } from "#app/data/destinations.ts";
import { paceGrades, tripLengths, type PaceGrade, type TripLength } from "#app/data/trip-copy.ts";
import { monthKeys, type MonthKey } from "#app/lib/content/month-table.ts";
import type { TripSummary } from "#app/lib/content/trip-view.ts";
import { paths } from "#app/utils/paths.ts";
import { slugify } from "#app/utils/slug.ts";

/** The trip ideas' filters, as the URL holds them: ?country=vietnam&length=long&month=mar&pace=easy. */
export interface TripFilters {
  country?: string;
  length?: TripLength;
  grade?: PaceGrade;
  /** January as 0. */
  month?: number;
}

/** The filters a URL's query asks for; an unknown value is no filter. */
export function filtersFromQuery(query: URLSearchParams): TripFilters {
  const month = monthKeys.indexOf(query.get("month") as MonthKey);
  return {
    country: destinationBySlug(query.get("country") ?? ""),
    length: tripLengths.find((entry) => entry.key === query.get("length"))?.key,
    month: month >= 0 ? month : undefined,
    grade: paceGrades.find((entry) => entry.key === query.get("pace"))?.key,
  };
}

/** The index's address with these filters, in a fixed order so that one choice has one URL. */
export function filtersHref(filters: TripFilters): string {
  const query = new URLSearchParams();
  if (filters.country) query.set("country", slugify(filters.country));
  if (filters.length) query.set("length", filters.length);
  if (filters.month !== undefined) query.set("month", monthKeys[filters.month]!);
  if (filters.grade) query.set("pace", filters.grade);
  const text = query.toString();
  return text ? `${paths.trips}?${text}` : paths.trips;
}

export function filterTrips(trips: readonly TripSummary[], filters: TripFilters): TripSummary[] {
  const length = tripLengths.find((entry) => entry.key === filters.length);
  return trips.filter(
    (trip) =>
      (!filters.country || trip.destination === filters.country) &&
      (!length || length.fits(trip.dayCount)) &&
      (filters.month === undefined || trip.bestMonths.includes(filters.month)) &&
      (!filters.grade || trip.grade === filters.grade),
  );
}
