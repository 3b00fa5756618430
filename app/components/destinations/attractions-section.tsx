import { destinationsCopy } from "~/data/destinations";
import type { Attraction } from "~/lib/content/destination-guide";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { AttractionCard } from "./attraction-card";

/** The guide's six attractions. */
export function AttractionsSection({ name, attractions }: { name: string; attractions: readonly Attraction[] }) {
  return (
    <section aria-labelledby="guide-attractions" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="guide-attractions"
          eyebrow={destinationsCopy.guide.attractionsEyebrow}
          title={destinationsCopy.guide.attractionsHeading(name)}
        />
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {attractions.map((attraction) => (
            <li key={attraction.name}>
              <AttractionCard attraction={attraction} country={name} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
