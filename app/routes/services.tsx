import type { Route } from "./+types/services";
import { servicesPage } from "~/data/page-copy/services";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { AdditionalServicesSection } from "~/components/services/additional-services-section";
import { CoreServicesSection } from "~/components/services/core-services-section";
import { HowItWorksSection } from "~/components/services/how-it-works-section";
import { ServicesClosingSection } from "~/components/services/services-closing-section";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...servicesPage, path: paths.services });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.heading}
        lead={servicesPage.lead}
        art="page-services"
      />
      <CoreServicesSection />
      <AdditionalServicesSection />
      <HowItWorksSection />
      <ServicesClosingSection />
    </>
  );
}
