import type { Destination } from "~/data/destination-cards";
import { DestinationCard } from "./destination-card";

/** The overview's three destination cards, all in the first screen on a wide screen; the first picture is the page's main image. */
export function DestinationCardList({ destinations }: { destinations: readonly Destination[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {destinations.map((destination, index) => (
        <li key={destination.slug}>
          <DestinationCard destination={destination} priority={index === 0} firstScreen />
        </li>
      ))}
    </ul>
  );
}
