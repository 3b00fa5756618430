import { z } from "zod";
import { attractionDurations, attractionTypes, destinationNames, reasonIcons } from "~/data/destinations";
import { images, type ImageId } from "~/generated/images";
import { monthAbbreviations, monthRangePattern, monthsInRange } from "./months";
import { pictureId } from "~/utils/picture-id";

/**
 * The shape of a destination guide (content/destinations/<slug>.yaml). Kept apart from the
 * loader (destinations.server.ts) so that components may import its types; only route loaders
 * run it, at build time.
 */

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A picture of content/images, by id or by path as the content manager writes it ("/content/images/x.svg"). */
const imageId = z.preprocess(
  (value) => (typeof value === "string" ? pictureId(value) : value),
  z.custom<ImageId>((value) => typeof value === "string" && Object.hasOwn(images, value), {
    message:
      "not a picture of content/images (choose one in the content manager, or write /content/images/<file name>)",
  }),
);

const reasonSchema = z.strictObject({
  icon: z.enum(reasonIcons),
  title: text(3, 40),
  description: text(40, 260),
});

/**
 * A point on the map in decimal degrees (north and east positive). The loader also checks that it
 * lies within the guide's country (destinations.server.ts).
 */
const coordinatesSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

const attractionSchema = z.strictObject({
  name: text(3, 60),
  location: text(3, 60),
  description: text(120, 560),
  type: z.enum(attractionTypes),
  duration: z.enum(attractionDurations),
  image: imageId,
  imageAlt: text(10, 200),
  /** The part of the country it is in, for the map's list of places ("North", "Hill country"). */
  region: text(3, 40),
  coordinates: coordinatesSchema,
});

const statSchema = z.strictObject({
  value: text(1, 12),
  label: text(3, 40),
});

const bestTimeSchema = z.strictObject({
  /** A region ("North") or a season ("Spring"). */
  label: text(3, 40),
  months: z
    .string()
    .trim()
    .regex(
      /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/,
      'a month range such as "Oct-Apr"',
    ),
  note: text(20, 200),
});

const monthRange = z.string().trim().regex(monthRangePattern, 'a month or a month range such as "May" or "Oct-Apr"');

/** How good a stretch of months is for travel, with the reason (monsoon, typhoons, cold, heat). */
export const monthRatings = ["best", "shoulder", "avoid"] as const;
export type MonthRating = (typeof monthRatings)[number];

const periodSchema = z.strictObject({
  months: monthRange,
  rating: z.enum(monthRatings),
  reason: text(8, 90),
});

/**
 * One row of the month-by-month table: a region named by the best-time tips (or the whole
 * country), with periods that cover the twelve months once each.
 */
const whenToGoSchema = z.strictObject({
  region: text(3, 40),
  periods: z.array(periodSchema).min(2).max(8),
});

const essentialSchema = z.strictObject({
  label: text(3, 30),
  value: text(2, 60),
  detail: text(20, 240),
});

const guideObjectSchema = z.strictObject({
  name: z.enum(destinationNames),
  /** The page's search-engine description. */
  description: text(80, 170),
  intro: text(150, 800),
  /** Headline figures (the specification gives South Korea's); optional. */
  stats: z.array(statSchema).min(2).max(4).optional(),
  reasons: z.array(reasonSchema).length(6),
  attractions: z.array(attractionSchema).length(6),
  tips: z.strictObject({
    bestTime: z.array(bestTimeSchema).min(2).max(4),
    essentials: z.array(essentialSchema).min(2).max(4),
    /** The month-by-month table. */
    whenToGo: z.array(whenToGoSchema).min(1).max(4),
  }),
  /** The capital, marked on the guide's map. */
  capital: z.strictObject({
    name: text(3, 40),
    coordinates: coordinatesSchema,
  }),
});

/**
 * The month-by-month rows must agree with the best-time tips: every row covers the twelve months
 * once; a row named after a tip has exactly that tip's months as its best ones; a row for the whole
 * country has every tip's months among its best periods.
 */
function checkWhenToGo(guide: z.infer<typeof guideObjectSchema>, context: z.RefinementCtx): void {
  const { bestTime, whenToGo } = guide.tips;
  const covered = new Set<string>();
  whenToGo.forEach((row, rowIndex) => {
    const path = ["tips", "whenToGo", rowIndex];
    const seen = new Map<number, number>();
    row.periods.forEach((period, periodIndex) => {
      for (const month of monthsInRange(period.months)) {
        if (seen.has(month)) {
          context.addIssue({
            code: "custom",
            path: [...path, "periods", periodIndex, "months"],
            message: `${monthAbbreviations[month]} is already in period ${seen.get(month)}`,
          });
        }
        seen.set(month, periodIndex);
      }
    });
    const missing = monthAbbreviations.filter((_, month) => !seen.has(month));
    if (missing.length > 0)
      context.addIssue({
        code: "custom",
        path: [...path, "periods"],
        message: `no period covers ${missing.join(", ")}`,
      });

    const bestRanges = row.periods.filter((period) => period.rating === "best").map((period) => period.months);
    const tip = bestTime.find((candidate) => candidate.label === row.region);
    if (tip) {
      if (bestRanges.length !== 1 || bestRanges[0] !== tip.months) {
        context.addIssue({
          code: "custom",
          path: [...path, "periods"],
          message: `the best months of "${row.region}" must be ${tip.months}, as its tip says`,
        });
      }
      covered.add(tip.label);
    } else if (row.region === guide.name) {
      for (const candidate of bestTime) {
        if (!bestRanges.includes(candidate.months)) {
          context.addIssue({
            code: "custom",
            path: [...path, "periods"],
            message: `"${candidate.label}" (${candidate.months}) is a best time, so it must be a best period`,
          });
        }
        covered.add(candidate.label);
      }
    } else {
      const names = [...bestTime.map((candidate) => `"${candidate.label}"`), `"${guide.name}"`].join(", ");
      context.addIssue({ code: "custom", path: [...path, "region"], message: `must be one of ${names}` });
    }
  });
  for (const candidate of bestTime) {
    if (!covered.has(candidate.label))
      context.addIssue({ code: "custom", path: ["tips", "whenToGo"], message: `no row for "${candidate.label}"` });
  }
}

export const destinationGuideSchema = guideObjectSchema.superRefine(checkWhenToGo);

export type DestinationGuide = z.infer<typeof destinationGuideSchema>;
export type Attraction = DestinationGuide["attractions"][number];
export type Reason = DestinationGuide["reasons"][number];
export type TravelTips = DestinationGuide["tips"];
export type GuideStat = NonNullable<DestinationGuide["stats"]>[number];
export type Coordinates = Attraction["coordinates"];
export type WhenToGoRow = TravelTips["whenToGo"][number];
