import { homeServices } from "~/data/home";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { ServiceCard } from "./service-card";

const headingId = "home-services-heading";

export function ServicesSection() {
  return (
    <section aria-labelledby={headingId} className="bg-sand-100 py-20 sm:py-24">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id={headingId}
            eyebrow={homeServices.eyebrow}
            title={homeServices.title}
            lead={homeServices.lead}
          />
          <ButtonLink to={homeServices.cta.href} variant="secondary">
            {homeServices.cta.label}
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeServices.cards.map((service) => (
            <li key={service.title}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
