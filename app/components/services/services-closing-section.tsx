import { servicesClosing } from "~/data/services";
import { chatLink } from "~/lib/links";
import { planLink } from "~/data/navigation";
import { Container } from "~/components/ui/container";
import { CtaBand } from "~/components/ui/cta-band";

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
