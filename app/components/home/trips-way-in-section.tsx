import { tripsWayIn } from "#app/data/home.ts";
import { LinkCardsSection } from "./link-cards-section";

/** The home page's way in to the sample trips (/trips) and the trip composer (/plan). */
export function TripsWayInSection() {
  return (
    <LinkCardsSection
      headingId="trips-way-in-heading"
      eyebrow={tripsWayIn.eyebrow}
      title={tripsWayIn.title}
      paragraphs={[tripsWayIn.lead]}
      cards={tripsWayIn.cards}
      tinted
    />
  );
}
