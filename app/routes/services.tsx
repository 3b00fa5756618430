import type { Route } from "./+types/services";
import { pages } from "~/data/pages";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { AdditionalServicesSection } from "~/components/services/additional-services-section";
import { CoreServicesSection } from "~/components/services/core-services-section";
import { HowItWorksSection } from "~/components/services/how-it-works-section";
import { ServicesClosingSection } from "~/components/services/services-closing-section";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...pages.services, path: paths.services });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow={pages.services.eyebrow}
        title={pages.services.heading}
        lead={pages.services.lead}
        art="page-services"
      />
      <CoreServicesSection />
      <AdditionalServicesSection />
      <HowItWorksSection />
      <ServicesClosingSection />
    </>
  );
}
