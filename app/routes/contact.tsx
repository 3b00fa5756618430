import type { Route } from "./+types/contact";
import { contactMethods } from "~/data/contact";
import { contactPage } from "~/data/page-copy/contact";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { ContactFormSection } from "~/components/contact/contact-form-section";
import { ContactMethodCard } from "~/components/contact/contact-method-card";
import { FaqSection } from "~/components/contact/faq-section";
import { OfficesSection } from "~/components/contact/offices-section";
import { PlanPrompt } from "~/components/contact/plan-prompt";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...contactPage, path: paths.contact, describesAgency: true });

export default function Contact() {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.heading} lead={contactPage.lead} art="page-contact" />
      <Container className="relative -mt-10 pb-20 sm:-mt-14 sm:pb-24">
        <div className="grid gap-6 md:grid-cols-2">
          {contactMethods.map((method) => (
            <ContactMethodCard key={method.id} method={method} />
          ))}
        </div>
        <div className="mt-8">
          <PlanPrompt />
        </div>
        <div className="mt-12 sm:mt-16">
          <ContactFormSection />
        </div>
      </Container>
      <OfficesSection />
      <FaqSection />
    </>
  );
}
