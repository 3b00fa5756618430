import { joinList } from "#app/utils/list.ts";

/** The sample trips' fixed scales (journeys, pace, beds, meals) and their pages' words. */

export const travelModes = ["road", "rail", "domestic flight", "ferry", "boat"] as const;
export type TravelMode = (typeof travelModes)[number];

const modeWords: Record<TravelMode, string> = {
  road: "By road",
  rail: "By train",
  "domestic flight": "Domestic flight",
  ferry: "By ferry",
  boat: "By boat",
};

/** "3 h 30 min", "45 min", "2 h": a journey's usual time. */
function journeyTime(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return [whole > 0 ? `${whole} h` : "", minutes > 0 ? `${minutes} min` : ""].filter(Boolean).join(" ");
}

/** "By train, about 6 h 30 min: Kandy to Ella". */
export function journeyLine(travel: { by: TravelMode; hours: number; route: string }): string {
  return `${modeWords[travel.by]}, about ${journeyTime(travel.hours)}: ${travel.route}`;
}

/** How demanding a trip is, each grade in hours on the road, walking, altitude and early starts. */
export const paceGrades = [
  {
    key: "easy",
    label: "Easy",
    meaning:
      "Most travel days under 3 hours on the road; short walks on the flat; nights below 1,000 m; no start before 7:00.",
  },
  {
    key: "moderate",
    label: "Moderate",
    meaning:
      "Travel days of up to 7 hours by road or rail; walks of up to 3 hours, some on steep steps; nights below 1,500 m; a few starts before 6:00, for a boat, a safari or a service.",
  },
  {
    key: "active",
    label: "Active",
    meaning:
      "Travel days of up to 7 hours on mountain roads; a walk of 4 hours or more on uneven paths; nights up to 2,000 m, cold in winter; early starts on walking days.",
  },
] as const;
export type PaceGrade = (typeof paceGrades)[number]["key"];
export const paceGradeKeys = paceGrades.map((grade) => grade.key) as [PaceGrade, ...PaceGrade[]];

/** Whether the traveler has the guide and car to themselves or shares them with a small group. */
export const tripGroups = ["private", "small group"] as const;
export type TripGroup = (typeof tripGroups)[number];

/** The meals a day's price includes, in the order they are eaten. */
export const meals = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof meals)[number];

/** "Breakfast and dinner", or "None included". */
export function mealsLine(included: readonly Meal[]): string {
  const names = meals.filter((meal) => included.includes(meal));
  if (names.length === 0) return "None included";
  const text = joinList(names);
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/** Whether GST is in the prices or added to them (content/settings/booking.json). */
export const gstBases = ["included", "added"] as const;

/** The lengths the trip ideas can be filtered by, in the URL as ?length=. */
export const tripLengths = [
  { key: "short", label: "Up to 9 days", fits: (days: number) => days <= 9 },
  { key: "long", label: "10 days or more", fits: (days: number) => days >= 10 },
] as const;
export type TripLength = (typeof tripLengths)[number]["key"];

export const tripsCopy = {
  filters: {
    country: "Country",
    length: "Length",
    month: "Month of travel",
    grade: "Pace",
    anyGrade: "Any pace",
    anyCountry: "All countries",
    anyLength: "Any length",
    anyMonth: "Any month",
    label: "Filter the trips",
    /** Without JavaScript the filters are not offered (docs/decisions/148-list-filters.md). */
    withoutScript: "Filtering needs JavaScript, which is off in this browser: every trip is listed below.",
  },
  results: (count: number) => (count === 1 ? "1 trip" : `${count} trips`),
  none: "No sample trip matches all of these. Choose another month or length, or tell us what you have in mind: we plan every trip from scratch anyway.",
  showAll: "Show every trip",
  card: {
    days: (days: number) => `${days} days`,
    from: "From",
    perPerson: (gst: (typeof gstBases)[number]) => `per person, twin sharing, GST ${gst}`,
    best: "Best",
    view: (title: string) => `See the plan: ${title}`,
  },
  page: {
    back: "All trip ideas",
    priceDetails: "Price details and how booking works",
    eyebrow: (country: string, days: number) => `${country} · ${days} days`,
    glance: "At a glance",
    length: "Length",
    lengthValue: (days: number) => `${days} days, ${days - 1} nights`,
    bestMonths: "Best months",
    bestMonthsAtBuild: "Read from the guide when the site is built",
    bestMonthsNote: (country: string) => `Read from the month-by-month table of our ${country} guide.`,
    pace: "Who it suits",
    grade: "Pace grade",
    group: "Travel",
    groupValue: (group: TripGroup) =>
      group === "private" ? "Private: your own car, driver and guides" : "Small group, with a guide throughout",
    route: "Route",
    dayByDay: "Day by day",
    day: (number: number) => `Day ${number}`,
    night: "Night",
    noNight: "Flight home",
    meals: "Meals",
    notesHeading: "Good to know",
    routeText: "The route in words",
    mapEyebrow: "Route map",
    mapHeading: "Where the trip goes",
    mapLead: "The overnight stops, joined in the order of the nights.",
    /** On screen only: a printed map has nothing to choose. */
    mapChoose: "Choose a stop to jump to its day.",
    /** The printout's first lines: who made the plan, how to reach them, and when it was published. */
    printedFrom: (date: string) => `Sample trip as published on ${date}`,
    fragmentMissing: "The route map did not load. Reload the page to see it.",
    priceEyebrow: "Price",
    priceHeading: "What it costs",
    from: "From",
    perPerson: "per person",
    twinSharing: "Twin sharing.",
    basis: (hotels: string) => `Per person, twin sharing, in ${hotels}, international flights excluded.`,
    checked: (monthYear: string) => `Checked ${monthYear}`,
    validUntil: (day: string) => `valid for travel until ${day}`,
    singleSupplement: "Single room supplement",
    childWithBed: (ages: string) => `Child ${ages} with own bed`,
    childWithoutBed: (ages: string) => `Child ${ages} sharing without a bed`,
    howBooking: "How booking works",
    termsBooking: "Terms: booking and payment",
    termsCancelling: "Cancelling",
    onRequest: "Price on request",
    onRequestLead: (quoteWithin: string) =>
      `The price we last checked for this trip has passed its date. Ask us for the current price: a written quote follows within ${quoteWithin} of knowing your dates, party and hotel level.`,
    askPrice: (title: string) => `Ask for the current price of ${title}`,
    included: "Included",
    excluded: "Not included",
    internationalFlights: "International flights to and from the country",
    customiseHeading: "Make it yours",
    customiseLead:
      "Change the length, the hotels or the pace, add a country: answer a few questions, and we send your plan and price.",
    monthLabel: "When would you travel?",
    monthAny: "Not sure yet",
    /** The month choice's groups: the trip's best months, then the rest. */
    otherMonths: "Other months",
    customise: "Customise this trip",
    chat: "Or chat with us",
    mail: "Or write to us by e-mail",
    guide: (country: string) => `Read our ${country} guide`,
  },
  guideSection: {
    eyebrow: "Trip ideas",
    heading: (country: string) => `Sample trips in ${country}`,
    lead: "Day-by-day plans with an indicative price, to take as they are or to tailor.",
    all: "See every trip idea",
  },
} as const;
