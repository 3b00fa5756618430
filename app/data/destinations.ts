import type { IconName } from "#app/utils/icons.ts";
import { destinationIndex } from "#app/generated/destinations.ts";

/**
 * The guides of content/destinations in the site's order (country and slug, indexed by `npm run
 * assets`). Staff add, reorder and delete guides at /admin; nothing here names a country.
 */
export const destinations: readonly { name: string; slug: string }[] = destinationIndex;

export const destinationCountries: readonly string[] = destinations.map((destination) => destination.name);

export function destinationBySlug(slug: string): string | undefined {
  return destinations.find((destination) => destination.slug === slug)?.name;
}

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
