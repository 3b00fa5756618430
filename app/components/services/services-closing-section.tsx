import { servicesClosing } from "#app/data/services.ts";
import { chatLink } from "#app/lib/links.ts";
import { planLink } from "#app/data/navigation.ts";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";

/** The closing call to action: two chats, one to start planning, one to book a consultation. */
export function ServicesClosingSection() {
  const { title, lead, startPlanning, consultation } = servicesClosing;
  return (
    <Container className="pb-20 sm:pb-24">
      <CtaBand
        id="services-closing-heading"
        heading={title}
        text={lead}
        actions={[
          { label: startPlanning.label, href: chatLink(startPlanning.message) },
          { label: consultation.label, href: chatLink(consultation.message), variant: "light" },
        ]}
        look="plain"
        more={planLink}
      />
    </Container>
  );
}
