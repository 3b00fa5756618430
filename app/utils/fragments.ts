/**
 * The names of the build-time fragments: parts of a page drawn when the site builds (the maps, the
 * month-by-month tables), placed in the prerendered page and also written to
 * `/fragments/<name>.html` for a client-side navigation to fetch
 * (docs/decisions/048-build-time-fragments-outside-the-route-data.md).
 */
export const fragmentNames = {
  guideMap: (slug: string) => `guide-map-${slug}`,
  guideMonths: (slug: string) => `guide-months-${slug}`,
  destinationsMap: "destinations-map",
};

/** Where a fragment's file is served. */
export const fragmentPath = (name: string) => `/fragments/${name}.html`;
