import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { z } from "zod";
import type { WhenToGoRow } from "./month-table";
import { monthKeys } from "./month-table";
import { commonBestMonths } from "./month-table";
import type { tripSchema } from "./trip-schema";
import { touristTripSchema } from "#app/lib/structured-data.ts";
import { routeLines, tripViewOf } from "./trip-view";
import { parseTrip } from "./trips.server";

type TripInput = z.input<typeof tripSchema>;

/** A month-table row rating the given months (January as 0) best and the rest shoulder season. */
function row(region: string, best: readonly number[]): WhenToGoRow {
  return {
    region,
    note: "A note about the weather in this part of the country.",
    months: Object.fromEntries(
      monthKeys.map((key, month) => [
        key,
        { rating: best.includes(month) ? "best" : "shoulder", reason: "Weather as it comes" },
      ]),
    ) as WhenToGoRow["months"],
  };
}

const rows = [row("North", [0, 1, 2, 3, 9, 10]), row("South", [11, 0, 1, 2, 3])];

const words = (count: number) => "A day of walking, eating and looking around the old town. ".repeat(count).trim();

/** A valid trip of four days in Vietnam, changed by `edit`. */
function tripSource(edit: (trip: TripInput) => void = () => undefined): string {
  const trip: TripInput = {
    title: "North and South in Four Days",
    destination: "Vietnam",
    summary: words(2),
    intro: words(4),
    pace: "Brisk: a new city every night or two; suits a short first look.",
    grade: "moderate",
    group: "private",
    image: "attraction-ha-long-bay",
    imageAlt: "Limestone islands rising from a green bay",
    regions: ["North", "South"],
    price: {
      from: 95000,
      hotels: "4-star hotels",
      checked: "2026-11-20",
      validUntil: "2027-03-31",
      includes: ["Hotels with breakfast", "Private transfers"],
      excludes: ["Visa fees"],
    },
    notes: [
      { title: "Festivals", text: "{{Tet}} closes much of the country for a week; we plan around it unless you ask." },
    ],
    stops: [
      { name: "Hanoi", coordinates: { lat: 21.03, lon: 105.85 } },
      { name: "Ho Chi Minh City", coordinates: { lat: 10.78, lon: 106.7 } },
    ],
    days: [
      { title: "Arrive in Hanoi", description: words(2), sleep: "Hanoi", stay: "4-star hotel" },
      { title: "The Old Quarter", description: words(2), sleep: "Hanoi", stay: "4-star hotel", meals: ["breakfast"] },
      {
        title: "Fly south",
        description: words(2),
        travel: { by: "domestic flight", hours: 2.25, route: "Hanoi to Ho Chi Minh City" },
        sleep: "Ho Chi Minh City",
        stay: "boutique hotel",
        meals: ["breakfast", "dinner"],
      },
      { title: "Fly home", description: words(2), meals: ["breakfast"] },
    ],
  };
  edit(trip);
  return stringify(trip);
}

const festivals = [
  { name: "Tet", country: "Vietnam", from: "2027-02-05", to: "2027-02-10" },
  { name: "National Day", country: "Vietnam", from: "2027-08-31", to: "2027-09-02" },
];

const parse = (source: string, today = "2026-11-26") =>
  parseTrip("content/trips/north-and-south.yaml", source, () => rows, festivals, today);

describe("a sample trip", () => {
  it("takes its best months from the guide's month table: those best in every region it names", () => {
    expect(parse(tripSource()).bestMonths).toEqual([0, 1, 2, 3]);
    expect(commonBestMonths([rows[0]!])).toEqual([0, 1, 2, 3, 9, 10]);
  });

  it("is refused, naming the field, when a night is at no stop of the trip", () => {
    const source = tripSource((trip) => (trip.days[1]!.sleep = "Halong"));
    expect(() => parse(source)).toThrow(
      /north-and-south\.yaml: field "days\.1\.sleep": "Halong" is not one of the trip's stops/,
    );
  });

  it("is refused when a day before the last names no night, or a stop is never slept at", () => {
    expect(() => parse(tripSource((trip) => delete trip.days[1]!.sleep))).toThrow(
      /field "days\.1\.sleep": Every day but the last/,
    );
    expect(() =>
      parse(tripSource((trip) => trip.stops.push({ name: "Hue", coordinates: { lat: 16.46, lon: 107.59 } }))),
    ).toThrow(/field "stops\.2\.name": No day spends the night at "Hue"/);
  });

  it("is refused when its stops are not listed in the order of the nights", () => {
    expect(() => parse(tripSource((trip) => trip.stops.reverse()))).toThrow(
      /field "stops\.0\.name": List the stops in the order/,
    );
  });

  it("is refused when a stop lies outside its country", () => {
    const source = tripSource((trip) => (trip.stops[1]!.coordinates = { lat: 13.75, lon: 100.5 }));
    expect(() => parse(source)).toThrow(
      /field "stops\.1\.coordinates": lat 13\.75, lon 100\.5 lies in Thailand, not in Vietnam/,
    );
  });

  it("is refused when a region is not a row of the guide, or no month is best in all its regions", () => {
    expect(() => parse(tripSource((trip) => (trip.regions = ["Centre"])))).toThrow(
      /field "regions\.0": "Centre" is not a row of the Vietnam guide's month table \(North, South\)/,
    );
    const disjoint = [row("North", [9, 10]), row("South", [0, 1])];
    expect(() => parseTrip("content/trips/x.yaml", tripSource(), () => disjoint)).toThrow(
      /field "regions": No month is rated best in all of North, South/,
    );
  });

  it("is refused when a journey's time is not in quarter hours", () => {
    const source = tripSource((trip) => ((trip.days[2]!.travel as { hours: number }).hours = 2.2));
    expect(() => parse(source)).toThrow(/field "days\.2\.travel\.hours"/);
  });

  it("is refused when its best months meet a festival of its country that its notes do not name", () => {
    const silent = tripSource((trip) => (trip.notes = [{ title: "Closing days", text: words(1) }]));
    expect(() => parse(silent)).toThrow(
      /field "notes": Tet \(2027-02-05 to 2027-02-10\) falls in the trip's best months/,
    );
    // Once the festival is over, the note is no longer required.
    expect(parse(silent, "2027-02-11").notes).toHaveLength(1);
    // Named in words rather than as the list's token, it gets no dates: still refused.
    const inWords = tripSource(
      (trip) => (trip.notes[0]!.text = "Tet closes much of the country for a week; we plan around it."),
    );
    expect(() => parse(inWords)).toThrow(/naming it as "\{\{Tet\}\}"/);
  });

  it("is refused, naming the field, when a note types a date, which would go stale", () => {
    for (const date of ["6 February 2027", "6-9 February 2027", "February 2027", "Feb 6, 2027", "2027-02-06"]) {
      const source = tripSource(
        (trip) => (trip.notes[0]!.text = `{{Tet}} (${date}) closes much of the country for a week.`),
      );
      expect(() => parse(source), date).toThrow(/field "notes\.0\.text": Type no date in a note/);
    }
    const timeOfDay = tripSource(
      (trip) =>
        (trip.notes[1] = {
          title: "Closing days",
          text: "Closed on Mondays in May; open 9 am to 6 pm at the time of writing.",
        }),
    );
    expect(parse(timeOfDay).notes).toHaveLength(2);
  });

  it("is refused when a note's token names no festival of its country in the list", () => {
    const source = tripSource(
      (trip) => (trip.notes[0]!.text = "{{Seollal}} and {{Tet}} close much of the country for a week."),
    );
    expect(() => parse(source)).toThrow(/field "notes\.0\.text": "\{\{Seollal\}\}" is no festival of Vietnam/);
  });

  it("is refused when a night has no standard of accommodation, or the last day one", () => {
    expect(() => parse(tripSource((trip) => delete trip.days[0]!.stay))).toThrow(
      /field "days\.0\.stay": Say at what standard/,
    );
    expect(() => parse(tripSource((trip) => (trip.days[3]!.stay = "4-star hotel")))).toThrow(/field "days\.3\.stay"/);
  });

  it("is refused when the price is valid until a day before it was checked", () => {
    const source = tripSource((trip) => (trip.price.validUntil = "2026-11-01"));
    expect(() => parse(source)).toThrow(/field "price\.validUntil": The price must be valid until a day after/);
  });
});

describe("a sample trip's notes", () => {
  const trip = parse(
    tripSource((trip) => (trip.notes[0]!.text = "{{Tet}} and {{National Day}} fill the trains; we book early.")),
  );
  const noteOn = (today: string) => tripViewOf(trip, trip.slug, trip.bestMonths, today, festivals).notes[0]!.text;

  it("write each festival named with its next dates from the list", () => {
    expect(noteOn("2026-11-26")).toBe(
      "Tet (5 to 10 February 2027) and National Day (31 August to 2 September 2027) fill the trains; we book early.",
    );
  });

  it("say a festival's next dates are provisional while the list marks them so", () => {
    const provisional = festivals.map((festival) => ({ ...festival, provisional: festival.name === "Tet" }));
    expect(tripViewOf(trip, trip.slug, trip.bestMonths, "2026-11-26", provisional).notes[0]!.text).toMatch(
      /^Tet \(provisionally 5 to 10 February 2027\) and National Day \(31 August/,
    );
  });

  it("write a festival's name alone once its listed dates have passed", () => {
    expect(noteOn("2027-02-11")).toBe(
      "Tet and National Day (31 August to 2 September 2027) fill the trains; we book early.",
    );
  });
});

describe("a sample trip's route in words", () => {
  it("names the stops in order, then each day's journey from the trip's own legs", () => {
    expect(routeLines(parse(tripSource()))).toEqual([
      "Hanoi → Ho Chi Minh City",
      "Day 3: Domestic flight, about 2 h 15 min: Hanoi to Ho Chi Minh City",
    ]);
  });
});

describe("a sample trip's price", () => {
  const trip = parse(tripSource());
  const onDay = (today: string) => tripViewOf(trip, trip.slug, trip.bestMonths, today);

  it("is shown, with the month it was checked, until its valid-until day", () => {
    const view = onDay("2027-03-31");
    expect(view.priceCurrent).toBe(true);
    expect(view.priceLabels.checked).toBe("November 2026");
    expect(touristTripSchema(view).offers).toMatchObject({ price: 95000, validThrough: "2027-03-31" });
  });

  it("gives way to a request, and structured data drops the offer, once that day has passed", () => {
    const view = onDay("2027-04-01");
    expect(view.priceCurrent).toBe(false);
    expect(touristTripSchema(view)).not.toHaveProperty("offers");
  });
});
