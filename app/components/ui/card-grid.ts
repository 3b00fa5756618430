/** The site's grids of cards: one column on a phone, two from `md` (48rem), three from `lg` (64rem). */
export const cardGridClasses = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

const firstRowScreens = [undefined, "(min-width: 48rem)", "(min-width: 64rem)"] as const;

/**
 * The screens on which the card at `index` is in the grid's first row though lower down on a phone;
 * undefined for the first card (first everywhere) and for every card after the first row.
 */
export function firstRowFrom(index: number): string | undefined {
  return firstRowScreens[index];
}
