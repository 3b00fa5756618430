import { monthRanges, monthRatingsOf, type WhenToGoRow } from "./month-table";

/**
 * The seasons as /plan shows them, worked out when the site builds from the guides' month tables
 * and the sample trips' best months (themselves read from those tables): each destination's regions
 * with the months rated best, and which trips are at their best in which month. The page's script
 * only picks from this; no table is read in the browser.
 */
export interface SeasonsView {
  destinations: {
    name: string;
    slug: string;
    /** Each region of the guide's month table, with its best months (January as 0) and their range ("Oct-Apr"). */
    regions: { region: string; months: number[]; range: string }[];
  }[];
  trips: { slug: string; title: string; destination: string; bestMonths: number[] }[];
}

/** The seasons of these guides and trips. */
export function seasonsOf(
  guides: readonly { name: string; slug: string; whenToGo: readonly WhenToGoRow[] }[],
  trips: SeasonsView["trips"],
): SeasonsView {
  return {
    destinations: guides.map((guide) => ({
      name: guide.name,
      slug: guide.slug,
      regions: guide.whenToGo.map((row) => {
        const months = monthRatingsOf(row).flatMap((rating, month) => (rating === "best" ? [month] : []));
        return { region: row.region, months, range: monthRanges(months) };
      }),
    })),
    trips: trips.map(({ slug, title, destination, bestMonths }) => ({ slug, title, destination, bestMonths })),
  };
}

/** The destinations with a region at its best in `month`, each with those regions, and the trips best then. */
export function bestIn(seasons: SeasonsView, month: number) {
  return {
    destinations: seasons.destinations.flatMap((destination) => {
      const regions = destination.regions.filter((region) => region.months.includes(month));
      return regions.length === 0 ? [] : [{ ...destination, regions }];
    }),
    trips: seasons.trips.filter((trip) => trip.bestMonths.includes(month)),
  };
}
