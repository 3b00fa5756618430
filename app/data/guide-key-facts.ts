/** A guide's key facts, shown when the guide has no headline figures; only a guide's page loads them. */
export const keyFactsCopy = {
  heading: "Key facts",
  bestTime: "Best time",
  capital: "Capital",
  offices: (count: number) => (count === 1 ? "Our office" : "Our offices"),
} as const;
