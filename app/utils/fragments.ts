/**
 * The names of the build-time fragments: parts of a page drawn when the site builds (the maps, the
 * month-by-month tables, a guide's sample trips), placed in the prerendered page and also written to
 * `/fragments/<name>.html` for a client-side navigation to fetch
 * (docs/decisions/048-build-time-fragments-outside-the-route-data.md).
 */
export const fragmentNames = {
  guideMap: (slug: string) => `guide-map-${slug}`,
  guideMonths: (slug: string) => `guide-months-${slug}`,
  guideTrips: (slug: string) => `guide-trips-${slug}`,
  destinationsMap: "destinations-map",
  tripMap: (slug: string) => `trip-map-${slug}`,
};

/** Where a fragment's file is served. */
export const fragmentPath = (name: string) => `/fragments/${name}.html`;
