import { coreServices, coreServicesSection } from "#app/data/services.ts";
import { Section } from "#app/components/ui/section.tsx";
import { CoreServiceCard } from "./core-service-card";

/** Cards in the grid's first row at its widest (lg:grid-cols-3). */
const firstRow = 3;

export function CoreServicesSection() {
  return (
    <Section id="core-services-heading" heading={coreServicesSection} className="py-20 sm:py-24">
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {coreServices.map((service, index) => (
          <li key={service.title}>
            {/* The first row is in the first screen of a wide screen, its first card on a phone. */}
            <CoreServiceCard service={service} firstScreen={index < firstRow} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
