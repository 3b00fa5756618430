import { paths } from "#app/utils/paths.ts";

/** The fixed copy of the blog list and the article pages; the articles themselves are in content/blog. */
export const blogCopy = {
  categoriesLabel: "Blog categories",
  /** Without JavaScript the chips are not offered (docs/decisions/148-list-filters.md). */
  categoriesWithoutScript:
    "Choosing a category needs JavaScript, which is off in this browser: every article is listed below.",
  featuredLabel: "Featured",
  moreHeading: "More stories",
  browseAll: "Browse all stories",
  readArticle: "Read the article",
  backToBlog: "Back to Blog",
  stayUpdated: {
    heading: "Stay Updated",
    text: "New stories from our specialists and partners, the seasons worth planning around and first word on new journeys. Tell us where you dream of going and we will keep you posted.",
    actions: [
      { label: "Subscribe Now", to: paths.contact, variant: "primary" },
      { label: "Get Updates", to: paths.contact, variant: "light" },
    ],
  },
  callToAction: {
    heading: "Plan a journey like this",
    text: "We plan trips to the places in this story with our own teams and trusted partners. Tell us your dates and your pace, and we will shape the trip around you.",
    button: "Chat with a specialist",
    /** A sample trip to a place the article names. */
    trip: (title: string) => `See the sample trip: ${title}`,
  },
} as const;

/** Specification: 'No articles found in the {category} category.' */
export const emptyCategoryMessage = (category: string) => `No articles found in the ${category} category.`;

/** Under the featured article "More (category) stories", so that an empty grid reads as "no others". */
export function gridHeading(category: string, featuredShown: boolean): string {
  if (featuredShown) return category === "All" ? blogCopy.moreHeading : `More ${category} stories`;
  return category === "All" ? "All stories" : `${category} stories`;
}

/** Said under the empty-category message when the category's only article is the featured one. */
export const onlyFeaturedNote = (category: string) => `The featured story above is our only ${category} story so far.`;

/** How the list tells assistive technology what the chips selected. */
export function resultsSummary(category: string, count: number): string {
  const articles = `${count} ${count === 1 ? "article" : "articles"}`;
  return category === "All" ? `Showing all ${articles}.` : `Showing ${articles} in ${category}.`;
}
