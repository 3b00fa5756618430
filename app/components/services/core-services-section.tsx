import { coreServices, coreServicesSection } from "#app/data/services.ts";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Section } from "#app/components/ui/section.tsx";
import { CoreServiceCard } from "./core-service-card";

export function CoreServicesSection() {
  return (
    <Section id="core-services-heading" heading={coreServicesSection} className="py-20 sm:py-24">
      <ul className={`mt-12 ${cardGridClasses}`}>
        {coreServices.map((service, index) => (
          <li key={service.title}>
            {/* The grid starts at the foot of a phone's first screen and below a wide screen's:
                only the first card's picture is drawn inside the page. */}
            <CoreServiceCard service={service} placement={index === 0 ? { firstScreen: true } : undefined} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
