/**
 * The names of the build-time fragments: parts of a page drawn when the site builds (the maps, the
 * month-by-month tables, a guide's sample trips), placed in the prerendered page and also written to
 * `/fragments/<name>.html` for a client-side navigation to fetch
 * (docs/decisions/143-code-layers-and-imports.md).
 */
export const fragmentNames = {
  guideMap: (slug: string) => `guide-map-${slug}`,
  guideMonths: (slug: string) => `guide-months-${slug}`,
  guideTrips: (slug: string) => `guide-trips-${slug}`,
  destinationsMap: "destinations-map",
  tripMap: (slug: string) => `trip-map-${slug}`,
};

type FragmentKind = keyof typeof fragmentNames;

/** A fragment the site has: its name, what it draws, and for which guide or trip. */
export type SiteFragment =
  | { name: string; kind: "destinationsMap" }
  | { name: string; kind: Exclude<FragmentKind, "destinationsMap">; slug: string };

/**
 * Every fragment of a site with these guides and trips, once: what the build draws
 * (app/fragments/build-fragments.server.tsx) and prerenders as files (react-router.config.ts).
 */
export function siteFragments(guideSlugs: readonly string[], tripSlugs: readonly string[]): SiteFragment[] {
  return [
    { name: fragmentNames.destinationsMap, kind: "destinationsMap" },
    ...guideSlugs.flatMap((slug) =>
      (["guideMap", "guideMonths", "guideTrips"] as const).map((kind) => ({
        name: fragmentNames[kind](slug),
        kind,
        slug,
      })),
    ),
    ...tripSlugs.map((slug) => ({ name: fragmentNames.tripMap(slug), kind: "tripMap" as const, slug })),
  ];
}

/** Where a fragment's file is served. */
export const fragmentPath = (name: string) => `/fragments/${name}.html`;
