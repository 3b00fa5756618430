import type { Destination } from "#app/lib/content/destination-schema.ts";
import { DestinationCard } from "./destination-card";

/** Cards on the first row of a wide screen (lg:grid-cols-3), the ones in the first screen. */
const firstRow = 3;

/** The overview's destination cards, in the guides' order; the first picture is the page's main image. */
export function DestinationCardList({ destinations }: { destinations: readonly Destination[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {destinations.map((destination, index) => (
        <li key={destination.slug}>
          <DestinationCard destination={destination} priority={index === 0} firstScreen={index < firstRow} />
        </li>
      ))}
    </ul>
  );
}
