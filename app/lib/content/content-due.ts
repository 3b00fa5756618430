import type { DatedFact } from "./settings-schema.ts";
import type { FestivalDates } from "./trip-schema.ts";

/**
 * What staff should look at next in content/, worked out by the content manager's build on its day
 * and shown in /admin (cms/content-due-panel.tsx); the daily build keeps it current.
 */

/** A trip's price or a guide, with the days that age it (YYYY-MM-DD). */
export interface AgingEntry {
  title: string;
  file: string;
  checked: string;
  validUntil?: string;
  /** A trip's best months (January as 0): its price should hold through the next run of them. */
  bestMonths?: readonly number[];
}

/** The reasons an entry is due, in the order the list gives them. */
const reasons = [
  "expired",
  "lapsed",
  "basis",
  "expiring",
  "review",
  "season",
  "festival",
  "provisional",
  "unchecked",
] as const;
type DueReason = (typeof reasons)[number];

const priceWarningDays = 30;
const checkAgeDays = 365;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of the best season in progress on `today`, or else of the next to begin. */
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

/** What else ages: the dated facts, and the day the price basis (booking.json's GST) last changed. */
export interface AgingFacts {
  facts?: readonly Pick<DatedFact, "id" | "says" | "lapsed" | "reviewBy">[];
  priceBasisSince?: string;
}

const datedFactsFile = "content/settings/dated-facts.json";

/** The entries due on `today`, in the order of `reasons`, by day within each. */
export function dueItems(
  entries: readonly AgingEntry[],
  today: string,
  festivals: readonly FestivalDates[] = [],
  { facts = [], priceBasisSince }: AgingFacts = {},
) {
  const items: { title: string; file: string; reason: DueReason; day: string; text: string }[] = [];
  const due = (title: string, file: string, reason: DueReason, day: string, text: string) =>
    items.push({ title, file, reason, day, text });
  const nextDates = new Map<string, FestivalDates>();
  for (const festival of festivals) {
    const key = `${festival.name} (${festival.country})`;
    const known = nextDates.get(key);
    if (!known || festival.to > known.to) nextDates.set(key, festival);
  }
  for (const [title, { to }] of nextDates)
    if (to < today)
      due(
        title,
        "content/settings/festivals.json",
        "festival",
        to,
        `Over since ${to}, and no later dates are listed: the trips' notes name it without dates until you add its next ones.`,
      );
  // One line per festival: its next provisional dates, and how many more are provisional.
  const provisional = new Map<string, FestivalDates[]>();
  for (const festival of festivals)
    if (festival.provisional && festival.to >= today) {
      const key = `${festival.name} (${festival.country})`;
      provisional.set(
        key,
        [...(provisional.get(key) ?? []), festival].sort((a, b) => a.from.localeCompare(b.from)),
      );
    }
  for (const [title, [next, ...later]] of provisional)
    due(
      title,
      "content/settings/festivals.json",
      "provisional",
      next!.from,
      `${next!.from} to ${next!.to}${later.length > 0 ? ` and ${later.length} later ${later.length === 1 ? "date" : "dates"}` : ""} provisional: set the official dates once they are published, and switch off "Provisional".`,
    );
  for (const { id, says, lapsed, reviewBy } of facts)
    if (reviewBy <= today)
      due(
        id,
        datedFactsFile,
        "lapsed",
        reviewBy,
        `Its review day was ${reviewBy}: ${lapsed ? `the pages print “${lapsed}” instead of it` : "the pages may state it after it stopped being true"}. Check “${says}”, correct the pages that state it, and set a new review day.`,
      );
    else if (reviewBy <= addDays(today, priceWarningDays))
      due(id, datedFactsFile, "review", reviewBy, `Review by ${reviewBy}: “${says}”`);
  for (const { title, file, checked, validUntil, bestMonths } of entries) {
    if (validUntil !== undefined && priceBasisSince !== undefined && checked < priceBasisSince)
      due(
        title,
        file,
        "basis",
        checked,
        `Price checked on ${checked}, before the price basis (GST) changed on ${priceBasisSince}: check it on the basis the page states, and give the day you checked it.`,
      );
    const seasonEnd = nextBestSeasonEnd(bestMonths ?? [], today);
    if (validUntil !== undefined && validUntil < today)
      due(
        title,
        file,
        "expired",
        validUntil,
        `Price expired on ${validUntil}: the page shows "Price on request". Check the price and set a new valid-until day.`,
      );
    else if (validUntil !== undefined && validUntil <= addDays(today, priceWarningDays))
      due(title, file, "expiring", validUntil, `Price valid until ${validUntil}: check it before then.`);
    else if (validUntil !== undefined && seasonEnd !== undefined && validUntil < seasonEnd)
      due(
        title,
        file,
        "season",
        validUntil,
        `Price valid until ${validUntil}, but the trip's next best season runs to ${seasonEnd}: check the price for the whole season and set the valid-until day to ${seasonEnd} or later.`,
      );
    if (checked < addDays(today, -checkAgeDays))
      due(title, file, "unchecked", checked, `Last checked on ${checked}, over a year ago.`);
  }
  return items
    .sort((a, b) => reasons.indexOf(a.reason) - reasons.indexOf(b.reason) || a.day.localeCompare(b.day))
    .map(({ day: _day, ...item }) => item);
}

export type DueItem = ReturnType<typeof dueItems>[number];
