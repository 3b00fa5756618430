import { destinationsCopy } from "~/data/destination-copy";
import { guideMessages } from "~/data/prefilled-messages/destinations";
import { chatLink } from "~/lib/links";
import { planLink } from "~/data/navigation";
import { Container } from "~/components/ui/container";
import { CtaBand } from "~/components/ui/cta-band";

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
