import { booking } from "#app/data/booking.ts";
import { destinationCountries } from "#app/data/destinations.ts";
import { site } from "#app/data/site.ts";
import { joinList } from "#app/utils/list.ts";
import { formatRupees, indianDigits } from "#app/utils/money.ts";
import type { PageCopy } from "./page-copy";

/** Every word of the trip composer (/plan); the message's own words are in prefilled-messages/plan.ts. */
export const planPage = {
  title: "Plan Your Trip",
  description: `Tell ${site.brandName} where, when and how you'd like to travel in ${joinList(destinationCountries, "or")}: your answers become a ready ${site.chat.appName} message or e-mail to our specialists. Nothing is stored.`,
  heading: "Plan Your Trip",
  eyebrow: "Trip composer",
  lead: "Answer what you know and skip what you don't. We turn your answers into a message to our specialists; you read it, change it if you like, and send it yourself.",
} as const satisfies PageCopy;

/** A choice of a question: its label on the page and its words in the message. */
export interface ComposerOption {
  id: string;
  label: string;
  message: string;
}

const rupees = formatRupees;
/** "INR 1,00,000-2,00,000". */
const band = (from: number, to: number) => `${rupees(from)}-${indianDigits(to)}`;

const hotelOptions: readonly ComposerOption[] = [
  { id: "3-star", label: "3-star, comfortable", message: "3-star, comfortable" },
  { id: "4-star", label: "4-star and boutique", message: "4-star and boutique" },
  { id: "5-star", label: "5-star and luxury", message: "5-star and luxury" },
  { id: "mix", label: "A mix, or not sure", message: "a mix, or not sure yet" },
];

const interestOptions: readonly ComposerOption[] = [
  { id: "food", label: "Food", message: "food" },
  { id: "culture", label: "Culture and history", message: "culture and history" },
  { id: "nature", label: "Nature and wildlife", message: "nature and wildlife" },
  { id: "beaches", label: "Beaches", message: "beaches" },
  { id: "adventure", label: "Adventure", message: "adventure" },
  { id: "wellness", label: "Wellness", message: "wellness" },
  { id: "shopping", label: "Shopping", message: "shopping" },
  { id: "family", label: "Family-friendly", message: "family-friendly" },
];

/** Dietary needs the kitchens and the guides plan meals around. */
const dietaryOptions: readonly ComposerOption[] = [
  { id: "vegetarian", label: "Vegetarian", message: "vegetarian" },
  { id: "vegan", label: "Vegan", message: "vegan" },
  { id: "jain", label: "Jain", message: "Jain" },
  { id: "halal", label: "Halal", message: "halal" },
  { id: "no-beef", label: "No beef", message: "no beef" },
  { id: "no-pork", label: "No pork", message: "no pork" },
  { id: "gluten-free", label: "Gluten-free", message: "gluten-free" },
];

/** Budget bands per person, in Indian rupees, international flights excluded. */
const budgetOptions: readonly ComposerOption[] = [
  { id: "under-1l", label: `Under ${rupees(100_000)}`, message: `under ${rupees(100_000)}` },
  { id: "1l-2l", label: band(100_000, 200_000), message: band(100_000, 200_000) },
  { id: "2l-3.5l", label: band(200_000, 350_000), message: band(200_000, 350_000) },
  { id: "3.5l-5l", label: band(350_000, 500_000), message: band(350_000, 500_000) },
  { id: "over-5l", label: `Over ${rupees(500_000)}`, message: `over ${rupees(500_000)}` },
  { id: "unsure", label: "Not sure yet", message: "not sure yet, please advise" },
];

/** The children's ages the price counts (booking facts): older travelers count as adults. */
const childAges = booking.childAges;

/** The limits the questions ask for, shown in the hints and checked before sending. */
export const composerLimits = {
  days: { min: 3, max: 60 },
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  childAge: { min: 0, max: childAges.to },
} as const;

const { days, adults, children, childAge } = composerLimits;
const number = { type: "number", inputMode: "numeric" } as const;

/**
 * Every question of the composer, in the order of the page and of the message: its legend and
 * hint, the label of its line in the message (`line`), its answers as they start (`empty`), and
 * its options or typed fields (a field with a `line` has a line of its own).
 */
export const composerQuestions = {
  destinations: {
    legend: "Where would you like to go?",
    hint: "Choose one or more countries.",
    line: "Destinations",
    /** The title of the sample trip chosen, and the last day its price holds (YYYY-MM-DD). */
    empty: {
      destinations: [] as readonly string[],
      sampleTrip: undefined as string | undefined,
      priceValidUntil: undefined as string | undefined,
    },
    sampleTrip: "Start from a sample trip (optional)",
    sampleTripHint: "One of our sample trips, to tailor: its country and length are chosen with it.",
    noSampleTrip: "No, from scratch",
  },
  when: {
    legend: "When would you like to travel?",
    line: "When",
    /** Dates YYYY-MM-DD; the month "1" (January) to "12". */
    empty: { when: "best" as "dates" | "month" | "best", dateFrom: "", dateTo: "", month: "", year: "" },
    modes: { dates: "Exact dates", month: "A month", best: "Tell me the best time" },
    from: "Arriving",
    to: "Leaving",
    month: "Month",
    chooseMonth: "Choose a month",
    bestHint: "We'll suggest the best months for the places you choose.",
  },
  length: {
    legend: "How long?",
    line: "How long",
    empty: { days: "" },
    fields: {
      days: {
        label: "Number of days",
        hint: `From ${days.min} to ${days.max} days. Not sure? Leave it empty and we'll suggest a length.`,
        input: { ...number, ...days },
        className: "max-w-xs",
      },
    },
  },
  travelers: {
    legend: "Who is traveling?",
    line: "Who travels",
    /** Only the first `children` ages count. */
    empty: { adults: "2", children: "0", childAges: [] as readonly string[] },
    fields: {
      adults: {
        label: "Adults",
        hint: `${childAge.max + 1} and over, as the price counts them, up to ${adults.max}.`,
        input: { ...number, ...adults },
      },
      children: {
        label: "Children",
        hint: `Under ${childAge.max + 1}, up to ${children.max}: ${childAges.from} to ${childAge.max} pay the child price, under ${childAges.from} on request.`,
        input: { ...number, ...children },
      },
    },
    childAge: (number: number) => `Age of child ${number}`,
    childAgesHint: `Their age when you travel, ${childAge.min} to ${childAge.max} (0 for a baby).`,
  },
  departure: {
    legend: "Where will you fly from?",
    empty: { departure: "" },
    fields: {
      departure: {
        label: "City you fly from",
        hint: "Such as Mumbai, Delhi or Bengaluru: it decides the flights and the best first stop.",
        line: "Flying from",
        input: { autoComplete: "address-level2" },
        className: "max-w-xl",
      },
    },
  },
  /** Option ids of the lists above: one answer (radio buttons) for a text, any (checkboxes) for a list. */
  hotel: { legend: "Which hotels suit you?", line: "Hotels", empty: { hotel: "" }, options: hotelOptions },
  interests: {
    legend: "What would you like to do?",
    hint: "Choose any.",
    line: "Interests",
    empty: { interests: [] as readonly string[] },
    options: interestOptions,
  },
  dietary: {
    legend: "Any dietary needs?",
    hint: "Choose any; an allergy or anything else goes in your notes below.",
    line: "Food",
    empty: { dietary: [] as readonly string[] },
    options: dietaryOptions,
  },
  budget: {
    legend: "Budget per person",
    hint: "In Indian rupees, without international flights.",
    line: "Budget per person",
    empty: { budget: "" },
    options: budgetOptions,
  },
  about: {
    legend: "About you",
    empty: { name: "", notes: "" },
    fields: {
      name: {
        label: "Your name",
        line: "Name",
        input: { autoComplete: "name", "aria-required": "true" },
        className: "max-w-xl",
      },
      notes: {
        label: "Anything else? (optional)",
        hint: "An anniversary, a food allergy, a place you have always wanted to see…",
        line: "Notes",
        input: { rows: 3 },
      },
    },
  },
};

export const composerCopy = {
  questions: {
    heading: "Your trip, question by question",
    intro: "Only a country and your name are needed; every other answer helps us suggest the right plan sooner.",
    /** Before the page's script runs: the questions wait, disabled. */
    waiting: "The questions open as soon as the page has loaded.",
    /** Without JavaScript (the questions are not shown): the message is the form. */
    withoutScript:
      "The questions need JavaScript, which is off in this browser. Write your answers in the message instead: each question has its line there.",
    toMessage: "Go to the message",
  },
  message: {
    heading: "Your message",
    hint: "Written from your answers as you go. Change anything you like before you send it.",
    /** Without JavaScript: the message is a template to fill in. */
    hintWithoutScript: "Write your answer after each label, then send the message.",
    edited: "You've changed the message yourself, so your answers no longer rewrite it.",
    rewrite: "Rewrite from my answers",
    send: `Send on ${site.chat.appName}`,
    opensTab: `(opens ${site.chat.appName} in a new tab)`,
    mail: "Or send it by e-mail",
    contact: "Prefer a form?",
    contactLink: "Use our contact form",
    privacy: "Nothing is stored on our side: the message goes only where you send it.",
  },
  errors: {
    summary: (count: number) => `Please check ${count === 1 ? "one answer" : `${count} answers`} before sending:`,
    destinations: "Choose at least one country.",
    dateFromMissing: "Enter the day you would like to arrive.",
    dateFromPast: "This day has passed: choose today or a later day.",
    dateToMissing: "Enter the day you would like to leave.",
    dateToBeforeFrom: "Choose a day after the day you arrive.",
    month: "Choose a month.",
    year: "Choose a year.",
    monthPast: "This month has passed: choose this month or a later one.",
    days: `Enter a number of days from ${days.min} to ${days.max}, or leave it empty.`,
    adults: `Enter the number of adults, from ${adults.min} to ${adults.max}.`,
    children: `Enter the number of children, from ${children.min} to ${children.max}.`,
    childAge: (number: number) => `Enter the age of child ${number}, from ${childAge.min} to ${childAge.max}.`,
    name: "Enter your name, so we know who we are writing to.",
    message: "The message is empty: write it, or rewrite it from your answers.",
  },
} as const;
