import { destinationCountries } from "~/data/destinations";
import {
  budgetOptions,
  hotelOptions,
  interestOptions,
  planCopy,
  planLimits,
  type PlanOption,
} from "~/data/page-copy/plan";
import { tripRequestWords as words } from "~/data/prefilled-messages/plan";
import type { MailDraft } from "~/data/prefilled-messages/site";
import { monthNames } from "~/lib/content/months";
import { calendarDay, formatDisplayDate } from "~/utils/dates";

/**
 * The trip composer's logic, without React: the visitor's answers written as a chat message (one
 * line per answered question), the empty template of that message, its mail draft, and the checks
 * made before sending. Used by /plan only (app/components/plan/) and by its tests.
 */

/** How the visitor says when: exact dates, a month, or "tell me the best time". */
export type WhenMode = "dates" | "month" | "best";

/**
 * The answers as the controls hold them: text, as inputs give it ("" when empty), so that what
 * the visitor typed is kept as typed and checked only when they send.
 */
export interface TripAnswers {
  destinations: readonly string[];
  /** The title of the sample trip to start from, when one is chosen. */
  sampleTrip?: string;
  when: WhenMode;
  /** YYYY-MM-DD, as a date input gives it. */
  dateFrom: string;
  dateTo: string;
  /** "1" (January) to "12". */
  month: string;
  year: string;
  days: string;
  adults: string;
  children: string;
  /** One per child, in order; only the first `children` count. */
  childAges: readonly string[];
  /** Option ids of app/data/page-copy/plan.ts. */
  hotel: string;
  interests: readonly string[];
  budget: string;
  name: string;
  notes: string;
}

export const emptyAnswers: TripAnswers = {
  destinations: [],
  when: "best",
  dateFrom: "",
  dateTo: "",
  month: "",
  year: "",
  days: "",
  adults: "2",
  children: "0",
  childAges: [],
  hotel: "",
  interests: [],
  budget: "",
  name: "",
  notes: "",
};

/** A whole number written as digits, or undefined. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : undefined;
}

function within(value: number | undefined, { min, max }: { min: number; max: number }): value is number {
  return value !== undefined && value >= min && value <= max;
}

/** The number of children counted (0 when the field is empty or not a number in range). */
function childCount(answers: TripAnswers): number {
  const count = wholeNumber(answers.children);
  return within(count, planLimits.children) ? count : 0;
}

/** The chosen options' words, in the order of the page. */
function optionMessages(options: readonly PlanOption[], ids: readonly string[]): string[] {
  return options.filter((option) => ids.includes(option.id)).map((option) => option.message);
}

function whenText(answers: TripAnswers): string {
  if (answers.when === "best") return words.bestTime;
  if (answers.when === "month") {
    const month = wholeNumber(answers.month);
    const monthName = within(month, { min: 1, max: 12 }) ? monthNames[month - 1] : undefined;
    return [monthName, answers.year.trim()].filter(Boolean).join(" ");
  }
  const from = formatDisplayDate(answers.dateFrom);
  const to = formatDisplayDate(answers.dateTo);
  if (from && to) return words.dateRange(from, to);
  if (from) return words.dateFrom(from);
  return to ? words.dateTo(to) : "";
}

function destinationsText(answers: TripAnswers): string {
  const sample = answers.sampleTrip ? words.sampleTrip(answers.sampleTrip) : "";
  // In the site's order of destinations, whatever the order they were ticked in.
  const order = (name: string) => destinationCountries.indexOf(name);
  const countries = [...answers.destinations].sort((a, b) => order(a) - order(b)).join(", ");
  if (countries && sample) return `${countries} (${sample})`;
  return countries || sample;
}

function travelersText(answers: TripAnswers): string {
  const adults = wholeNumber(answers.adults);
  const children = childCount(answers);
  // The ages are said once every child counted has one: "(age 6)" for two children would mislead.
  const ages = answers.childAges
    .slice(0, children)
    .map(wholeNumber)
    .filter((age) => within(age, planLimits.childAge));
  const parts = [
    ...(adults !== undefined && adults > 0 ? [words.adults(adults)] : []),
    ...(children > 0
      ? [ages.length === children ? `${words.children(children)} ${words.ages(ages)}` : words.children(children)]
      : []),
  ];
  return parts.join(" and ");
}

/** The answered questions, each as [label, text], in the order of the message. */
function answeredLines(answers: TripAnswers): [string, string][] {
  const days = wholeNumber(answers.days);
  const lines: [string, string][] = [
    [words.labels.destinations, destinationsText(answers)],
    [words.labels.when, whenText(answers)],
    [words.labels.length, days !== undefined && days > 0 ? words.days(days) : ""],
    [words.labels.travelers, travelersText(answers)],
    [words.labels.hotels, optionMessages(hotelOptions, [answers.hotel]).join("")],
    [words.labels.interests, optionMessages(interestOptions, answers.interests).join(", ")],
    [words.labels.budget, optionMessages(budgetOptions, [answers.budget]).join("")],
    [words.labels.name, answers.name.trim()],
    [words.labels.notes, answers.notes.trim()],
  ];
  return lines.filter(([, text]) => text !== "");
}

/**
 * The chat message: the greeting, then one line per answered question ("When: March 2027"); a
 * question left unanswered has no line.
 */
export function composeTripRequest(answers: TripAnswers): string {
  return [words.greeting, ...answeredLines(answers).map(([label, text]) => `${label}: ${text}`)].join("\n");
}

/**
 * The message with nothing answered: the greeting and every line's label, for a visitor without
 * JavaScript to fill in (the questions cannot write into it without a script).
 */
export function tripRequestTemplate(): string {
  return [words.greeting, ...Object.values(words.labels).map((label) => `${label}: `)].join("\n");
}

/** The same message as a mail draft, its subject naming the request, the traveler and the countries. */
export function tripRequestMail(answers: TripAnswers, message: string): MailDraft {
  return { subject: words.mailSubject(answers.name.trim(), answers.destinations), body: message };
}

/** The questions' fields that a check can find wrong, in the order of the page. */
export type TripRequestField =
  | "destinations"
  | "dateFrom"
  | "dateTo"
  | "month"
  | "year"
  | "days"
  | "adults"
  | "children"
  | `childAge-${number}`
  | "name"
  | "message";

export interface FieldError {
  field: TripRequestField;
  message: string;
}

/** Today's date in the visitor's own time zone, YYYY-MM-DD. */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What stands in the way of sending, one error per field, in the order of the page (the first is
 * where the visitor is taken). `today` is the visitor's date (YYYY-MM-DD, localDate()); `message`
 * the text about to be sent.
 */
export function validateTripRequest(
  answers: TripAnswers,
  { today, message }: { today: string; message: string },
): FieldError[] {
  const errors: FieldError[] = [];
  const { errors: text } = planCopy;
  const add = (field: TripRequestField, error: string) => errors.push({ field, message: error });

  if (answers.destinations.length === 0) add("destinations", text.destinations);

  if (answers.when === "dates") {
    const from = calendarDay(answers.dateFrom) ? answers.dateFrom.trim() : undefined;
    const to = calendarDay(answers.dateTo) ? answers.dateTo.trim() : undefined;
    // YYYY-MM-DD strings compare as the days they name.
    if (!from) add("dateFrom", text.dateFromMissing);
    else if (from < today) add("dateFrom", text.dateFromPast);
    if (!to) add("dateTo", text.dateToMissing);
    else if (from && to <= from) add("dateTo", text.dateToBeforeFrom);
    else if (!from && to < today) add("dateTo", text.dateFromPast);
  }

  if (answers.when === "month") {
    const month = wholeNumber(answers.month);
    const year = wholeNumber(answers.year);
    if (!within(month, { min: 1, max: 12 })) add("month", text.month);
    else if (year !== undefined && `${year}-${String(month).padStart(2, "0")}` < today.slice(0, 7))
      add("month", text.monthPast);
    if (year === undefined || year < 1000) add("year", text.year);
  }

  if (answers.days.trim() !== "" && !within(wholeNumber(answers.days), planLimits.days)) add("days", text.days);
  if (!within(wholeNumber(answers.adults), planLimits.adults)) add("adults", text.adults);
  const children = wholeNumber(answers.children.trim() === "" ? "0" : answers.children);
  if (!within(children, planLimits.children)) add("children", text.children);
  else
    for (let index = 0; index < children; index += 1)
      if (!within(wholeNumber(answers.childAges[index] ?? ""), planLimits.childAge))
        add(`childAge-${index}`, text.childAge(index + 1));

  if (answers.name.trim() === "") add("name", text.name);
  if (message.trim() === "") add("message", text.message);
  return errors;
}

/** A sample trip the visitor may start from (the route reads them from content/trips when the site builds). */
export interface SampleTripChoice {
  slug: string;
  title: string;
  destination: string;
  days: number;
}

/**
 * What a link such as /plan?trip=<slug>&month=<1-12> chooses (the trip pages link so): the sample
 * trip, its country and length, and the month, in the year it next comes round from `today`
 * (YYYY-MM-DD). An unknown trip or month is ignored.
 */
export function answersFromQuery(
  query: URLSearchParams,
  trips: readonly SampleTripChoice[],
  today: string,
  answers: TripAnswers = emptyAnswers,
): { tripSlug: string; answers: TripAnswers } {
  const trip = trips.find((candidate) => candidate.slug === query.get("trip"));
  const month = wholeNumber(query.get("month") ?? "");
  const [year = 0, thisMonth = 1] = today.split("-").map(Number);
  return {
    tripSlug: trip?.slug ?? "",
    answers: {
      ...answers,
      ...(trip ? { destinations: [trip.destination], days: String(trip.days) } : {}),
      ...(within(month, { min: 1, max: 12 })
        ? { when: "month", month: String(month), year: String(month >= thisMonth ? year : year + 1) }
        : {}),
    },
  };
}
