import { commonBestMonths, monthRanges, type WhenToGoRow } from "./month-table";

/**
 * The seasons as /plan shows them, worked out at build time: no table is read in the browser. Each
 * region has its best months (January as 0) and their range ("Oct-Apr").
 */
export function seasonsOf(
  guides: readonly { name: string; slug: string; whenToGo: readonly WhenToGoRow[] }[],
  trips: readonly { slug: string; title: string; destination: string; bestMonths: number[] }[],
) {
  return {
    destinations: guides.map((guide) => ({
      name: guide.name,
      slug: guide.slug,
      regions: guide.whenToGo.map((row) => {
        const months = commonBestMonths([row]);
        return { region: row.region, months, range: monthRanges(months) };
      }),
    })),
    trips: trips.map(({ slug, title, destination, bestMonths }) => ({ slug, title, destination, bestMonths })),
  };
}

export type SeasonsView = ReturnType<typeof seasonsOf>;

/** The destinations with a region at its best in `month`, with those regions, and the trips best then. */
export function bestIn(seasons: SeasonsView, month: number) {
  return {
    destinations: seasons.destinations.flatMap((destination) => {
      const regions = destination.regions.filter((region) => region.months.includes(month));
      return regions.length === 0 ? [] : [{ ...destination, regions }];
    }),
    trips: seasons.trips.filter((trip) => trip.bestMonths.includes(month)),
  };
}
