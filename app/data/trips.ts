/**
 * The words of the sample trips' pages and index that are not content: how a journey is made,
 * the price's basis, the filters. The trips themselves live in content/trips/*.yaml.
 */

/** How a day's main journey is made. */
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
    anyCountry: "All countries",
    anyLength: "Any length",
    anyMonth: "Any month",
    label: "Filter the trips",
    /** Without JavaScript the filters are not offered (docs/decisions/066-filters-need-javascript.md). */
    withoutScript: "Filtering needs JavaScript, which is off in this browser: every trip is listed below.",
  },
  results: (count: number) => (count === 1 ? "1 trip" : `${count} trips`),
  none: "No sample trip matches all of these. Choose another month or length, or tell us what you have in mind: we plan every trip from scratch anyway.",
  showAll: "Show every trip",
  card: {
    days: (days: number) => `${days} days`,
    from: "From",
    perPerson: "per person",
    best: "Best",
    view: (title: string) => `See the plan: ${title}`,
  },
  page: {
    back: "All trip ideas",
    priceDetails: "What the price includes",
    eyebrow: (country: string, days: number) => `${country} · ${days} days`,
    glance: "At a glance",
    length: "Length",
    lengthValue: (days: number) => `${days} days, ${days - 1} nights`,
    bestMonths: "Best months",
    bestTag: "a best month",
    bestMonthsAtBuild: "Read from the guide when the site is built",
    bestMonthsNote: (country: string) => `Read from the month-by-month table of our ${country} guide.`,
    pace: "Pace",
    route: "Route",
    dayByDay: "Day by day",
    day: (number: number) => `Day ${number}`,
    night: "Night",
    noNight: "Flight home",
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
    basis: (hotels: string, year: number) =>
      `Twin sharing, in ${hotels}, international flights excluded. Indicative for travel in ${year}: the price of your trip depends on dates, hotels and group size, and we confirm it in writing before you pay.`,
    included: "Included",
    excluded: "Not included",
    internationalFlights: "International flights to and from the country",
    customiseHeading: "Make it yours",
    customiseLead:
      "Change the length, the hotels or the pace, add a country: tell us what you want and we send your plan and price.",
    monthLabel: "When would you travel?",
    monthAny: "Not sure yet",
    customise: "Customise this trip",
    mail: "Or write to us by e-mail",
    plan: "Or shape it question by question in the trip composer",
    guide: (country: string) => `Read our ${country} guide`,
  },
  guideSection: {
    eyebrow: "Trip ideas",
    heading: (country: string) => `Sample trips in ${country}`,
    lead: "Day-by-day plans with an indicative price, to take as they are or to tailor.",
    all: "See every trip idea",
  },
} as const;
