import { destinationsCopy } from "#app/data/destination-copy.ts";
import { guideMessages } from "#app/data/prefilled-messages/destinations.ts";
import { chatLink } from "#app/lib/links.ts";
import { planLink } from "#app/data/navigation.ts";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/ui/cta-band.tsx";

/** The guide's closing call to action: plan a trip, book a consultation or ask for information. */
export function GuideClosingSection({ name }: { name: string }) {
  const copy = destinationsCopy.guide.closing;
  const messages = guideMessages(name);
  return (
    <Container className="py-16 sm:py-24">
      <CtaBand
        id="guide-plan"
        heading={copy.heading(name)}
        text={copy.text}
        actions={[
          { label: copy.planTrip, href: chatLink(messages.planTrip), variant: "primary" },
          { label: copy.consultation, href: chatLink(messages.consultation), variant: "light" },
          { label: copy.information, href: chatLink(messages.information), variant: "light" },
        ]}
        more={planLink}
      />
    </Container>
  );
}
