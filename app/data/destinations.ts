import type { IconName } from "#app/utils/icons.ts";
import { destinationIndex } from "#app/generated/destinations.ts";

/**
 * The destinations the agency sells, in the order the site shows them: the guides of
 * content/destinations (each guide's country and slug, indexed by `npm run assets`; the guide
 * itself is read by its loader, app/lib/content/destinations.server.ts). Staff add, reorder and
 * delete guides in the content manager; nothing here names a country
 * (docs/decisions/145-guides-and-maps.md).
 */
export const destinations: readonly { name: string; slug: string }[] = destinationIndex;

/** The countries of the guides, in the site's order. */
export const destinationCountries: readonly string[] = destinations.map((destination) => destination.name);

/** The destination a slug names, or undefined for an unknown slug. */
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
