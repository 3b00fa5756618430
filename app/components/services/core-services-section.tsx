import { coreServices, coreServicesSection } from "~/data/services";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { CoreServiceCard } from "./core-service-card";

const headingId = "core-services-heading";
/** Cards in the grid's first row at its widest (lg:grid-cols-3). */
const firstRow = 3;

export function CoreServicesSection() {
  return (
    <section aria-labelledby={headingId} className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={coreServicesSection.eyebrow}
          title={coreServicesSection.title}
          lead={coreServicesSection.lead}
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {coreServices.map((service, index) => (
            <li key={service.title}>
              {/* The first row is in the first screen of a wide screen, its first card on a phone. */}
              <CoreServiceCard service={service} firstScreen={index < firstRow} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
