/** The names of the build-time fragments (docs/decisions/143-code-layers-and-imports.md). */
export const fragmentNames = {
  guideMap: (slug: string) => `guide-map-${slug}`,
  guideMonths: (slug: string) => `guide-months-${slug}`,
  guideTrips: (slug: string) => `guide-trips-${slug}`,
  destinationsMap: "destinations-map",
  tripMap: (slug: string) => `trip-map-${slug}`,
};

type FragmentKind = keyof typeof fragmentNames;

export type SiteFragment =
  | { name: string; kind: "destinationsMap" }
  | { name: string; kind: Exclude<FragmentKind, "destinationsMap">; slug: string };

/** Every fragment of a site with these guides and trips: what the build draws and prerenders as files. */
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

export const fragmentPath = (name: string) => `/fragments/${name}.html`;
