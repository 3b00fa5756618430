/** The words of /plan's seasons section (app/components/plan/seasons-section.tsx). */
export const seasonsCopy = {
  eyebrow: "When to go",
  heading: "Where is at its best, and when",
  lead: "Read from the month-by-month tables of our guides: choose a month to see where, or a destination to see when.",
  leadWithoutScript:
    "Read from the month-by-month tables of our guides: each destination's best months, region by region.",
  month: "Month",
  anyMonth: "Any month",
  destination: "Destination",
  anyDestination: "Every destination",
  bestIn: (month: string) => `At their best in ${month}`,
  noneIn: (month: string) => `None of our destinations is at its best in ${month}: ask us where the weather suits you.`,
  tripsIn: (month: string) => `Sample trips at their best in ${month}`,
  noTripsIn: (month: string) => `No sample trip is at its best in ${month}; we plan one for your dates.`,
  bestMonths: "Best months",
  notBest: "No month rated best",
  guide: (name: string) => `Read our ${name} guide`,
} as const;
