import { z } from "zod";
import { reasonIcons } from "#app/data/destinations.ts";
import { atlasCountryNames } from "#app/generated/countries.ts";
import { guideLists } from "#app/generated/settings/guides.ts";
import { guideOrder } from "./guide-lists-schema.ts";
import type { guideView } from "./guide-view.ts";
import { monthKeys, monthRatings, type MonthKey } from "./month-table.ts";
import { monthNames } from "./months.ts";
import {
  coordinates,
  day,
  describedPicture,
  distinct,
  edited,
  line,
  list,
  matching,
  optional,
  paragraph,
} from "./schema-kit.ts";

/**
 * A destination guide (content/destinations/<slug>.yaml; docs/decisions/145-guides-and-maps.md).
 * Each row of its month table rates the twelve months by name, and the best times are read from it.
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
  type: edited(z.enum(guideLists.attractionTypes), {
    label: "Type",
    hint: "A new type is added under Settings, Lists of the destination guides.",
  }),
  duration: edited(z.enum(guideLists.durations), { label: "Duration" }),
  ...describedPicture("Picture"),
  region: line(3, 40, { label: "Region (for the map's list of places)" }),
  coordinates: coordinates(
    "Decimal degrees, such as 20.91 and 107.18 for Ha Long Bay; the point must lie in the country or just off its coast.",
  ),
});

const statSchema = z.strictObject({
  value: line(1, 12, { label: "Figure" }),
  label: line(3, 40, { label: "Label" }),
});

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

export const destinationGuideSchema = z.strictObject({
  name: edited(z.enum(atlasCountryNames), {
    label: "Country",
    hint: "As the map names it; the guide's address is made from it (/destinations/sri-lanka). Trips name their country by it.",
  }),
  order: guideOrder,
  tagline: line(3, 40, { label: "Tagline", hint: "Such as Land of Morning Calm." }),
  rating: edited(z.number().min(1).max(5), { label: "Average rating (out of 5)", hint: "Such as 4.7." }),
  travelers: edited(
    matching(/^\d+(?:[.,]\d+)?[KM]?\+?$/, "Write the count as the card shows it, such as 8K+ or 950+."),
    { label: "Travelers (as the card shows it)", hint: "Such as 8K+." },
  ),
  ...describedPicture(
    "Picture (card and page top)",
    "A landscape picture of the country, at least 1600 pixels wide; a photograph (JPEG) is fine.",
  ),
  summary: paragraph(80, 240, { label: "Card description", hint: "The overview card's paragraph." }),
  highlights: edited(z.array(line(3, 30, { label: "Highlight" })).length(4), {
    label: "Highlights (four, on the card)",
  }),
  description: paragraph(80, 170, { label: "Search-engine description" }),
  intro: paragraph(150, 800, { label: "Introduction" }),
  checked: day({
    label: "Last checked",
    hint: "The day the team last checked the guide's facts (entry rules, seasons, closing days). The content manager lists a guide not checked for a year.",
  }),
  stats: optional(
    edited(list(statSchema, 2, 4), {
      label: "Headline figures",
      summary: "{{fields.value}} {{fields.label}}",
    }),
  ),
  reasons: edited(z.array(reasonSchema).length(6), { label: "Reasons to visit", summary: "{{fields.title}}" }),
  attractions: edited(distinct(z.array(attractionSchema).length(6), "the name of another attraction", "name"), {
    label: "Attractions",
    summary: "{{fields.name}}",
  }),
  tips: edited(
    z.strictObject({
      essentials: edited(list(essentialSchema, 2, 4), {
        label: "Essentials",
        summary: "{{fields.label}}",
      }),
      whenToGo: edited(distinct(list(whenToGoSchema, 1, 4), "another row's region", "region"), {
        label: "When to go, month by month",
        summary: "{{fields.region}}",
        hint: "One row per region (or one for the whole country). The months rated best are the region's best time to visit.",
      }),
    }),
    { label: "Travel tips" },
  ),
  capital: edited(
    z.strictObject({ name: line(3, 40, { label: "Name" }), coordinates: coordinates("Decimal degrees.") }),
    { label: "Capital (marked on the map)" },
  ),
});

export type DestinationGuide = z.infer<typeof destinationGuideSchema>;

/** A guide's overview card (and the top of its page). */
export type Destination = Pick<
  DestinationGuide,
  "name" | "tagline" | "image" | "imageAlt" | "summary" | "highlights" | "rating" | "travelers"
> & { slug: string };
type Attraction = DestinationGuide["attractions"][number];
export type WhenToGoRow = DestinationGuide["tips"]["whenToGo"][number];
export type Coordinates = Attraction["coordinates"];

export type ShownAttraction = Omit<Attraction, "coordinates" | "region">;

/** A guide page's route data: the map and the month table are build-time fragments, so they stay out. */
export type GuideView = ReturnType<typeof guideView>;
