import type { ImageId } from "#app/generated/images.ts";
import { formatRupees } from "#app/utils/money.ts";
import { slugify } from "#app/utils/slug.ts";
import { journeyLine, paceGrades, type PaceGrade, type TripGroup } from "#app/data/trip-copy.ts";
import { monthRanges } from "./month-table";
import { monthNames } from "./months";
import { festivalToken, type FestivalDates, type Trip } from "./trip-schema";

/**
 * What the trips' pages read of a sample trip (content/trips/<slug>.yaml): its card on the index,
 * the guides and the composer, and its whole page. The coordinates of the stops stay out (the
 * route map is drawn when the site builds); the best months are read from the country guide's
 * month table once, at build time (trips.server.ts).
 */
export interface TripSummary {
  slug: string;
  title: string;
  destination: string;
  summary: string;
  image: ImageId;
  imageAlt: string;
  dayCount: number;
  /** The months (January as 0) rated best in every region the trip visits. */
  bestMonths: number[];
  grade: PaceGrade;
  /** False once the price's valid-until day has passed on the build's day: the page asks instead. */
  priceCurrent: boolean;
  /** Written when the site builds, so that no page's script carries the formatting: "Feb-Apr", "INR 1,45,000". */
  labels: { bestMonths: string; price: string };
}

export type TripDay = Trip["days"][number];

export interface TripView extends TripSummary {
  intro: string;
  pace: string;
  group: TripGroup;
  notes: Trip["notes"];
  /** The grade's label and meaning, from the fixed scale. */
  gradeMeaning: { label: string; meaning: string };
  /** The price's basis in words, written at build time: "November 2026", "31 March 2027". */
  priceLabels: {
    checked: string;
    validUntil: string;
    singleSupplement?: string;
    childWithBed?: string;
    childWithoutBed?: string;
  };
  price: Trip["price"];
  days: TripDay[];
  /** The overnight stops' names, in the order of the nights. */
  stops: string[];
}

/** "November 2026" from "2026-11-26". */
export function monthYear(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return `${monthNames[month - 1]} ${year}`;
}

/** "31 March 2027" from "2027-03-31". */
function dayMonthYear(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${monthNames[month - 1]} ${year}`;
}

/** "13 May 2027", "13 and 14 April 2027", "6 to 9 February 2027", "30 April to 3 May 2027": a festival's days. */
function festivalDays({ from, to }: Pick<FestivalDates, "from" | "to">): string {
  if (from === to) return dayMonthYear(from);
  const [first, last] = [dayMonthYear(from).split(" "), dayMonthYear(to).split(" ")];
  if (first[2] !== last[2]) return `${first.join(" ")} to ${last.join(" ")}`;
  const nextDay = Date.parse(to) - Date.parse(from) === 86_400_000;
  if (first[1] === last[1]) return `${first[0]} ${nextDay ? "and" : "to"} ${last.join(" ")}`;
  return `${first[0]} ${first[1]} ${nextDay ? "and" : "to"} ${last.join(" ")}`;
}

/**
 * A note with each festival token ("{{Tet}}") written as the festival's name and its next dates in
 * the trip's country, from the festivals list: "Tet (5 to 10 February 2027)". Once every listed date
 * of it has passed, the name alone (the content manager's due list asks for the next dates).
 */
function withFestivalDates(text: string, country: string, festivals: readonly FestivalDates[], today: string): string {
  return text.replace(festivalToken, (_token, name: string) => {
    const next = festivals
      .filter(
        (festival) =>
          festival.name === name.trim() && slugify(festival.country) === slugify(country) && festival.to >= today,
      )
      .sort((a, b) => a.from.localeCompare(b.from))[0];
    return next ? `${next.name} (${festivalDays(next)})` : name.trim();
  });
}

/** Whether a price may be shown on `today` (YYYY-MM-DD): until its valid-until day, inclusive. */
export function isPriceCurrent(price: Pick<Trip["price"], "validUntil">, today: string): boolean {
  return price.validUntil >= today;
}

/**
 * The route in words, from the trip's own legs: the stops in order, then one line per day with a
 * journey ("Day 3: By road, about 5 h 30 min: Hanoi to Sapa"). The route map's figure holds it.
 */
export function routeLines(trip: Pick<Trip, "stops" | "days">): string[] {
  return [
    trip.stops.map((stop) => stop.name).join(" → "),
    ...trip.days.flatMap((day, index) => (day.travel ? [`Day ${index + 1}: ${journeyLine(day.travel)}`] : [])),
  ];
}

/**
 * A trip's view from its parsed file, its slug, its best months (read from its guide at build time),
 * the build's day, which decides whether the price is still shown, and the festivals its notes date.
 */
export function tripViewOf(
  trip: Trip,
  slug: string,
  bestMonths: number[],
  today: string,
  festivals: readonly FestivalDates[] = [],
): TripView {
  const grade = paceGrades.find((entry) => entry.key === trip.grade)!;
  const rupees = (value: number | undefined) => (value === undefined ? undefined : formatRupees(value));
  return {
    slug,
    title: trip.title,
    destination: trip.destination,
    summary: trip.summary,
    image: trip.image,
    imageAlt: trip.imageAlt,
    dayCount: trip.days.length,
    bestMonths,
    grade: trip.grade,
    priceCurrent: isPriceCurrent(trip.price, today),
    labels: { bestMonths: monthRanges(bestMonths), price: formatRupees(trip.price.from) },
    intro: trip.intro,
    pace: trip.pace,
    group: trip.group,
    notes: trip.notes.map((note) => ({
      ...note,
      text: withFestivalDates(note.text, trip.destination, festivals, today),
    })),
    gradeMeaning: { label: grade.label, meaning: grade.meaning },
    priceLabels: {
      checked: monthYear(trip.price.checked),
      validUntil: dayMonthYear(trip.price.validUntil),
      ...Object.fromEntries(
        (["singleSupplement", "childWithBed", "childWithoutBed"] as const).flatMap((key) =>
          trip.price[key] === undefined ? [] : [[key, rupees(trip.price[key])]],
        ),
      ),
    },
    price: trip.price,
    days: trip.days,
    stops: trip.stops.map((stop) => stop.name),
  };
}

/** What a trip's card reads: the view without the plan. */
export function tripSummaryOf(view: TripView): TripSummary {
  const { slug, title, destination, summary, image, imageAlt, dayCount, bestMonths, grade, priceCurrent, labels } =
    view;
  return { slug, title, destination, summary, image, imageAlt, dayCount, bestMonths, grade, priceCurrent, labels };
}
