import { destinationsCopy } from "~/data/destinations";
import { destinationsOverviewMessages } from "~/data/prefilled-messages";
import { ChatBand } from "./chat-band";

/** The overview's closing block: 'Plan My Trip' and 'Speak with Expert', both opening a chat. */
export function DestinationsClosingSection() {
  const copy = destinationsCopy.overview.closing;
  return (
    <ChatBand
      id="destinations-plan"
      heading={copy.heading}
      text={copy.text}
      actions={[
        { label: copy.planTrip, message: destinationsOverviewMessages.planTrip, variant: "primary" },
        { label: copy.speakWithExpert, message: destinationsOverviewMessages.speakWithExpert, variant: "light" },
      ]}
    />
  );
}
