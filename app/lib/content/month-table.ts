import type { WhenToGoRow } from "./destination-schema.ts";
import { monthAbbreviations } from "./months.ts";

/**
 * Reading a guide's month-by-month table (destination-schema.ts): the ratings month by month, the
 * periods the table lists and the best times the travel tips show, all from the one table. Types
 * only from the schema: the pages' components import this, and the schema would carry zod into the
 * browser.
 */

/** How good a month is for travel, with the reason (monsoon, typhoons, cold, heat). */
export const monthRatings = ["best", "shoulder", "avoid"] as const;
export type MonthRating = (typeof monthRatings)[number];

/** The keys of a row's months, January first. */
export const monthKeys = monthAbbreviations.map((month) => month.toLowerCase()) as readonly MonthKey[];
export type MonthKey = Lowercase<(typeof monthAbbreviations)[number]>;

/** One row of a guide's month table: its type is the guide's schema's (destination-schema.ts). */
export type { WhenToGoRow };

/** A row's rating of each month, January first. */
export function monthRatingsOf(row: WhenToGoRow): MonthRating[] {
  return monthKeys.map((key) => row.months[key].rating);
}

/** A stretch of months with one rating and one reason, as the table lists them ("Oct-Apr"). */
export interface MonthPeriod {
  /** The months, January as 0, in calendar order from the first. */
  months: number[];
  /** "Oct-Apr", or "May" for a single month. */
  range: string;
  rating: MonthRating;
  reason: string;
}

function rangeOf(months: readonly number[]): string {
  const first = monthAbbreviations[months[0]!]!;
  const last = monthAbbreviations[months.at(-1)!]!;
  return months.length === 1 ? first : `${first}-${last}`;
}

/**
 * Consecutive months that `same` joins, as runs that may wrap past December ("Nov-Feb"). The runs
 * start at a month whose predecessor differs, so a run never splits at the turn of the year.
 */
function runs(count: number, same: (month: number, previous: number) => boolean): number[][] {
  const previous = (month: number) => (month + 11) % 12;
  const start = Array.from({ length: 12 }, (_, month) => month).find((month) => !same(month, previous(month)));
  if (start === undefined) return count === 12 ? [Array.from({ length: 12 }, (_, month) => month)] : [];
  const result: number[][] = [];
  for (let step = 0; step < 12; step += 1) {
    const month = (start + step) % 12;
    if (step === 0 || !same(month, previous(month))) result.push([]);
    result.at(-1)!.push(month);
  }
  return result;
}

/** A row's months as periods of one rating and one reason, in calendar order from the period holding January. */
export function monthPeriods(row: WhenToGoRow): MonthPeriod[] {
  const month = (index: number) => row.months[monthKeys[index]!];
  const stretches = runs(12, (index, previous) => {
    const [a, b] = [month(index), month(previous)];
    return a.rating === b.rating && a.reason === b.reason;
  });
  const january = stretches.findIndex((months) => months.includes(0));
  return [...stretches.slice(january), ...stretches.slice(0, january)].map((months) => ({
    months,
    range: rangeOf(months),
    rating: month(months[0]!).rating,
    reason: month(months[0]!).reason,
  }));
}

/** A "best time to visit" tip: a region, its best months and the row's note. */
export interface BestTime {
  label: string;
  /** The best months as ranges, such as "Dec-Apr" or "Apr-May, Sep-Nov". */
  months: string;
  note: string;
}

/** Months (January as 0) as the ranges the guides write, in calendar order: "Dec-Mar", "Feb-Apr, Oct-Nov". */
export function monthRanges(months: readonly number[]): string {
  const chosen = new Set(months);
  return runs(chosen.size, (index, previous) => chosen.has(index) && chosen.has(previous))
    .filter((stretch) => chosen.has(stretch[0]!))
    .sort((a, b) => a[0]! - b[0]!)
    .map(rangeOf)
    .join(", ");
}

/** The best times of a guide, read from its month-by-month table: the months rated best, row by row. */
export function bestTimes(whenToGo: readonly WhenToGoRow[]): BestTime[] {
  return whenToGo.flatMap((row) => {
    const best = monthRatingsOf(row).flatMap((rating, month) => (rating === "best" ? [month] : []));
    if (best.length === 0) return [];
    return [{ label: row.region, months: monthRanges(best), note: row.note }];
  });
}
