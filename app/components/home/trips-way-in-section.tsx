import { tripsWayIn } from "#app/data/home.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { LinkCard } from "./link-card";

const headingId = "trips-way-in-heading";

/** The home page's way in to the sample trips (/trips) and the trip composer (/plan). */
export function TripsWayInSection() {
  return (
    <section aria-labelledby={headingId} className="bg-sand-100/60 py-20 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{tripsWayIn.eyebrow}</Eyebrow>
          <h2 id={headingId} className="mt-3 text-3xl font-semibold sm:text-4xl">
            {tripsWayIn.title}
          </h2>
          <p className="mt-5 text-lg text-ink-700">{tripsWayIn.lead}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {tripsWayIn.cards.map((card) => (
            <li key={card.title}>
              <LinkCard card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
