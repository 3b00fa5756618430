import { site } from "~/data/site";
import { chatLink } from "~/lib/links";

/**
 * The prefilled chat messages of the destination pages, in one place. Each names what the
 * visitor wants and, on a guide, the country, so the team can answer without asking again.
 */
export const destinationsOverviewMessages = {
  /** Overview closing block: 'Plan My Trip'. */
  planTrip: `Hi! I'd like to plan a trip with ${site.brandName}. Could you help me choose between Vietnam, South Korea and Sri Lanka?`,
  /** Overview closing block: 'Speak with Expert'. */
  speakWithExpert: "Hi! I'd like to speak with one of your destination experts about my trip.",
} as const;

/** An attraction card's 'Plan Visit' message: names the attraction and its country. */
export function attractionVisitMessage(attraction: string, country: string): string {
  return `Hi! I'd like to plan a visit to ${attraction} in ${country}.`;
}

export interface GuideMessages {
  planTrip: string;
  consultation: string;
  information: string;
}

/** A guide's closing buttons: plan a trip, book a consultation, ask for information. */
export function guideMessages(country: string): GuideMessages {
  return {
    planTrip: `Hi! I'd like to plan a trip to ${country}.`,
    consultation: `Hi! I'd like to book a consultation with a ${country} travel expert.`,
    information: `Hi! Could you send me more information about traveling to ${country}?`,
  };
}

/** The chat link of an attraction's 'Plan Visit' button. */
export function attractionVisitLink(attraction: string, country: string): string {
  return chatLink(attractionVisitMessage(attraction, country));
}
