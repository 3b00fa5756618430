/** The blog's closed list of categories: a typo in an article's frontmatter fails the build. */
export const blogCategories = [
  "Luxury Travel",
  "Cultural Travel",
  "Adventure Luxury",
  "Food & Culture",
  "Eco Travel",
  "Cruise Travel",
  "Travel Tech",
] as const;

export type BlogCategory = (typeof blogCategories)[number];
