import { officeCities, site } from "#app/data/site.ts";

export const story = {
  eyebrow: "Where we come from",
  title: "Our Story",
  paragraphs: [
    `${site.brandName} began in Mumbai with a simple idea: a journey should feel as if it were planned by a friend who lives there. Our first trips were small-group journeys through Sri Lanka and Vietnam, put together by specialists who had eaten at every stall and slept in every guesthouse they recommended.`,
    `Today our teams in ${officeCities} plan journeys across Asia and the Middle East for families, honeymooners, solo travelers and companies. Engineers work beside travel specialists: our AI planner drafts an itinerary in minutes, and the people who know the roads make it right.`,
    "We still work the way we started: one specialist from the first message to the flight home, honest advice about seasons and distances, and a phone that is answered at any hour while you travel.",
  ],
} as const;

/** Specification: the four figures of the About page, exactly as given. */
export const stats = [
  { icon: "globe", value: "50+", label: "Countries Served" },
  { icon: "users", value: "10K+", label: "Happy Travelers" },
  { icon: "clock", value: "24/7", label: "Support Available" },
  { icon: "star", value: "5-star", label: "Average Rating" },
] as const;

export const coreValues = {
  eyebrow: "What guides us",
  title: "Our Core Values",
  values: [
    {
      icon: "heart",
      title: "Customer First",
      description:
        "We plan the trip you want, not the one that is easiest to sell, and your specialist stays with you from the first message to the flight home.",
    },
    {
      icon: "lightbulb",
      title: "Innovation",
      description:
        "AI drafts routes and checks timings in minutes, so our specialists spend their time on what software cannot judge: the right guide, the quiet beach, the better table.",
    },
    {
      icon: "globe",
      title: "Global Reach",
      description: `Our own teams in ${officeCities}, and trusted partners across Asia and the Middle East, put local knowledge wherever you travel.`,
    },
    {
      icon: "star",
      title: "Excellence",
      description:
        "We care about the small things: a driver waiting at arrivals with your name, a room away from the lift, a plan B for a monsoon afternoon.",
    },
  ],
} as const;

export const teamSection = {
  eyebrow: "The people behind your trip",
  title: "Meet Our Team",
  lead: "Leaders across our offices who share one way of working: every journey planned as if it were their own.",
} as const;

export const missionAndVision = [
  {
    icon: "target",
    title: "Our Mission",
    text: "To make extraordinary journeys across Asia and the Middle East simple to plan and a joy to take, pairing smart technology with specialists who know every road, so that every traveler comes home with the trip they dreamed of.",
  },
  {
    icon: "eye",
    title: "Our Vision",
    text: "To be the first call for travelers and companies when a journey matters: the travel partner trusted across Asia and the Middle East for local knowledge, honest advice and care at any hour while you travel.",
  },
] as const;
