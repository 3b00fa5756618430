import type { FestivalDates } from "./trip-schema.ts";

/**
 * What staff should look at next in content/: prices that have passed their valid-until day or
 * reach it within 30 days, prices that lapse before the end of their trip's next best season,
 * festivals whose every listed date has passed (the trips' notes then show the name without
 * dates), and guides or trips last checked over a year ago. The content manager's
 * build (scripts/pipeline/build-admin.ts) works this out from content/ on its day, and /admin shows
 * it (cms/content-due-panel.tsx); the daily build keeps it current.
 */

/** A trip's price or a guide, with the days that age it (YYYY-MM-DD). */
export interface AgingEntry {
  title: string;
  file: string;
  /** The day the entry was last checked. */
  checked: string;
  /** A price's last valid day, where the entry has one. */
  validUntil?: string;
  /** A trip's best months (January as 0), read from its guide: its price should hold through the next run of them. */
  bestMonths?: readonly number[];
}

type DueReason = "expired" | "expiring" | "season" | "festival" | "unchecked";

export interface DueItem {
  title: string;
  file: string;
  reason: DueReason;
  /** What is due, as staff read it. */
  text: string;
}

/** The days a price is flagged before its valid-until day. */
const priceWarningDays = 30;
/** The age at which an entry's last check is flagged. */
const checkAgeDays = 365;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day (YYYY-MM-DD) of the best season in progress on `today`, or else of the next to
 * begin: the run of consecutive best months from the first best month on or after today's.
 */
export function nextBestSeasonEnd(bestMonths: readonly number[], today: string): string | undefined {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const isBest = (offset: number) => bestMonths.includes((month - 1 + offset) % 12);
  let start = 0;
  while (start < 12 && !isBest(start)) start += 1;
  if (start === 12) return undefined;
  let end = start;
  while (end + 1 < 12 && isBest(end + 1)) end += 1;
  // Day 0 of the month after the season's last is that month's last day.
  return new Date(Date.UTC(year, month + end, 0)).toISOString().slice(0, 10);
}

/**
 * The entries due on `today`: expired prices first, then those expiring, then those short of the
 * next best season, then past festivals, then old checks; by day within each.
 */
export function dueItems(
  entries: readonly AgingEntry[],
  today: string,
  festivals: readonly FestivalDates[] = [],
): DueItem[] {
  const items: (DueItem & { day: string })[] = [];
  const nextDates = new Map<string, FestivalDates>();
  for (const festival of festivals) {
    const key = `${festival.name} (${festival.country})`;
    const known = nextDates.get(key);
    if (!known || festival.to > known.to) nextDates.set(key, festival);
  }
  for (const [title, { to }] of nextDates)
    if (to < today)
      items.push({
        title,
        file: "content/settings/festivals.json",
        reason: "festival",
        day: to,
        text: `Over since ${to}, and no later dates are listed: the trips' notes name it without dates until you add its next ones.`,
      });
  for (const entry of entries) {
    const base = { title: entry.title, file: entry.file };
    const seasonEnd = nextBestSeasonEnd(entry.bestMonths ?? [], today);
    if (entry.validUntil !== undefined && entry.validUntil < today)
      items.push({
        ...base,
        reason: "expired",
        day: entry.validUntil,
        text: `Price expired on ${entry.validUntil}: the page shows "Price on request". Check the price and set a new valid-until day.`,
      });
    else if (entry.validUntil !== undefined && entry.validUntil <= addDays(today, priceWarningDays))
      items.push({
        ...base,
        reason: "expiring",
        day: entry.validUntil,
        text: `Price valid until ${entry.validUntil}: check it before then.`,
      });
    else if (entry.validUntil !== undefined && seasonEnd !== undefined && entry.validUntil < seasonEnd)
      items.push({
        ...base,
        reason: "season",
        day: entry.validUntil,
        text: `Price valid until ${entry.validUntil}, but the trip's next best season runs to ${seasonEnd}: check the price for the whole season and set the valid-until day to ${seasonEnd} or later.`,
      });
    if (entry.checked < addDays(today, -checkAgeDays))
      items.push({
        ...base,
        reason: "unchecked",
        day: entry.checked,
        text: `Last checked on ${entry.checked}, over a year ago.`,
      });
  }
  const order: DueReason[] = ["expired", "expiring", "season", "festival", "unchecked"];
  return items
    .sort((a, b) => order.indexOf(a.reason) - order.indexOf(b.reason) || a.day.localeCompare(b.day))
    .map(({ day: _day, ...item }) => item);
}
