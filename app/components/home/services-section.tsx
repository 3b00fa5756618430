import { homeServices } from "#app/data/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { ServiceCard } from "./service-card";

export function ServicesSection() {
  return (
    <Section
      id="home-services-heading"
      heading={homeServices}
      link={homeServices.cta}
      className="bg-sand-100 py-20 sm:py-24"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeServices.cards.map((service) => (
          <li key={service.title}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
