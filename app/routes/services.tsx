import type { Route } from "./+types/services";
import { servicesPage } from "#app/data/page-copy/services.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { AdditionalServicesSection } from "#app/components/services/additional-services-section.tsx";
import { CoreServicesSection } from "#app/components/services/core-services-section.tsx";
import { HowItWorksSection } from "#app/components/services/how-it-works-section.tsx";
import { ServicesClosingSection } from "#app/components/services/services-closing-section.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

export const meta: Route.MetaFunction = () => seo({ ...servicesPage, path: paths.services });

export default function Services() {
  return (
    <>
      <PageHero page={servicesPage} art="page-services" />
      <CoreServicesSection />
      <AdditionalServicesSection />
      <HowItWorksSection />
      <ServicesClosingSection />
    </>
  );
}
