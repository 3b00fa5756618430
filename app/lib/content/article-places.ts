/** Letters and digits only, lower case, one space between words and one at each end: " hanoi s pho ". */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

export const articleTripLimit = 2;

/**
 * Where an article goes, from its title and excerpt: the trips with a stop it names (most first),
 * and the guides of the countries it names or those trips go to. "Galle" never names "Gallery".
 */
export function articlePlaces<
  Guide extends { name: string },
  Trip extends { destination: string; stops: readonly { name: string }[] },
>(about: string, guides: readonly Guide[], trips: readonly Trip[]): { guides: Guide[]; trips: Trip[] } {
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
