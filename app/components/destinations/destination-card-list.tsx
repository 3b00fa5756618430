import type { Destination } from "#app/lib/content/destination-schema.ts";
import { cardGridClasses, firstRowFrom } from "#app/components/ui/card-grid.ts";
import { DestinationCard } from "./destination-card";

/**
 * The overview's destination cards, in the guides' order. The grid's first row is in the first
 * screen: the first picture is the page's main image, drawn inside the page; the rest of the row is
 * preloaded for the screens that show it there
 * (docs/decisions/141-the-first-screen.md).
 */
export function DestinationCardList({ destinations }: { destinations: readonly Destination[] }) {
  return (
    <ul className={cardGridClasses}>
      {destinations.map((destination, index) => (
        <li key={destination.slug}>
          <DestinationCard
            destination={destination}
            placement={index === 0 ? { priority: true } : { firstScreenOn: firstRowFrom(index) }}
          />
        </li>
      ))}
    </ul>
  );
}
