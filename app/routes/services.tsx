import type { Route } from "./+types/services";
import { planLink } from "#app/data/navigation.ts";
import { servicesPage } from "#app/data/page-copy/services.ts";
import { learnMoreMessage } from "#app/data/prefilled-messages/services.ts";
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
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
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
              <article
                data-place="card"
                className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card"
              >
                <div className="relative aspect-[4/3] bg-sand-200">
                  {/* The grid starts at the foot of a phone's first screen and below a wide screen's:
                      only the first card's picture is drawn inside the page. */}
                  <Picture
                    image={service.image}
                    alt={service.alt}
                    firstScreen={index === 0}
                    sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                    className="h-full w-full object-cover"
                  />
                  <IconBadge
                    icon={service.icon}
                    className="absolute -bottom-6 left-6 bg-saffron-500 text-ink-900 shadow-float"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6 pt-10">
                  <h3 className="text-2xl font-semibold">{service.title}</h3>
                  <p className="mt-3 text-ink-700">{service.description}</p>
                  <ul className="mt-5 flex-1 space-y-2">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex gap-3 text-ink-700">
                        <Icon name="check" className="mt-0.5 size-5 text-teal-700" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <ExternalButton
                    href={chatLink(learnMoreMessage(service.title))}
                    variant="outline"
                    className="mt-6 self-start"
                  >
                    Learn More<span className="sr-only"> about {service.title}</span>
                    <Icon name="arrow-right" className="size-4" />
                  </ExternalButton>
                </div>
              </article>
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
