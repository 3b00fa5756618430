import { formatDays, formatDisplayDate } from "#app/utils/dates.ts";
import { formatRupees } from "#app/utils/money.ts";
import { slugify } from "#app/utils/slug.ts";
import { journeyLine, paceGrades } from "#app/data/trip-copy.ts";
import { monthRanges } from "./month-table";
import { monthNames } from "./months";
import { placeholder } from "./placeholders";
import type { FestivalDates, Trip } from "./trip-schema";

/** A sample trip's page: the stops' coordinates stay out (the route map is a build-time fragment). */
export type TripView = ReturnType<typeof tripViewOf>;

/** A sample trip's card. */
export type TripSummary = ReturnType<typeof tripSummaryOf>;

/** "November 2026" from "2026-11-26". */
export function monthYear(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return `${monthNames[month - 1]} ${year}`;
}

/**
 * "{{Tet}}" written "Tet (5 to 10 February 2027)", its next dates ("provisionally" before them until
 * the official ones are set); the name alone once all have passed.
 */
function withFestivalDates(text: string, country: string, festivals: readonly FestivalDates[], today: string): string {
  return text.replace(placeholder, (_token, name: string) => {
    const next = festivals
      .filter(
        (festival) => festival.name === name && slugify(festival.country) === slugify(country) && festival.to >= today,
      )
      .sort((a, b) => a.from.localeCompare(b.from))[0];
    return next ? `${next.name} (${next.provisional ? "provisionally " : ""}${formatDays(next.from, next.to)})` : name;
  });
}

/** Until its valid-until day, inclusive. */
export function isPriceCurrent(price: Pick<Trip["price"], "validUntil">, today: string): boolean {
  return price.validUntil >= today;
}

/** The route in words: the stops, then each day's journey ("Day 3: By road, about 5 h 30 min: Hanoi to Sapa"). */
export function routeLines(trip: Pick<Trip, "stops" | "days">): string[] {
  return [
    trip.stops.map((stop) => stop.name).join(" → "),
    ...trip.days.flatMap((day, index) => (day.travel ? [`Day ${index + 1}: ${journeyLine(day.travel)}`] : [])),
  ];
}

/**
 * `bestMonths` (January as 0) are rated best in every region the trip visits; `today` decides
 * whether the price is still shown; `festivals` date the notes.
 */
export function tripViewOf(
  trip: Trip,
  slug: string,
  bestMonths: number[],
  today: string,
  festivals: readonly FestivalDates[] = [],
) {
  const { regions: _regions, stops, notes, price, ...fields } = trip;
  const scale = paceGrades.find((entry) => entry.key === trip.grade)!;
  return {
    ...fields,
    slug,
    dayCount: trip.days.length,
    bestMonths,
    // False once the price's valid-until day has passed on the build's day: the page asks instead.
    priceCurrent: isPriceCurrent(price, today),
    // Written at build time, so that no page's script carries the formatting.
    labels: { bestMonths: monthRanges(bestMonths), price: formatRupees(price.from) },
    notes: notes.map((note) => ({ ...note, text: withFestivalDates(note.text, trip.destination, festivals, today) })),
    gradeMeaning: { label: scale.label, meaning: scale.meaning },
    priceLabels: {
      checked: monthYear(price.checked),
      validUntil: formatDisplayDate(price.validUntil) ?? price.validUntil,
      ...(Object.fromEntries(
        (["singleSupplement", "childWithBed", "childWithoutBed"] as const).flatMap((key) =>
          price[key] === undefined ? [] : [[key, formatRupees(price[key])]],
        ),
      ) as Partial<Record<"singleSupplement" | "childWithBed" | "childWithoutBed", string>>),
    },
    price,
    // In the order of the nights.
    stops: stops.map((stop) => stop.name),
  };
}

/** The view without the plan. */
export function tripSummaryOf(view: TripView) {
  const { slug, title, destination, summary, image, imageAlt, dayCount, bestMonths, grade, priceCurrent, labels } =
    view;
  return { slug, title, destination, summary, image, imageAlt, dayCount, bestMonths, grade, priceCurrent, labels };
}
