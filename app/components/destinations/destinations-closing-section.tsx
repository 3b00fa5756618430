import { destinationsCopy } from "~/data/destination-copy";
import { destinationsOverviewMessages } from "~/data/prefilled-messages/destinations";
import { chatLink } from "~/lib/links";
import { planLink } from "~/data/navigation";
import { CtaBand } from "~/components/ui/cta-band";

/** The overview's closing block: 'Plan My Trip' and 'Speak with Expert', both opening a chat. */
export function DestinationsClosingSection() {
  const copy = destinationsCopy.overview.closing;
  return (
    <CtaBand
      id="destinations-plan"
      heading={copy.heading}
      text={copy.text}
      actions={[
        { label: copy.planTrip, href: chatLink(destinationsOverviewMessages.planTrip), variant: "primary" },
        { label: copy.speakWithExpert, href: chatLink(destinationsOverviewMessages.speakWithExpert), variant: "light" },
      ]}
      more={planLink}
    />
  );
}
