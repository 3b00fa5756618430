import type { IconName } from "~/utils/icons";
import type { ImageId } from "~/generated/images";
import { slugify } from "../utils/slug"; // relative: the build configuration loads this module before any alias exists

/**
 * The destinations the agency sells, in the order the site shows them. The overview cards live
 * here; each guide's long content (reasons, attractions, tips) is in content/destinations/<slug>.yaml.
 */
export const destinationNames = ["Vietnam", "South Korea", "Sri Lanka"] as const;
export type DestinationName = (typeof destinationNames)[number];

/** Each guide's tagline (specification). */
export const destinationTaglines: Readonly<Record<DestinationName, string>> = {
  Vietnam: "Land of Ascending Dragon",
  "South Korea": "Land of Morning Calm",
  "Sri Lanka": "Pearl of the Indian Ocean",
};

/** The URL slugs of the guides (specification: "/destinations/south-korea"). */
export const destinationSlugs: readonly string[] = destinationNames.map(slugify);

/** The destination a slug names, or undefined for an unknown slug. */
export function destinationBySlug(slug: string): DestinationName | undefined {
  return destinationNames.find((name) => slugify(name) === slug);
}

/** Attraction types of the specification: a closed list, so a typo in a guide fails the build. */
export const attractionTypes = [
  "Royal Palace",
  "Cultural Heritage",
  "Natural Wonder",
  "Modern Marvel",
  "UNESCO Heritage",
  "Culinary Experience",
  "Sacred Buddhist Site",
  "Engineering Marvel",
  "Wildlife Safari",
  "Colonial Heritage",
  "Sacred Mountain",
  "Cultural Landscape",
  "Historical Site",
  "River Delta",
  "Cave System",
] as const;

/** Visit durations of the specification, also a closed list. */
export const attractionDurations = ["2-3 hours", "3-4 hours", "Half Day", "Full Day", "2-3 Days", "2-4 Days"] as const;

/** The icons a guide's "reasons to visit" may use. */
export const reasonIcons = [
  "mountain",
  "bowl",
  "landmark",
  "waves",
  "leaf",
  "paw",
  "compass",
  "sparkles",
  "train",
] as const satisfies readonly IconName[];

/** A destination as the overview card shows it (specification, section 3). */
export interface Destination {
  name: DestinationName;
  slug: string;
  tagline: string;
  /** Card picture, also the hero of the guide. */
  image: ImageId;
  imageAlt: string;
  description: string;
  highlights: readonly [string, string, string, string];
  /** Average rating out of 5. */
  rating: number;
  /** Display text such as "8K+". */
  travelers: string;
}

function destination(name: DestinationName, card: Omit<Destination, "name" | "slug" | "tagline">): Destination {
  return { name, slug: slugify(name), tagline: destinationTaglines[name], ...card };
}

/** The three overview cards; ratings and traveler counts as the specification gives them. */
export const destinations: readonly Destination[] = [
  destination("Vietnam", {
    image: "destination-vietnam",
    imageAlt:
      "Illustration of a river winding between karst peaks and rice paddies in northern Vietnam, with a rower in a conical hat",
    description:
      "Limestone karsts rising out of Ha Long Bay, lantern-lit lanes in Hoi An, terraced valleys around Sapa and the floating markets of the Mekong, with a bowl of pho never far away.",
    highlights: ["Ha Long Bay cruises", "Hoi An Ancient Town", "Sapa rice terraces", "Street food"],
    rating: 4.6,
    travelers: "8K+",
  }),
  destination("South Korea", {
    image: "destination-south-korea",
    imageAlt:
      "Illustration of a Korean pavilion above a still lake among layered misty mountains, framed by cherry blossom",
    description:
      "Joseon palaces a subway ride from glass towers, hanok lanes in Seoul, the volcanic coast of Jeju and the Silla temples of Gyeongju, with K-culture and market food at every turn.",
    highlights: ["Seoul palaces", "K-culture", "Jeju Island", "Temple stays"],
    rating: 4.8,
    travelers: "12K+",
  }),
  destination("Sri Lanka", {
    image: "destination-sri-lanka",
    imageAlt: "Illustration of tea pickers on the green hills of Sri Lanka's hill country below a white dagoba",
    description:
      "Sigiriya's rock fortress, the Temple of the Tooth in Kandy, the hill-country train to Ella, leopards in Yala and the ramparts of Galle, on an island small enough to see in two weeks.",
    highlights: ["Ancient cities", "Tea country", "Wildlife safaris", "Golden beaches"],
    rating: 4.7,
    travelers: "6K+",
  }),
];

/** The overview card of a destination. */
export function destinationCard(name: DestinationName): Destination {
  const card = destinations.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`No destination card for ${name}`);
  return card;
}

/** Headings and short copy of the overview and guide sections (the guides' content is in content/destinations). */
export const destinationsCopy = {
  /** In place of a map or table drawn at build time that a client-side navigation could not fetch (offline). */
  fragmentMissing: {
    map: "The map could not load. Reload the page to see it.",
    months: "The month-by-month table could not load. Reload the page to see it.",
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
    overviewHeading: (name: string) => `Discover ${name}`,
    reasonsEyebrow: "Why go",
    reasonsHeading: (name: string) => `Why Visit ${name}`,
    attractionsEyebrow: "Top attractions",
    attractionsHeading: (name: string) => `Must-See Places in ${name}`,
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
