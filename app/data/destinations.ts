import type { IconName } from "~/utils/icons";
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
