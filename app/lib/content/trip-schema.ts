import { z } from "zod";
// Relative imports: the build configuration loads this module (through the content registry) before any alias exists.
import { destinationCountries } from "../../data/destinations.ts";
import { travelModes } from "../../data/trips.ts";
import { monthKeys, type WhenToGoRow } from "./month-table.ts";
import { coordinates, describedPicture, edited, line, optional, paragraph } from "./schema-kit.ts";

/**
 * The shape of a sample trip (content/trips/<slug>.yaml): a day-by-day plan that the agency tailors
 * for each traveler. Kept apart from the loader (trips.server.ts) so that the content manager may
 * import it; the public site runs it at build time only.
 *
 * The schema also holds the days and the stops to each other (every night at one of the stops, every
 * stop slept at, the stops in the order of the nights), so the content manager refuses what the build
 * would. What it cannot see, the loader checks and names the field: the stops lie in the country,
 * the picture exists, the regions are rows of the country guide's month table and some month is
 * rated best in all of them (the trip's best months are read from that table, never written twice).
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
});

const tripEditor = { label: "Sample trip" };

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
    /** The card's text and the page's search-engine description. */
    summary: paragraph(80, 170, { label: "Summary (cards and search engines)" }),
    intro: paragraph(150, 700, { label: "Introduction" }),
    pace: paragraph(40, 200, {
      label: "Pace: who it suits",
      hint: 'Such as "Unhurried: two or three nights in each place; suits a first visit and families with children over eight."',
    }),
    ...describedPicture("Picture"),
    regions: edited(
      z
        .array(line(3, 40, { label: "Region" }))
        .min(1)
        .max(4),
      {
        label: "Regions (for the best months)",
        hint: "Rows of the country guide's month table that the trip visits; its best months are those rated best in every one of them.",
      },
    ),
    price: edited(
      z.strictObject({
        from: edited(z.number().int().min(10000).max(5000000), {
          label: "From, per person (INR)",
          hint: "Twin sharing, without international flights: the lowest price the trip is usually sold at.",
        }),
        hotels: line(5, 60, {
          label: "Hotels",
          hint: 'The tier the price assumes, such as "4-star and boutique hotels".',
        }),
        year: edited(z.number().int().min(2024).max(2100), { label: "For travel in (year)" }),
        includes: edited(
          z
            .array(line(5, 120, { label: "Included" }))
            .min(2)
            .max(10),
          { label: "Included" },
        ),
        excludes: edited(
          z
            .array(line(5, 120, { label: "Not included" }))
            .min(1)
            .max(10),
          {
            label: "Not included",
            hint: "International flights are always named as excluded with the price; list the rest here.",
          },
        ),
      }),
      { label: "Price (indicative)" },
    ),
    stops: edited(z.array(stopSchema).min(2).max(12), {
      label: "Overnight stops",
      summary: "{{fields.name}}",
    }),
    days: edited(z.array(daySchema).min(3).max(21), { label: "Day by day", summary: "{{fields.title}}" }),
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
  })
  .meta({ editor: tripEditor });

export type Trip = z.infer<typeof tripSchema>;

/** The months (January as 0) rated best in every one of these rows of a guide's month table. */
export function commonBestMonths(rows: readonly WhenToGoRow[]): number[] {
  return monthKeys.flatMap((key, month) => (rows.every((row) => row.months[key].rating === "best") ? [month] : []));
}

/**
 * What is wrong with a trip's regions, given its country guide's month table: a region the table
 * lacks, or regions with no month rated best in all of them.
 */
function regionProblems(
  trip: Pick<Trip, "destination" | "regions">,
  rows: readonly WhenToGoRow[],
): { path: (string | number)[]; message: string }[] {
  const known = rows.map((row) => row.region);
  const unknown = trip.regions.flatMap((region, index) =>
    known.includes(region)
      ? []
      : [
          {
            path: ["regions", index],
            message: `"${region}" is not a row of the ${trip.destination} guide's month table (${known.join(", ")}).`,
          },
        ],
  );
  if (unknown.length > 0) return unknown;
  if (commonBestMonths(rows.filter((row) => trip.regions.includes(row.region))).length > 0) return [];
  return [
    {
      path: ["regions"],
      message: `No month is rated best in all of ${trip.regions.join(", ")} in the ${trip.destination} guide: name the regions where the trip spends most nights.`,
    },
  ];
}

/**
 * The schema with the regions checked against the guides' month tables (`rowsOf` gives a country's
 * rows, or nothing where they are not known): the build reads the guides from content/, the
 * content manager from the copy its build embeds.
 */
export function tripSchemaWithGuides(rowsOf: (name: string) => readonly WhenToGoRow[] | undefined) {
  return tripSchema
    .superRefine((trip, context) => {
      const rows = rowsOf(trip.destination);
      if (rows) for (const problem of regionProblems(trip, rows)) context.addIssue({ code: "custom", ...problem });
    })
    .meta({ editor: tripEditor });
}
