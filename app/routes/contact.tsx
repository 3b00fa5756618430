import type { Route } from "./+types/contact";
import { contactMethods } from "#app/data/contact.ts";
import { contactPage } from "#app/data/page-copy/contact.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { ContactFormSection } from "#app/components/contact/contact-form-section.tsx";
import { ContactMethodCard } from "#app/components/contact/contact-method-card.tsx";
import { FaqSection } from "#app/components/contact/faq-section.tsx";
import { OfficesSection } from "#app/components/contact/offices-section.tsx";
import { PlanPrompt } from "#app/components/contact/plan-prompt.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

export const meta: Route.MetaFunction = () => seo({ ...contactPage, path: paths.contact, describesAgency: true });

export default function Contact() {
  return (
    <>
      <PageHero page={contactPage} art="page-contact" />
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
