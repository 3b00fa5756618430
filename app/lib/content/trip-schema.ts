import { z } from "zod";
import { destinationCountries } from "#app/data/destinations.ts";
import { meals, paceGradeKeys, travelModes, tripGroups } from "#app/data/trip-copy.ts";
import { tripLists } from "#app/generated/settings/trip-lists.ts";
import { slugify } from "#app/utils/slug.ts";
import { commonBestMonths, type WhenToGoRow } from "./month-table.ts";
import { monthAbbreviations } from "./months.ts";
import { unknownPlaceholders } from "./placeholders.ts";
import type { festivalsSchema } from "./settings-schema.ts";
import { coordinates, day, describedPicture, edited, line, list, optional, paragraph } from "./schema-kit.ts";

/**
 * A sample trip (content/trips/<slug>.yaml). The schema holds the days and the stops to each other;
 * what it cannot see (the stops' country, the picture, the guide's month table) trips.server.ts checks.
 */

const stopSchema = z.strictObject({
  name: line(2, 40, { label: "Place", hint: 'Where the traveler sleeps, as the days name it ("Hoi An").' }),
  coordinates: coordinates(
    "Decimal degrees, such as 15.88 and 108.33 for Hoi An; the route map joins the stops in the order of the nights.",
  ),
});

const travelSchema = z.strictObject({
  by: edited(z.enum(travelModes), { label: "By" }),
  hours: edited(z.number().min(0.25).max(16).multipleOf(0.25), {
    label: "Hours",
    hint: "The usual door-to-door time, in quarter hours: 3.5 is three and a half hours.",
  }),
  route: line(5, 60, { label: "From and to", hint: 'Such as "Hanoi to Ha Long Bay".' }),
});

const daySchema = z.strictObject({
  title: line(5, 60, { label: "Title", hint: 'What the day is, such as "Cruise Lan Ha Bay".' }),
  description: paragraph(80, 600, { label: "What you do" }),
  travel: optional(edited(travelSchema, { label: "The day's main journey (if any)", collapsed: true })),
  sleep: optional(
    line(2, 40, {
      label: "Night at",
      hint: "One of the trip's stops, by its name. Empty on the last day, when the traveler flies home.",
    }),
  ),
  stay: optional(
    edited(z.enum(tripLists.accommodationStandards), {
      label: "Night: standard",
      hint: "Where the night is spent, at what standard, from the lists of the sample trips (add one there). Empty on the last day, like the night.",
    }),
  ),
  meals: edited(
    z
      .array(edited(z.enum(meals), { label: "Meal" }))
      .max(3)
      .default([]),
    {
      label: "Meals included",
      hint: "The meals the price includes on this day; none is an empty list.",
    },
  ),
});

const priceSchema = z
  .strictObject({
    from: edited(z.number().int().min(10000).max(5000000), {
      label: "From, per person (INR)",
      hint: "Twin sharing, without international flights: the lowest price the trip is usually sold at. GST, TCS, children's ages and peak dates are in How booking works, for every trip.",
    }),
    hotels: line(5, 60, {
      label: "Hotels",
      hint: 'The tier the price assumes, such as "4-star and boutique hotels".',
    }),
    checked: day({
      label: "Price checked on",
      hint: 'The day the team last checked the price with the hotels and drivers. The page says "Checked" with its month.',
    }),
    validUntil: day({
      label: "Valid until",
      hint: "The last day of travel the price holds for (a travel date, not a booking date). From the next day the page says the price is on request, until you check it again.",
    }),
    singleSupplement: optional(
      edited(z.number().int().min(1000).max(2000000), {
        label: "Single room supplement (INR)",
        hint: "What a traveler in a room of their own pays on top; empty where the agency does not quote it.",
      }),
    ),
    childWithBed: optional(
      edited(z.number().int().min(1000).max(5000000), {
        label: "Child with own bed (INR)",
        hint: "A child's price with a bed of their own; empty where the agency does not quote it.",
      }),
    ),
    childWithoutBed: optional(
      edited(z.number().int().min(1000).max(5000000), {
        label: "Child without a bed (INR)",
        hint: "A child's price sharing the parents' room without a bed; empty where the agency does not quote it.",
      }),
    ),
    includes: edited(list(line(5, 120, { label: "Included" }), 2, 10), { label: "Included" }),
    excludes: edited(list(line(5, 120, { label: "Not included" }), 1, 10), {
      label: "Not included",
      hint: "International flights are always named as excluded with the price; list the rest here.",
    }),
  })
  .refine((price) => price.validUntil > price.checked, {
    path: ["validUntil"],
    message: "The price must be valid until a day after the day it was checked.",
  });

/** A date typed by hand ("6 February 2027", "Feb 6, 2027", "2027-02-06"): in a note it goes stale. */
const typedDate = new RegExp(
  String.raw`\b(?:${monthAbbreviations.join("|")})[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b`,
);

/** A note's tokens that are no placeholder name festivals ("{{Tet}}"), which the page dates. */
export const festivalNote = (path: readonly (string | number)[]) => path[0] === "notes" && path[2] === "text";

const noteSchema = z.strictObject({
  title: line(3, 40, { label: "Title", hint: 'Such as "Closing days" or "Festivals".' }),
  text: edited(
    z
      .string()
      .trim()
      .min(40)
      .max(500)
      .refine((text) => !typedDate.test(text), {
        message:
          'Type no date in a note (it would go stale): name a festival as in the festivals list, in double braces ("{{Tet}}"), and the page writes its next dates.',
      }),
    {
      label: "Note",
      kind: "multiline",
      hint: 'What the traveler should know, and what the agency changes when it happens (the swaps it makes). Name a festival in double braces, "{{Tet}}": the page adds its next dates from the festivals list.',
    },
  ),
});

export const tripSchema = z
  .strictObject({
    title: line(5, 60, { label: "Title" }),
    destination: edited(
      z.enum(destinationCountries as [string, ...string[]], {
        error: (issue) =>
          `There is no destination guide of "${String(issue.input)}": choose the country of a guide (a trip needs its country's guide).`,
      }),
      { label: "Country" },
    ),
    summary: paragraph(80, 170, { label: "Summary (cards and search engines)" }),
    intro: paragraph(150, 700, { label: "Introduction" }),
    grade: edited(z.enum(paceGradeKeys), {
      label: "Pace grade",
      hint: "On the site's fixed scale (easy, moderate, active), which the page explains.",
    }),
    group: edited(z.enum(tripGroups), { label: "Private or small group" }),
    pace: paragraph(40, 200, {
      label: "Pace: who it suits",
      hint: 'Such as "Unhurried: two or three nights in each place; suits a first visit and families with children over eight."',
    }),
    ...describedPicture("Picture"),
    regions: edited(list(line(3, 40, { label: "Region" }), 1, 4), {
      label: "Regions (for the best months)",
      hint: "Rows of the country guide's month table that the trip visits; its best months are those rated best in every one of them.",
    }),
    price: edited(priceSchema, { label: "Price (indicative)" }),
    notes: edited(list(noteSchema, 1, 8), {
      label: "Practical notes",
      hint: "Closing days, festivals and the swaps the agency makes for them.",
      summary: "{{fields.title}}",
    }),
    stops: edited(list(stopSchema, 2, 12), {
      label: "Overnight stops",
      summary: "{{fields.name}}",
    }),
    days: edited(list(daySchema, 3, 21), { label: "Day by day", summary: "{{fields.title}}" }),
  })
  .superRefine((trip, context) => {
    const stops = trip.stops.map((stop) => stop.name);
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    stops.forEach((name, index) => {
      if (stops.indexOf(name) !== index) problem(["stops", index, "name"], `"${name}" is already a stop of this trip.`);
    });
    trip.days.forEach((day, index) => {
      if (day.sleep === undefined && index < trip.days.length - 1)
        problem(["days", index, "sleep"], "Every day but the last ends at one of the trip's stops: name it.");
      if ((day.stay === undefined) !== (day.sleep === undefined))
        problem(
          ["days", index, "stay"],
          day.sleep === undefined
            ? "A day without a night has no standard of accommodation: leave it empty."
            : "Say at what standard the night is spent.",
        );
      if (new Set(day.meals).size !== day.meals.length) problem(["days", index, "meals"], "Name each meal once.");
      if (day.sleep !== undefined && !stops.includes(day.sleep))
        problem(["days", index, "sleep"], `"${day.sleep}" is not one of the trip's stops (${stops.join(", ")}).`);
    });
    const nights = [
      ...new Set(trip.days.flatMap((day) => (day.sleep && stops.includes(day.sleep) ? [day.sleep] : []))),
    ];
    trip.stops.forEach((stop, index) => {
      if (!nights.includes(stop.name)) problem(["stops", index, "name"], `No day spends the night at "${stop.name}".`);
      else if (nights.indexOf(stop.name) !== index)
        problem(["stops", index, "name"], `List the stops in the order of the nights: ${nights.join(", ")}.`);
    });
  });

export type Trip = z.infer<typeof tripSchema>;

export type FestivalDates = z.infer<typeof festivalsSchema>["festivals"][number];

/** The months (January as 0) a festival's days fall in. */
function festivalMonths({ from, to }: FestivalDates): number[] {
  const count = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  return Array.from({ length: count(to) - count(from) + 1 }, (_, step) => (count(from) + step) % 12);
}

/**
 * The schema with the regions checked against the guides' month tables (`rowsOf`: a country's rows,
 * if known) and the notes against the festivals not over on `today`.
 */
export function tripSchemaWithGuides(
  rowsOf: (name: string) => readonly WhenToGoRow[] | undefined,
  festivals: readonly FestivalDates[] = [],
  today = "",
) {
  return tripSchema.superRefine((trip, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    const here = festivals.filter((festival) => slugify(festival.country) === slugify(trip.destination));
    const names = [...new Set(here.map((festival) => festival.name))];
    if (festivals.length > 0)
      trip.notes.forEach((note, index) => {
        for (const name of unknownPlaceholders(note.text).filter((name) => !names.includes(name)))
          problem(
            ["notes", index, "text"],
            `"{{${name}}}" is no festival of ${trip.destination} in the festivals list (${names.join(", ") || "none yet"}): write its name as the list does.`,
          );
      });
    const rows = rowsOf(trip.destination);
    if (!rows) return;
    const known = rows.map((row) => row.region);
    trip.regions.forEach((region, index) => {
      if (!known.includes(region))
        problem(
          ["regions", index],
          `"${region}" is not a row of the ${trip.destination} guide's month table (${known.join(", ")}).`,
        );
    });
    if (!trip.regions.every((region) => known.includes(region))) return;
    const bestMonths = commonBestMonths(rows.filter((row) => trip.regions.includes(row.region)));
    if (bestMonths.length === 0)
      return problem(
        ["regions"],
        `No month is rated best in all of ${trip.regions.join(", ")} in the ${trip.destination} guide: name the regions where the trip spends most nights.`,
      );
    // A trip sold in a festival's months says what the festival changes.
    const named = new Set(trip.notes.flatMap((note) => unknownPlaceholders(note.text)));
    for (const festival of here)
      if (
        festival.to >= today &&
        !named.has(festival.name) &&
        festivalMonths(festival).some((month) => bestMonths.includes(month))
      )
        problem(
          ["notes"],
          `${festival.name} (${festival.from} to ${festival.to}) falls in the trip's best months: say in a practical note what it changes, naming it as "{{${festival.name}}}".`,
        );
  });
}
