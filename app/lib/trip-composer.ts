import { destinationCountries } from "#app/data/destinations.ts";
import { composerLimits, composerQuestions, type ComposerOption } from "#app/data/page-copy/plan.ts";
import { composerWords as words } from "#app/data/prefilled-messages/plan.ts";
import type { MailDraft } from "#app/data/prefilled-messages/site.ts";
import { monthNames } from "#app/lib/content/months.ts";
import { calendarDay, formatDays, formatDisplayDate } from "#app/utils/dates.ts";
import { localDate } from "#app/utils/local-date.ts";
import type * as ComposerChecksModule from "./trip-composer-checks";
import { wholeNumber, within } from "#app/utils/whole-number.ts";

/** The trip composer's logic, without React (docs/decisions/147-trip-composer.md). */

type Questions = typeof composerQuestions;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** The answers as the inputs give them ("" when empty): kept as typed, checked only on sending. */
export type ComposerAnswers = Intersection<Questions[keyof Questions]["empty"]>;
export type WhenMode = ComposerAnswers["when"];

export const emptyAnswers = Object.assign(
  {},
  ...Object.values(composerQuestions).map((question) => question.empty),
) as ComposerAnswers;

type TextAnswer = {
  [Key in keyof ComposerAnswers]: ComposerAnswers[Key] extends string ? Key : never;
}[keyof ComposerAnswers];

/** Each line of the message, in order: a question's own, then its fields' (the name, the notes). */
const lines = Object.entries(composerQuestions).flatMap(([key, question]) => [
  ...("line" in question ? [{ key, label: question.line }] : []),
  ...Object.entries("fields" in question ? question.fields : {}).flatMap(
    ([field, { line }]: [string, { line?: string }]) => (line ? [{ key: field, label: line }] : []),
  ),
]);

/** The message's labels, in order ("Destinations", "When"...): what the template offers to fill in. */
export const messageLabels = lines.map((line) => line.label);

/** A choice question's chosen options' words, in the order of the page. */
function choiceText(answer: string | readonly string[], options: readonly ComposerOption[]) {
  const ids = [answer].flat();
  return options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.message)
    .join(", ");
}

function whenText(answers: ComposerAnswers): string {
  if (answers.when === "best") return words.bestTime;
  if (answers.when === "month") {
    const month = wholeNumber(answers.month);
    const monthName = within(month, { min: 1, max: 12 }) ? monthNames[month - 1] : undefined;
    return [monthName, answers.year.trim()].filter(Boolean).join(" ");
  }
  const from = formatDisplayDate(answers.dateFrom);
  const to = formatDisplayDate(answers.dateTo);
  if (from && to) return formatDays(answers.dateFrom.trim(), answers.dateTo.trim());
  if (from) return words.dateFrom(from);
  return to ? words.dateTo(to) : "";
}

/** The first day the visitor would travel, YYYY-MM-DD: the month's first day, or the day of arriving. */
function firstDay(answers: ComposerAnswers): string | undefined {
  if (answers.when === "dates") return calendarDay(answers.dateFrom) ? answers.dateFrom.trim() : undefined;
  const month = wholeNumber(answers.month);
  const year = wholeNumber(answers.year);
  if (answers.when !== "month" || !within(month, { min: 1, max: 12 }) || year === undefined) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

function destinationsText(answers: ComposerAnswers): string {
  const from = firstDay(answers);
  // A month or a day after the sample trip's price is valid: that price is on request.
  const onRequest = answers.priceValidUntil !== undefined && from !== undefined && from > answers.priceValidUntil;
  const time = answers.when === "month" ? whenText(answers) : formatDisplayDate(from ?? "");
  const priceNote = onRequest && time ? words.priceOnRequest(time) : "";
  const sample = answers.sampleTrip ? `${words.sampleTrip(answers.sampleTrip)}${priceNote}` : "";
  // In the site's order of destinations, whatever the order they were ticked in.
  const order = (name: string) => destinationCountries.indexOf(name);
  const countries = [...answers.destinations].sort((a, b) => order(a) - order(b)).join(", ");
  if (countries && sample) return `${countries} (${sample})`;
  return countries || sample;
}

/** The children asked for are of the child price's ages or younger (booking facts); their ages once each has one. */
function travelersText(answers: ComposerAnswers): string {
  const adults = wholeNumber(answers.adults);
  const count = wholeNumber(answers.children);
  const children = within(count, composerLimits.children) ? count : 0;
  // The ages are said once every child counted has one: "(age 6)" for two children would mislead.
  const ages = answers.childAges
    .slice(0, children)
    .map(wholeNumber)
    .filter((age) => within(age, composerLimits.childAge));
  const parts = [
    ...(adults !== undefined && adults > 0 ? [words.adults(adults)] : []),
    ...(children > 0
      ? [ages.length === children ? `${words.children(children)} ${words.ages(ages)}` : words.children(children)]
      : []),
  ];
  return parts.join(" and ");
}

const dayLength = 86_400_000;

/** "How long": the exact dates' own length (the days of arriving and leaving both count), else the answer. */
function lengthText(answers: ComposerAnswers): string {
  const from = calendarDay(answers.dateFrom);
  const to = calendarDay(answers.dateTo);
  if (answers.when === "dates" && from && to) {
    const days =
      (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / dayLength + 1;
    return days > 1 ? words.days(days) : "";
  }
  const days = wholeNumber(answers.days);
  return days !== undefined && days > 0 ? words.days(days) : "";
}

/** Each line's text ("" when unanswered): the written ones, a choice's words, else a field's answer. */
function lineTexts(answers: ComposerAnswers): Record<string, string> {
  const written: Record<string, string> = {
    destinations: destinationsText(answers),
    when: whenText(answers),
    length: lengthText(answers),
    travelers: travelersText(answers),
  };
  return Object.fromEntries(
    lines.map(({ key }) => {
      const question = composerQuestions[key as keyof Questions];
      const answer = answers[key as keyof ComposerAnswers];
      if (key in written) return [key, written[key] ?? ""];
      if (question && "options" in question) return [key, choiceText(answer as string, question.options)];
      return [key, String(answer).trim()];
    }),
  );
}

/** The chat message: the greeting, then one line per answered question ("When: March 2027"). */
export function messageFromAnswers(answers: ComposerAnswers): string {
  const texts = lineTexts(answers);
  return [words.greeting, ...lines.flatMap(({ key, label }) => (texts[key] ? [`${label}: ${texts[key]}`] : []))].join(
    "\n",
  );
}

/** The greeting and every line's label, for a visitor without JavaScript to fill in; a sample trip's lines filled. */
export function composerTemplate(trip?: SampleTripChoice): string {
  const answers = { ...emptyAnswers, ...(trip ? tripAnswers(trip) : {}) };
  const filled: Record<string, string> = trip
    ? { destinations: destinationsText(answers), length: lengthText(answers) }
    : {};
  return [words.greeting, ...lines.map(({ key, label }) => `${label}: ${filled[key] ?? ""}`)].join("\n");
}

export function composerMail(answers: ComposerAnswers, message: string): MailDraft {
  return { subject: words.mailSubject(answers.name.trim(), answers.destinations), body: message };
}

/** A control an error can be about: an answer's, a child's age, or the message. */
export type ComposerField = TextAnswer | "destinations" | `childAge-${number}` | "message";

export interface FieldError {
  field: ComposerField;
  message: string;
}

export { localDate };

// The checks (zod, trip-composer-checks.ts) load on the visitor's first touch of the composer, so
// that /plan's scripts stay within their byte budget.
type ComposerChecks = typeof ComposerChecksModule;
let checks: ComposerChecks | undefined;
let loading: Promise<void> | undefined;

export function loadComposerChecks(): Promise<void> {
  loading ??= import("./trip-composer-checks").then((module) => {
    checks = module;
  });
  return loading;
}

export function composerChecksLoaded(): boolean {
  return checks !== undefined;
}

/** One error per field, in the order of the page. Needs the checks loaded. */
export function composerProblems(answers: ComposerAnswers, options: { today: string; message: string }): FieldError[] {
  if (!checks) throw new Error("The trip composer's checks are not loaded yet (loadComposerChecks).");
  // In the order of the page: the answers' own, the message last.
  return checks.answerProblems(answers, { ...options, order: [...Object.keys(emptyAnswers), "message"] });
}

export interface SampleTripChoice {
  slug: string;
  title: string;
  destination: string;
  days: number;
  /** YYYY-MM-DD. */
  priceValidUntil: string;
}

/** What choosing a sample trip answers: its country, its length, itself. */
function tripAnswers(trip: SampleTripChoice) {
  return {
    destinations: [trip.destination],
    days: String(trip.days),
    sampleTrip: trip.title,
    priceValidUntil: trip.priceValidUntil,
  };
}

/**
 * What /plan?trip=<slug>&month=<1-12> chooses: the sample trip, its country and length, and the
 * month in the year it next comes round. An unknown trip or month is ignored.
 */
export function answersFromQuery(
  query: URLSearchParams,
  trips: readonly SampleTripChoice[],
  today: string,
  answers: ComposerAnswers = emptyAnswers,
): { tripSlug: string; answers: ComposerAnswers } {
  const trip = trips.find((candidate) => candidate.slug === query.get("trip"));
  const month = wholeNumber(query.get("month") ?? "");
  const [year = 0, thisMonth = 1] = today.split("-").map(Number);
  return {
    tripSlug: trip?.slug ?? "",
    answers: {
      ...answers,
      ...(trip ? tripAnswers(trip) : {}),
      ...(within(month, { min: 1, max: 12 })
        ? { when: "month", month: String(month), year: String(month >= thisMonth ? year : year + 1) }
        : {}),
    },
  };
}

/** The months from `today`'s through December of `lastYear`, and always the next twelve ("2027-3", "March 2027"). */
export function monthChoices(today: string, lastYear: number) {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const total = Math.max((lastYear - year) * 12 + 13 - month, 12);
  return Array.from({ length: total }, (_, offset) => {
    const index = month - 1 + offset;
    const chosen = { month: (index % 12) + 1, year: year + Math.floor(index / 12) };
    return {
      ...chosen,
      value: `${chosen.year}-${chosen.month}`,
      label: `${monthNames[chosen.month - 1]} ${chosen.year}`,
    };
  });
}

interface ComposerState {
  answers: ComposerAnswers;
  tripSlug: string;
  /** The visitor's own text, once they have edited the message (or typed it before the script ran). */
  ownText: string | undefined;
  /** The errors shown, each cleared as soon as its answer is right. */
  problems: readonly FieldError[];
  /** The tries to send, so that the same errors are said again on the next try. */
  attempt: number;
  /** YYYY-MM-DD, known once the page's script runs. */
  today: string | undefined;
  /** The address the composer was opened at ("/plan/<trip>?month=3"): its choices are applied once. */
  arrival: string;
}

/** What the composer keeps for the visit (docs/decisions/170-the-composer-keeps-its-answers-for-the-visit.md). */
export function keptComposer({ answers, tripSlug, ownText, arrival }: ComposerState) {
  return { answers, tripSlug, ownText, arrival };
}

const isText = (value: unknown): value is string => typeof value === "string";

/** What was kept, read back: each answer of the right kind, else its empty answer. */
function restoreKept(value: unknown) {
  const kept = Object(value) as Record<string, unknown>;
  const given = Object(kept.answers) as Record<string, unknown>;
  const answers = Object.fromEntries(
    Object.entries(emptyAnswers).map(([key, empty]) => {
      const answer = given[key];
      const fits = Array.isArray(empty) ? Array.isArray(answer) && answer.every(isText) : isText(answer);
      return [key, fits ? answer : empty];
    }),
  ) as ComposerAnswers;
  const text = (field: unknown) => (isText(field) ? field : "");
  return {
    answers,
    tripSlug: text(kept.tripSlug),
    ownText: isText(kept.ownText) ? kept.ownText : undefined,
    arrival: text(kept.arrival),
  };
}

type ComposerAction =
  /**
   * The page's script has taken over: the visitor's date, the answers kept for the visit, and a
   * link's choices (?trip=&month=) unless they were applied on an earlier arrival at this address.
   */
  | {
      type: "start";
      today: string;
      query: URLSearchParams;
      trips: readonly SampleTripChoice[];
      arrival: string;
      kept?: unknown;
    }
  | { type: "answer"; patch: Partial<ComposerAnswers> }
  /** A sample trip chosen (its country added, its length when none is given), or none. */
  | { type: "trip"; trip: SampleTripChoice | undefined }
  | { type: "edit"; text: string }
  | { type: "rewrite" }
  | { type: "tried"; problems: readonly FieldError[] };

export function initialComposerState(typedBeforeScript?: string): ComposerState {
  return {
    answers: emptyAnswers,
    tripSlug: "",
    ownText: typedBeforeScript,
    problems: [],
    attempt: 0,
    today: undefined,
    arrival: "",
  };
}

export function composerMessage(state: ComposerState): string {
  return state.ownText ?? messageFromAnswers(state.answers);
}

function composerStep(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case "start": {
      const { today, arrival } = action;
      // Once: a second start (React's development double effects) changes nothing.
      if (state.today !== undefined) return state;
      if (action.kept === undefined) {
        const preset = answersFromQuery(action.query, action.trips, today, state.answers);
        return { ...state, ...preset, today, arrival };
      }
      const kept = restoreKept(action.kept);
      // Typed before the script ran, unless it is the kept message the browser put back.
      const typed = state.ownText !== undefined && state.ownText !== composerMessage({ ...state, ...kept });
      const restored = { ...state, ...kept, ownText: typed ? state.ownText : kept.ownText, today, arrival };
      if (kept.arrival === arrival) return restored;
      const preset = answersFromQuery(action.query, action.trips, today, restored.answers);
      return { ...restored, answers: preset.answers, tripSlug: preset.tripSlug || restored.tripSlug };
    }
    case "answer":
      return { ...state, answers: { ...state.answers, ...action.patch } };
    case "trip": {
      const { trip } = action;
      if (!trip)
        return {
          ...state,
          answers: { ...state.answers, sampleTrip: undefined, priceValidUntil: undefined },
          tripSlug: "",
        };
      const { answers } = state;
      return {
        ...state,
        tripSlug: trip.slug,
        answers: {
          ...answers,
          sampleTrip: trip.title,
          priceValidUntil: trip.priceValidUntil,
          destinations: answers.destinations.includes(trip.destination)
            ? answers.destinations
            : [...answers.destinations, trip.destination],
          days: answers.days.trim() === "" ? String(trip.days) : answers.days,
        },
      };
    }
    case "edit":
      return { ...state, ownText: action.text };
    case "rewrite":
      return { ...state, ownText: undefined };
    case "tried":
      return { ...state, problems: action.problems, attempt: state.attempt + 1 };
  }
}

/** After any change the errors shown are checked again: a corrected one goes, no new one appears. */
export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  const next = composerStep(state, action);
  if (action.type === "tried" || next.problems.length === 0) return next;
  const shown = new Set(next.problems.map((problem) => problem.field));
  const problems = composerProblems(next.answers, {
    today: next.today ?? localDate(),
    message: composerMessage(next),
  }).filter((problem) => shown.has(problem.field));
  return { ...next, problems };
}
