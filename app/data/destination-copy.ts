import { replyTime } from "#app/data/booking.ts";
/** Headings and short copy of the destinations overview and the guides. */

export const destinationsCopy = {
  /** In place of a map or table drawn at build time that a client-side navigation could not fetch (offline). */
  fragmentMissing: {
    map: "The map could not load. Reload the page to see it.",
    months: "The month-by-month table could not load. Reload the page to see it.",
    trips: "The sample trips could not load. Reload the page to see them.",
  },
  overview: {
    closing: {
      heading: "Not Sure Where to Start?",
      text: "Tell us when you can travel and what you love, and a specialist will suggest the destination, the season and a first itinerary to shape together.",
      planTrip: "Plan My Trip",
      speakWithExpert: "Speak with Expert",
    },
  },
  guide: {
    eyebrow: "Destination guide",
    backLink: "All destinations",
    /** From the first screen down to the guide's sample trips (docs/decisions/171). */
    tripsLink: (count: number) => (count === 1 ? "See our sample trip" : `See our ${count} sample trips`),
    overviewHeading: (name: string) => `Discover ${name}`,
    reasonsEyebrow: "Why go",
    reasonsHeading: (name: string) => `Why Visit ${name}`,
    attractionsEyebrow: "Top attractions",
    attractionsHeading: (name: string) => `Must-See Places in ${name}`,
    /** Each card's button opens a chat about its place: when we reply, once for all of them. */
    attractionsLead: `Ask about any of them by chat. ${replyTime}`,
    map: {
      eyebrow: "On the map",
      heading: (name: string) => `${name} at a Glance`,
      lead: "Choose a place on the map to jump to its card below.",
    },
    tipsEyebrow: "Before you go",
    tipsHeading: "Travel Tips",
    bestTimeHeading: "Best Time to Visit",
    essentialsHeading: "Essentials",
    monthsHeading: "Month by Month",
    planVisit: "Plan Visit",
    closing: {
      heading: (name: string) => `Ready to Explore ${name}?`,
      text: "Our specialists plan every day around you: the season, the pace, the places and the stays. Start a chat and tell us what you have in mind.",
      planTrip: "Plan My Trip",
      consultation: "Book a Consultation",
      information: "Get Information",
    },
  },
} as const;
