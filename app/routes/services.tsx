import type { Route } from "./+types/services";
import { planLink } from "#app/data/navigation.ts";
import { servicesPage } from "#app/data/page-copy/services.ts";
import {
  additionalServices,
  additionalServicesSection,
  coreServices,
  coreServicesSection,
  howItWorks,
  servicesClosing,
} from "#app/data/services.ts";
import { chatLink } from "#app/lib/links.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { CoreServiceCard } from "#app/components/services/core-service-card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";
import { IconBadge } from "#app/components/ui/icon-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";

export const meta: Route.MetaFunction = () => seo({ ...servicesPage, path: paths.services });

export default function Services() {
  const { startPlanning, consultation } = servicesClosing;
  return (
    <>
      <PageHero page={servicesPage} art="page-services" />
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
      <Section
        id="additional-services-heading"
        heading={additionalServicesSection}
        align="center"
        className="bg-sand-100 py-20 sm:py-24"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {additionalServices.map((service) => (
            <li key={service.title} className="flex gap-5 rounded-card bg-white p-6 shadow-card">
              <IconBadge icon={service.icon} className="bg-teal-50 text-teal-800" />
              <div>
                <h3 className="text-xl font-semibold">{service.title}</h3>
                <p className="mt-2 text-ink-700">{service.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works-heading" heading={howItWorks} align="center" className="py-20 sm:py-24">
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorks.steps.map((step, position) => (
            <li key={step.title} className="relative rounded-card border border-sand-200 bg-white p-6">
              <div className="flex items-center justify-between">
                <IconBadge icon={step.icon} className="bg-teal-800 text-white" />
                <span aria-hidden="true" className="font-display text-5xl font-semibold text-saffron-600">
                  {position + 1}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="sr-only">Step {position + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Container className="pb-20 sm:pb-24">
        <CtaBand
          id="services-closing-heading"
          heading={servicesClosing.title}
          text={servicesClosing.lead}
          actions={[
            { label: startPlanning.label, href: chatLink(startPlanning.message) },
            { label: consultation.label, href: chatLink(consultation.message), variant: "light" },
          ]}
          look="plain"
          more={planLink}
        />
      </Container>
    </>
  );
}
