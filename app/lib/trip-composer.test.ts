import { beforeAll, describe, expect, it } from "vitest";
import { booking } from "#app/data/booking.ts";
import { composerLimits } from "#app/data/page-copy/plan.ts";
import { site } from "#app/data/site.ts";
import {
  answersFromQuery,
  messageFromAnswers,
  composerMessage,
  composerReducer,
  emptyAnswers,
  initialComposerState,
  keptComposer,
  localDate,
  monthChoices,
  composerMail,
  composerTemplate,
  loadComposerChecks,
  composerProblems,
  type ComposerAnswers,
} from "./trip-composer";

// The request's checks load on the first touch of the composer; here, once for every test.
beforeAll(() => loadComposerChecks());

/** Ages that pay the child price (content/settings/booking.json). */
const [young, old] = [booking.childAges.from, booking.childAges.to].map(String) as [string, string];
const greeting = `Hello ${site.brandName} team, I'd like to plan a trip.`;
const answers = (patch: Partial<ComposerAnswers>): ComposerAnswers => ({ ...emptyAnswers, ...patch });
const today = "2026-11-26";

const sriLanka = {
  slug: "sri-lanka-classic-circuit",
  title: "Sri Lanka Classic Circuit",
  destination: "Sri Lanka",
  days: 10,
  priceValidUntil: "2027-05-05",
};

const fullAnswers = answers({
  destinations: ["Sri Lanka", "Vietnam"],
  sampleTrip: "Vietnam North to South",
  when: "month",
  month: "3",
  year: "2027",
  days: "12",
  adults: "2",
  children: "2",
  childAges: [young, old],
  hotel: "4-star",
  interests: ["culture", "food"],
  budget: "1l-2l",
  name: "  Priya  ",
  notes: "We travel for our anniversary.",
});

describe("the trip composer's message", () => {
  it("writes every answer on its own line, after the greeting", () => {
    expect(messageFromAnswers(fullAnswers)).toBe(
      [
        greeting,
        'Destinations: Vietnam, Sri Lanka (starting from the sample trip "Vietnam North to South")',
        "When: March 2027",
        "How long: 12 days",
        `Who travels: 2 adults and 2 children (ages ${young} and ${old})`,
        "Hotels: 4-star and boutique",
        "Interests: food, culture and history",
        "Budget per person: INR\u00a01,00,000-2,00,000",
        "Name: Priya",
        "Notes: We travel for our anniversary.",
      ].join("\n"),
    );
  });

  it("says where the travelers fly from and what they eat, after who travels and after the interests", () => {
    const lines = messageFromAnswers({
      ...fullAnswers,
      departure: " Pune ",
      dietary: ["jain", "vegetarian"],
    }).split("\n");
    const after = (line: string, earlier: string) => {
      expect(lines).toContain(line);
      expect(lines.indexOf(line)).toBe(lines.findIndex((each) => each.startsWith(earlier)) + 1);
    };
    after("Flying from: Pune", "Who travels:");
    after("Food: vegetarian, Jain", "Interests:");
  });

  it("leaves out the questions left unanswered", () => {
    const minimal = answers({ destinations: ["South Korea"], adults: "1", name: "Arjun" });
    expect(messageFromAnswers(minimal)).toBe(
      [
        greeting,
        "Destinations: South Korea",
        "When: flexible, please suggest the best time to go",
        "Who travels: 1 adult",
        "Name: Arjun",
      ].join("\n"),
    );
  });

  it("says when in the visitor's words: the best time, a month, or exact dates spelled out", () => {
    const whenLine = (patch: Partial<ComposerAnswers>) =>
      messageFromAnswers(answers(patch))
        .split("\n")
        .find((line) => line.startsWith("When:"));
    expect(whenLine({ when: "best" })).toBe("When: flexible, please suggest the best time to go");
    expect(whenLine({ when: "month", month: "12", year: "2027" })).toBe("When: December 2027");
    expect(whenLine({ when: "month", month: "1", year: "" })).toBe("When: January");
    expect(whenLine({ when: "month", month: "", year: "" })).toBeUndefined();
    expect(whenLine({ when: "dates", dateFrom: "2027-03-05", dateTo: "2027-03-17" })).toBe("When: 5 to 17 March 2027");
    expect(whenLine({ when: "dates", dateFrom: "2027-12-28", dateTo: "2028-01-09" })).toBe(
      "When: 28 December 2027 to 9 January 2028",
    );
    expect(whenLine({ when: "dates", dateFrom: "2027-03-05", dateTo: "" })).toBe("When: from 5 March 2027");
    expect(whenLine({ when: "dates", dateFrom: "", dateTo: "" })).toBeUndefined();
  });

  it("gives exact dates their own length, the days of arriving and leaving both counted", () => {
    const lengthLine = (patch: Partial<ComposerAnswers>) =>
      messageFromAnswers(answers({ days: "11", ...patch }))
        .split("\n")
        .find((line) => line.startsWith("How long:"));
    expect(lengthLine({ when: "dates", dateFrom: "2027-10-08", dateTo: "2027-10-22" })).toBe("How long: 15 days");
    expect(lengthLine({ when: "dates", dateFrom: "2027-12-28", dateTo: "2028-01-09" })).toBe("How long: 13 days");
    // Without both days the answer given stands.
    expect(lengthLine({ when: "dates", dateFrom: "2027-10-08", dateTo: "" })).toBe("How long: 11 days");
    expect(lengthLine({ when: "month", month: "10", year: "2027" })).toBe("How long: 11 days");
  });

  it("counts adults and children, with the ages given for the children counted", () => {
    const whoLine = (patch: Partial<ComposerAnswers>) =>
      messageFromAnswers(answers(patch))
        .split("\n")
        .find((line) => line.startsWith("Who travels:"));
    expect(whoLine({ adults: "2", children: "1", childAges: [young] })).toBe(
      `Who travels: 2 adults and 1 child (age ${young})`,
    );
    // Ages of children no longer counted are left out; the ages wait until every child has one.
    expect(whoLine({ adults: "2", children: "1", childAges: [old, "17"] })).toBe(
      `Who travels: 2 adults and 1 child (age ${old})`,
    );
    expect(whoLine({ adults: "2", children: "2", childAges: ["6"] })).toBe("Who travels: 2 adults and 2 children");
    expect(whoLine({ adults: "2", children: "2", childAges: ["6", "x"] })).toBe("Who travels: 2 adults and 2 children");
    expect(whoLine({ adults: "2", children: "2", childAges: [] })).toBe("Who travels: 2 adults and 2 children");
    expect(whoLine({ adults: "2", children: "0", childAges: ["8"] })).toBe("Who travels: 2 adults");
  });

  it("offers a template without JavaScript: the greeting and every line's label, in the message's order", () => {
    expect(composerTemplate()).toBe(
      [
        greeting,
        "Destinations: ",
        "When: ",
        "How long: ",
        "Who travels: ",
        "Flying from: ",
        "Hotels: ",
        "Interests: ",
        "Food: ",
        "Budget per person: ",
        "Name: ",
        "Notes: ",
      ].join("\n"),
    );
    // Each answered line opens with the same label as the template's.
    const labels = composerTemplate()
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
    for (const line of messageFromAnswers(fullAnswers).split("\n").slice(1))
      expect(labels).toContain(line.slice(0, line.indexOf(":") + 1));
  });

  it("fills a sample trip's lines of the template, for its own page without JavaScript", () => {
    const lines = composerTemplate(sriLanka).split("\n");
    expect(lines).toContain('Destinations: Sri Lanka (starting from the sample trip "Sri Lanka Classic Circuit")');
    expect(lines).toContain("How long: 10 days");
    expect(lines).toContain("When: ");
  });

  it("says a sample trip's price is on request for a time after it holds", () => {
    const trip = { sampleTrip: sriLanka.title, priceValidUntil: sriLanka.priceValidUntil, destinations: ["Sri Lanka"] };
    const firstLine = (patch: Partial<ComposerAnswers>) =>
      messageFromAnswers(answers({ ...trip, ...patch }))
        .split("\n")
        .find((line) => line.startsWith("Destinations:"));
    expect(firstLine({ when: "month", month: "5", year: "2027" })).not.toContain("on request");
    expect(firstLine({ when: "month", month: "6", year: "2027" })).toBe(
      'Destinations: Sri Lanka (starting from the sample trip "Sri Lanka Classic Circuit", its price for June 2027 on request)',
    );
    expect(firstLine({ when: "dates", dateFrom: "2027-05-06", dateTo: "2027-05-20" })).toContain(
      "its price for 6 May 2027 on request",
    );
    expect(firstLine({ when: "best" })).not.toContain("on request");
  });

  it("makes a mail draft of the message, its subject naming the traveler and the countries", () => {
    expect(composerMail(fullAnswers, "the message")).toEqual({
      subject: "Trip request from Priya: Sri Lanka and Vietnam",
      body: "the message",
    });
    expect(composerMail(emptyAnswers, "x").subject).toBe("Trip request");
  });
});

describe("checking the answers before sending", () => {
  const check = (patch: Partial<ComposerAnswers>, message = "Hello") =>
    composerProblems(answers(patch), { today, message });
  const fields = (patch: Partial<ComposerAnswers>) => check(patch).map((error) => error.field);
  const valid = { destinations: ["Vietnam"], name: "Priya" };

  it("passes a full set of answers, and the least one can send", () => {
    expect(composerProblems(fullAnswers, { today, message: messageFromAnswers(fullAnswers) })).toEqual([]);
    expect(check(valid)).toEqual([]);
  });

  it("asks for a country and a name, in the order of the page, each with its own message", () => {
    expect(check({})).toEqual([
      { field: "destinations", message: "Choose at least one country." },
      { field: "name", message: "Enter your name, so we know who we are writing to." },
    ]);
    expect(fields({ ...valid, name: "   " })).toEqual(["name"]);
  });

  it("wants real dates, from today on, the day of leaving after the day of arriving", () => {
    const dates = (dateFrom: string, dateTo: string) => check({ ...valid, when: "dates", dateFrom, dateTo });
    expect(dates("2027-01-10", "2027-01-20")).toEqual([]);
    expect(dates(today, "2026-11-27")).toEqual([]);
    expect(dates("", "")).toEqual([
      { field: "dateFrom", message: "Enter the day you would like to arrive." },
      { field: "dateTo", message: "Enter the day you would like to leave." },
    ]);
    expect(dates("2027-02-30", "2027-03-04").map((error) => error.field)).toEqual(["dateFrom"]);
    expect(dates("2026-11-25", "2026-12-04")).toEqual([
      { field: "dateFrom", message: "This day has passed: choose today or a later day." },
    ]);
    expect(dates("2027-01-20", "2027-01-20")).toEqual([
      { field: "dateTo", message: "Choose a day after the day you arrive." },
    ]);
    expect(dates("2027-01-20", "2027-01-10").map((error) => error.field)).toEqual(["dateTo"]);
    // Dates are not asked for when the visitor chose a month or the best time.
    expect(check({ ...valid, when: "best", dateFrom: "2020-01-01" })).toEqual([]);
  });

  it("wants a month and a year, this month or later", () => {
    const month = (value: string, year: string) => check({ ...valid, when: "month", month: value, year });
    expect(month("11", "2026")).toEqual([]);
    expect(month("3", "2027")).toEqual([]);
    expect(month("10", "2026")).toEqual([
      { field: "month", message: "This month has passed: choose this month or a later one." },
    ]);
    // One choice gives both: the year is asked for once the month is given.
    expect(month("", "")).toEqual([{ field: "month", message: "Choose a month." }]);
    expect(month("3", "")).toEqual([{ field: "year", message: "Choose a year." }]);
  });

  it("keeps the numbers within their limits: 3 to 60 days, 1 to 20 adults, 0 to 10 children aged 0 to 17", () => {
    expect(fields({ ...valid, days: "" })).toEqual([]);
    expect(fields({ ...valid, days: "3" })).toEqual([]);
    expect(fields({ ...valid, days: "60" })).toEqual([]);
    expect(check({ ...valid, days: "2" })).toEqual([
      { field: "days", message: "Enter a number of days from 3 to 60, or leave it empty." },
    ]);
    expect(fields({ ...valid, days: "61" })).toEqual(["days"]);
    expect(fields({ ...valid, days: "7.5" })).toEqual(["days"]);
    expect(check({ ...valid, adults: "0" })).toEqual([
      { field: "adults", message: "Enter the number of adults, from 1 to 20." },
    ]);
    expect(fields({ ...valid, adults: "" })).toEqual(["adults"]);
    expect(fields({ ...valid, adults: "21" })).toEqual(["adults"]);
    expect(fields({ ...valid, children: "" })).toEqual([]);
    expect(check({ ...valid, children: "11" })).toEqual([
      { field: "children", message: "Enter the number of children, from 0 to 10." },
    ]);
    // A child is of the price's ages (the booking facts): one older counts as an adult.
    const { min, max } = composerLimits.childAge;
    expect(check({ ...valid, children: "3", childAges: ["0", "", String(max + 1)] })).toEqual([
      { field: "childAge-1", message: `Enter the age of child 2, from ${min} to ${max}.` },
      { field: "childAge-2", message: `Enter the age of child 3, from ${min} to ${max}.` },
    ]);
    expect(fields({ ...valid, children: "2", childAges: [String(max), "0"] })).toEqual([]);
  });

  it("will not send an empty message", () => {
    expect(check(valid, " \n ")).toEqual([
      { field: "message", message: "The message is empty: write it, or rewrite it from your answers." },
    ]);
  });
});

describe("a link's choices (?trip=&month=)", () => {
  const trips = [
    {
      slug: "vietnam-north-to-south",
      title: "Vietnam North to South",
      destination: "Vietnam",
      days: 14,
      priceValidUntil: "2027-04-30",
    },
    sriLanka,
  ];
  const preset = (query: string) => answersFromQuery(new URLSearchParams(query), trips, today);

  it("choose the sample trip, its country and its length", () => {
    const { tripSlug, answers: chosen } = preset("trip=sri-lanka-classic-circuit");
    expect(tripSlug).toBe("sri-lanka-classic-circuit");
    expect(chosen).toEqual({
      ...emptyAnswers,
      destinations: ["Sri Lanka"],
      days: "10",
      sampleTrip: "Sri Lanka Classic Circuit",
      priceValidUntil: "2027-05-05",
    });
  });

  it("choose the month in the year it next comes round", () => {
    expect(preset("trip=vietnam-north-to-south&month=3").answers).toMatchObject({
      destinations: ["Vietnam"],
      when: "month",
      month: "3",
      year: "2027",
    });
    expect(preset("month=11").answers).toMatchObject({ when: "month", month: "11", year: "2026" });
    expect(preset("month=12").answers).toMatchObject({ month: "12", year: "2026" });
  });

  it("ignore an unknown trip or month", () => {
    expect(preset("trip=atlantis&month=13")).toEqual({ tripSlug: "", answers: emptyAnswers });
    expect(preset("")).toEqual({ tripSlug: "", answers: emptyAnswers });
  });
});

it("today is the visitor's own date, YYYY-MM-DD", () => {
  expect(localDate(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05");
});

describe("the months offered", () => {
  it("start with this month, carry their year, and run to December of the last year given", () => {
    const months = monthChoices(today, 2028);
    expect(months[0]).toEqual({ value: "2026-11", month: 11, year: 2026, label: "November 2026" });
    expect(months[2]?.label).toBe("January 2027");
    expect(months.at(-1)?.label).toBe("December 2028");
    expect(months).toHaveLength(2 + 24);
  });

  it("offer a year ahead even when the last year given has passed (a page built long ago)", () => {
    const months = monthChoices("2029-05-02", 2028);
    expect(months[0]?.label).toBe("May 2029");
    expect(months).toHaveLength(12);
  });
});

describe("the composer's state", () => {
  const trips = [sriLanka];
  const started = composerReducer(initialComposerState(), {
    type: "start",
    today,
    query: new URLSearchParams(""),
    trips,
    arrival: "/plan",
  });

  it("clears an error as soon as its answer is right, and shows no new one before the next try", () => {
    const message = composerMessage(started);
    const tried = composerReducer(started, {
      type: "tried",
      problems: composerProblems(started.answers, { today, message }),
    });
    expect(tried.problems.map((problem) => problem.field)).toEqual(["destinations", "name"]);
    const named = composerReducer(tried, { type: "answer", patch: { name: "Meera" } });
    expect(named.problems.map((problem) => problem.field)).toEqual(["destinations"]);
    // Another answer made wrong (no adults) waits for the next try.
    const noAdults = composerReducer(named, { type: "answer", patch: { adults: "0" } });
    expect(noAdults.problems.map((problem) => problem.field)).toEqual(["destinations"]);
    const chosen = composerReducer(noAdults, { type: "trip", trip: trips[0] });
    expect(chosen.problems).toEqual([]);
    expect(chosen.answers).toMatchObject({
      destinations: ["Sri Lanka"],
      days: "10",
      sampleTrip: "Sri Lanka Classic Circuit",
      priceValidUntil: "2027-05-05",
    });
  });

  it("keeps the visitor's own text until they ask for the answers' message again", () => {
    const edited = composerReducer(started, { type: "edit", text: "My own words" });
    expect(composerMessage(composerReducer(edited, { type: "answer", patch: { name: "Ravi" } }))).toBe("My own words");
    expect(composerMessage(composerReducer(edited, { type: "rewrite" }))).toBe(messageFromAnswers(emptyAnswers));
    expect(composerMessage(initialComposerState("Typed before the script"))).toBe("Typed before the script");
  });

  it("keeps the answers for the visit, and applies an address's choices only on a new arrival at it", () => {
    const arrival = "/plan/sri-lanka-classic-circuit?month=3";
    const start = (kept: unknown, at = arrival) =>
      composerReducer(initialComposerState(), {
        type: "start",
        today,
        query: new URLSearchParams("trip=sri-lanka-classic-circuit&month=3"),
        trips,
        arrival: at,
        kept,
      });
    const first = start(undefined);
    expect(first.answers).toMatchObject({ sampleTrip: sriLanka.title, month: "3", year: "2027" });
    const answered = composerReducer(first, { type: "answer", patch: { month: "4", name: "Meera", children: "1" } });
    const kept = JSON.parse(JSON.stringify(keptComposer(answered)));
    // Back, Forward or a reload at the same address: everything as it was.
    expect(start(kept).answers).toEqual(answered.answers);
    expect(start(kept).tripSlug).toBe(sriLanka.slug);
    // A link followed again: its month, and every other answer kept.
    expect(start(kept, "/plan/sri-lanka-classic-circuit?month=3&again").answers).toMatchObject({
      month: "3",
      name: "Meera",
      children: "1",
    });
    // Whatever was kept, only answers of the right kind come back.
    expect(start({ answers: { name: 7, when: "soon", interests: ["food", 3] } }).answers).toMatchObject({
      name: "",
      when: "month",
      interests: [],
    });
    expect(start("not an object").answers.name).toBe("");
  });
});
