import { z } from "zod";
import { attractionDurations, attractionTypes, destinationNames, reasonIcons } from "~/data/destinations";
import { monthAbbreviations, monthNames } from "./months";
import { coordinates, edited, line, optional, paragraph, picture } from "./schema-kit";

/**
 * The shape of a destination guide (content/destinations/<slug>.yaml). Kept apart from the
 * loader (destinations.server.ts) so that components and the content manager may import it; only
 * route loaders run it on the public site, at build time.
 *
 * The month-by-month table is the one source of a guide's best times: each row rates the twelve
 * months by name (so no month can be missing or doubled), and the "best time to visit" tips are
 * read from it (`bestTimes`), so the two can never disagree.
 */

const reasonSchema = z.strictObject({
  icon: edited(z.enum(reasonIcons), { label: "Icon" }),
  title: line(3, 40, { label: "Title" }),
  description: paragraph(40, 260, { label: "Description" }),
});

const attractionSchema = z.strictObject({
  name: line(3, 60, { label: "Name", hint: "Also named in the chat message of its 'Plan Visit' button." }),
  location: line(3, 60, { label: "Location" }),
  description: paragraph(120, 560, { label: "Description" }),
  type: edited(z.enum(attractionTypes), { label: "Type" }),
  duration: edited(z.enum(attractionDurations), { label: "Duration" }),
  image: picture({ label: "Picture" }),
  imageAlt: line(10, 200, {
    label: "Picture: alt text",
    hint: "What the picture shows, for readers who cannot see it.",
  }),
  /** The part of the country it is in, for the map's list of places ("North", "Hill country"). */
  region: line(3, 40, { label: "Region (for the map's list of places)" }),
  /** The loader also checks that it lies within the guide's country (destinations.server.ts). */
  coordinates: coordinates(
    "Decimal degrees, such as 20.91 and 107.18 for Ha Long Bay; the point must lie in the country or just off its coast.",
  ),
});

const statSchema = z.strictObject({
  value: line(1, 12, { label: "Figure" }),
  label: line(3, 40, { label: "Label" }),
});

/** How good a month is for travel, with the reason (monsoon, typhoons, cold, heat). */
export const monthRatings = ["best", "shoulder", "avoid"] as const;
export type MonthRating = (typeof monthRatings)[number];

/** The keys of a row's months, January first. */
export const monthKeys = monthAbbreviations.map((month) => month.toLowerCase()) as readonly MonthKey[];
type MonthKey = "jan" | "feb" | "mar" | "apr" | "may" | "jun" | "jul" | "aug" | "sep" | "oct" | "nov" | "dec";

const monthSchema = z.strictObject({
  rating: edited(z.enum(monthRatings), { label: "Rating" }),
  reason: line(8, 120, {
    label: "What the visitor meets",
    hint: "Such as monsoon rain, typhoons, cold or heat. Months side by side with the same rating and words are shown as one period.",
  }),
});

const monthsSchema = z.strictObject(
  Object.fromEntries(
    monthKeys.map((key, index) => [key, edited(monthSchema, { label: monthNames[index]!, summary: "{{rating}}" })]),
  ) as Record<MonthKey, typeof monthSchema>,
);

/** One row of the month-by-month table: a region (or the whole country) and its twelve months. */
const whenToGoSchema = z.strictObject({
  region: line(3, 40, {
    label: "Region",
    hint: 'A part of the country ("North", "Hill country"), or the country\'s name for a row that covers all of it.',
  }),
  note: paragraph(20, 200, {
    label: "Best-time note",
    hint: "Shown beside the region's best months (those rated best) under 'Best Time to Visit'.",
  }),
  months: edited(monthsSchema, { label: "Month by month" }),
});

const essentialSchema = z.strictObject({
  label: line(3, 30, { label: "Label" }),
  value: line(2, 60, { label: "Value" }),
  detail: paragraph(20, 240, { label: "Detail" }),
});

/** A list whose entries must have different values of `key` (names that the page and its links tell apart). */
function distinct<T extends z.ZodType>(list: z.ZodArray<T>, key: string, what: string) {
  return list.superRefine((items, context) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = (item as Record<string, unknown>)[key];
      if (seen.has(value))
        context.addIssue({ code: "custom", path: [index, key], message: `"${String(value)}" is already ${what}.` });
      seen.add(value);
    });
  });
}

export const destinationGuideSchema = z
  .strictObject({
    name: edited(z.enum(destinationNames), { label: "Destination", kind: "fixed" }),
    /** The page's search-engine description. */
    description: paragraph(80, 170, { label: "Search-engine description" }),
    intro: paragraph(150, 800, { label: "Introduction" }),
    /** Headline figures (the specification gives South Korea's); optional. */
    stats: optional(
      edited(z.array(statSchema).min(2).max(4), {
        label: "Headline figures",
        summary: "{{fields.value}} {{fields.label}}",
      }),
    ),
    reasons: edited(z.array(reasonSchema).length(6), { label: "Reasons to visit", summary: "{{fields.title}}" }),
    attractions: edited(distinct(z.array(attractionSchema).length(6), "name", "the name of another attraction"), {
      label: "Attractions",
      summary: "{{fields.name}}",
    }),
    tips: edited(
      z.strictObject({
        essentials: edited(z.array(essentialSchema).min(2).max(4), {
          label: "Essentials",
          summary: "{{fields.label}}",
        }),
        whenToGo: edited(distinct(z.array(whenToGoSchema).min(1).max(4), "region", "another row's region"), {
          label: "When to go, month by month",
          summary: "{{fields.region}}",
          hint: "One row per region (or one for the whole country). The months rated best are the region's best time to visit.",
        }),
      }),
      { label: "Travel tips" },
    ),
    /** The capital, marked on the guide's map. */
    capital: edited(
      z.strictObject({ name: line(3, 40, { label: "Name" }), coordinates: coordinates("Decimal degrees.") }),
      {
        label: "Capital (marked on the map)",
      },
    ),
  })
  .meta({ editor: { label: "Destination guide" } });

export type DestinationGuide = z.infer<typeof destinationGuideSchema>;
export type Attraction = DestinationGuide["attractions"][number];
export type Reason = DestinationGuide["reasons"][number];
export type TravelTips = DestinationGuide["tips"];
export type GuideStat = NonNullable<DestinationGuide["stats"]>[number];
export type Coordinates = Attraction["coordinates"];
export type WhenToGoRow = TravelTips["whenToGo"][number];

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

/** The best times of a guide, read from its month-by-month table: the months rated best, row by row. */
export function bestTimes(whenToGo: readonly WhenToGoRow[]): BestTime[] {
  return whenToGo.flatMap((row) => {
    const ratings = monthRatingsOf(row);
    const best = ratings.filter((rating) => rating === "best").length;
    const stretches = runs(best, (index, previous) => ratings[index] === "best" && ratings[previous] === "best")
      .filter((months) => ratings[months[0]!] === "best")
      .sort((a, b) => a[0]! - b[0]!);
    if (stretches.length === 0) return [];
    return [{ label: row.region, months: stretches.map(rangeOf).join(", "), note: row.note }];
  });
}
