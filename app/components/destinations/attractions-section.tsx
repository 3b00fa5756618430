import { destinationsCopy } from "#app/data/destination-copy.ts";
import type { ShownAttraction } from "#app/lib/content/destination-schema.ts";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Section } from "#app/components/ui/section.tsx";
import { AttractionCard } from "./attraction-card";

/** The guide's six attractions. */
export function AttractionsSection({ name, attractions }: { name: string; attractions: readonly ShownAttraction[] }) {
  const copy = destinationsCopy.guide;
  return (
    <Section
      id="guide-attractions"
      heading={{ eyebrow: copy.attractionsEyebrow, title: copy.attractionsHeading(name), lead: copy.attractionsLead }}
      className="py-16 sm:py-24"
    >
      <ul className={`mt-10 ${cardGridClasses}`}>
        {attractions.map((attraction) => (
          <li key={attraction.name}>
            <AttractionCard attraction={attraction} country={name} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
