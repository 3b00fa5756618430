/** The site's grids of cards: one column on a phone, two from `md` (48rem), three from `lg` (64rem). */
export const cardGridClasses = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

/** The screens on which each card of such a grid is in its first row, by index; the first card is on all. */
const firstRowScreens = [undefined, "(min-width: 48rem)", "(min-width: 64rem)"] as const;

/**
 * The media query of the screens on which the card at `index` is in the grid's first row while a
 * phone's shows it lower down: the second card from two columns, the third from three; undefined
 * for the first card (first on every screen) and for every card after the first row.
 */
export function firstRowFrom(index: number): string | undefined {
  return firstRowScreens[index];
}
