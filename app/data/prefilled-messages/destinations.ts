import { destinationCountries } from "#app/data/destinations.ts";
import { site } from "#app/data/site.ts";
import { joinList } from "#app/utils/list.ts";

/** The destinations overview's closing buttons. */
export const destinationsOverviewMessages = {
  /** 'Plan My Trip'. */
  planTrip: `Hi! I'd like to plan a trip with ${site.brandName}. Could you help me choose between ${joinList(destinationCountries)}?`,
  /** 'Speak with Expert'. */
  speakWithExpert: "Hi! I'd like to speak with one of your destination experts about my trip.",
} as const;

/**
 * An attraction card's 'Plan Visit' message. The name comes last, after a colon, so that it reads
 * right with or without "the" (the Mekong Delta, Adam's Peak).
 */
export function attractionVisitMessage(attraction: string, country: string): string {
  return `Hi! I'm planning a trip to ${country} and would like to visit this place from your guide: ${attraction}.`;
}

/** A guide's closing buttons: plan a trip, book a consultation, ask for information. */
export function guideMessages(country: string) {
  return {
    planTrip: `Hi! I'd like to plan a trip to ${country}.`,
    consultation: `Hi! I'd like to book a consultation with a ${country} travel expert.`,
    information: `Hi! Could you send me more information about traveling to ${country}?`,
  };
}
