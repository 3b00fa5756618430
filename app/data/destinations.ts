/**
 * The destinations the agency sells, in the order the site shows them.
 * Their guides (content, attractions, tips) arrive with the destinations issue.
 */
export const destinationNames = ["Vietnam", "South Korea", "Sri Lanka"] as const;
export type DestinationName = (typeof destinationNames)[number];

/** Each guide's tagline (specification). */
export const destinationTaglines: Readonly<Record<DestinationName, string>> = {
  Vietnam: "Land of Ascending Dragon",
  "South Korea": "Land of Morning Calm",
  "Sri Lanka": "Pearl of the Indian Ocean",
};

/**
 * The URL slug of a destination (specification): lowercased, spaces replaced by hyphens,
 * '&' replaced by 'and'.
 */
export function destinationSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, " and ")
    .replace(/\s+/g, "-");
}

export const destinationSlugs: readonly string[] = destinationNames.map(destinationSlug);

/** The destination a slug names, or undefined for an unknown slug. */
export function destinationBySlug(slug: string): DestinationName | undefined {
  return destinationNames.find((name) => destinationSlug(name) === slug);
}
