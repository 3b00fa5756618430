import { destinationsCopy } from "#app/data/destination-copy.ts";
import { destinationsOverviewMessages } from "#app/data/prefilled-messages/destinations.ts";
import { chatLink } from "#app/lib/links.ts";
import { planLink } from "#app/data/navigation.ts";
import { CtaBand } from "#app/components/ui/cta-band.tsx";

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
