import { destinationsCopy } from "~/data/destinations";
import { guideMessages } from "~/data/prefilled-messages";
import { Container } from "~/components/ui/container";
import { ChatBand } from "./chat-band";

/** The guide's closing call to action: plan a trip, book a consultation or ask for information. */
export function GuideClosingSection({ name }: { name: string }) {
  const copy = destinationsCopy.guide.closing;
  const messages = guideMessages(name);
  return (
    <Container className="py-16 sm:py-24">
      <ChatBand
        id="guide-plan"
        heading={copy.heading(name)}
        text={copy.text}
        actions={[
          { label: copy.planTrip, message: messages.planTrip, variant: "primary" },
          { label: copy.consultation, message: messages.consultation, variant: "light" },
          { label: copy.information, message: messages.information, variant: "light" },
        ]}
      />
    </Container>
  );
}
