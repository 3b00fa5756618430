/**
 * The words of a guide's key facts, beside its opening words when the guide has no headline figures.
 * Apart from the guides' other words (destinations.ts) because only a guide's page uses them: the
 * other pages' shared script stays as it was.
 */
export const keyFactsCopy = {
  heading: "Key facts",
  bestTime: "Best time",
  capital: "Capital",
  offices: (count: number) => (count === 1 ? "Our office" : "Our offices"),
} as const;
