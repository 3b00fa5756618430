import type { WhenToGoRow } from "./destination-schema.ts";
import { monthAbbreviations } from "./months.ts";

/** Reading a guide's month table. Types only from the schema, which would carry zod into the browser. */

export const monthRatings = ["best", "shoulder", "avoid"] as const;
export type MonthRating = (typeof monthRatings)[number];

export const monthKeys = monthAbbreviations.map((month) => month.toLowerCase()) as readonly MonthKey[];
export type MonthKey = Lowercase<(typeof monthAbbreviations)[number]>;

export type { WhenToGoRow };

/** A row's rating of each month, January first. */
export function monthRatingsOf(row: WhenToGoRow): MonthRating[] {
  return monthKeys.map((key) => row.months[key].rating);
}

/** The months (January as 0) rated best in every one of these rows. */
export function commonBestMonths(rows: readonly WhenToGoRow[]): number[] {
  return monthKeys.flatMap((key, month) => (rows.every((row) => row.months[key].rating === "best") ? [month] : []));
}

function rangeOf(months: readonly number[]): string {
  const first = monthAbbreviations[months[0]!]!;
  const last = monthAbbreviations[months.at(-1)!]!;
  return months.length === 1 ? first : `${first}-${last}`;
}

/** Runs of months that `same` joins, starting where it does not, so a run may wrap past December. */
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

/**
 * A row's periods, stretches of months with one rating and one reason, from the one holding
 * January: its months (January as 0) in calendar order and their range ("Oct-Apr", or "May").
 */
export function monthPeriods(row: WhenToGoRow) {
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

/** Months (January as 0) as the guides write them: "Dec-Mar", "Feb-Apr, Oct-Nov". */
export function monthRanges(months: readonly number[]): string {
  const chosen = new Set(months);
  return runs(chosen.size, (index, previous) => chosen.has(index) && chosen.has(previous))
    .filter((stretch) => chosen.has(stretch[0]!))
    .sort((a, b) => a[0]! - b[0]!)
    .map(rangeOf)
    .join(", ");
}

/** Each row's best months, as "Dec-Apr" or "Apr-May, Sep-Nov", with its note. */
export function bestTimes(whenToGo: readonly WhenToGoRow[]) {
  return whenToGo.flatMap((row) => {
    const best = commonBestMonths([row]);
    return best.length === 0 ? [] : [{ label: row.region, months: monthRanges(best), note: row.note }];
  });
}
