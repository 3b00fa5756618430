/** The site's grids of cards: one column on a phone, two from `md` (48rem), three from `lg` (64rem). */
export const cardGridClasses = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

/** Where the card at `index` is in the first row though lower on a phone; undefined for the first and the rest. */
export const firstRowFrom = (index: number): string | undefined =>
  [undefined, "(min-width: 48rem)", "(min-width: 64rem)"][index];
