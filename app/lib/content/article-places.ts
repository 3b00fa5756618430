/** Letters and digits only, lower case, one space between words and one at each end: " hanoi s pho ". */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

interface Guide {
  name: string;
  slug: string;
}
interface TripThere {
  slug: string;
  title: string;
  destination: string;
  stops: readonly { name: string }[];
}

/** How many sample trips an article links at most: those naming most of their stops first. */
export const articleTripLimit = 2;

/**
 * Where an article goes, read from what it says it is about (its title and excerpt) and the
 * content itself, so that no list needs keeping: the sample trips with a stop the article names
 * (most stops named first), and the guides of the countries it names or those trips go to, in the
 * site's order. "Galle" names Galle, never "Gallery"; a possessive ("Hanoi's") names the place.
 */
export function articlePlaces(
  about: string,
  guides: readonly Guide[],
  trips: readonly TripThere[],
): { guides: Guide[]; trips: TripThere[] } {
  const text = words(about);
  const names = (place: string) => text.includes(words(place));
  const there = trips
    .map((trip) => ({ trip, named: trip.stops.filter((stop) => names(stop.name)).length }))
    .filter(({ named }) => named > 0)
    .sort((a, b) => b.named - a.named)
    .map(({ trip }) => trip);
  const countries = new Set(there.map((trip) => trip.destination));
  return {
    guides: guides.filter((guide) => names(guide.name) || countries.has(guide.name)),
    trips: there.slice(0, articleTripLimit),
  };
}
