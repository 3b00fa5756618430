import { welcome } from "#app/data/home.ts";
import { LinkCardsSection } from "./link-cards-section";

/** The welcome intro: who we are, beside the Services and Corporate Profile cards. */
export function WelcomeSection() {
  return (
    <LinkCardsSection
      headingId="welcome-heading"
      eyebrow={welcome.eyebrow}
      title={welcome.title}
      paragraphs={welcome.paragraphs}
      cards={welcome.cards}
    />
  );
}
