import type { DestinationName } from "~/data/destinations";
import { destinationNames } from "~/data/destinations";
import { site } from "~/data/site";
import { joinList } from "~/utils/list";

/**
 * Every prefilled message of the site, in one place: the texts a chat button opens the chat app
 * with, and the e-mail draft of the mail links. Each names what the visitor wants (and the
 * destination, service or article), so the team can answer without asking again. The links are
 * built from them in app/lib/links.ts.
 */

export const chatMessages = {
  /** Specification: the social bar's messaging button. */
  booking: "Hi! I want to book travel package",
  startChat: "Hi! I'd like to start a chat with your team about planning a trip.",
  /** The contact page, when its form could not load. */
  formUnavailable: "Hi! Your contact form didn't load for me, so I'm writing here about planning a trip.",
} as const;

export const defaultChatMessage = chatMessages.booking;

/** The chat message of a home slide's "Plan my trip" button. */
export function planTripMessage(destination: DestinationName): string {
  return `Hi! I'd like to plan a trip to ${destination}. Can you help me with an itinerary?`;
}

/** The prefilled chat text of a core service's 'Learn More' button: it names the service. */
export function learnMoreMessage(service: string): string {
  return `Hi! I'd like to learn more about your ${service} service.`;
}

/** The services page's closing buttons. */
export const servicesClosingMessages = {
  startPlanning: "Hi! I'm ready to start planning my trip. Can you help me put together an itinerary?",
  consultation: "Hi! I'd like to schedule a consultation with one of your travel specialists.",
} as const;

/** The destinations overview's closing buttons. */
export const destinationsOverviewMessages = {
  /** 'Plan My Trip'. */
  planTrip: `Hi! I'd like to plan a trip with ${site.brandName}. Could you help me choose between ${joinList(destinationNames)}?`,
  /** 'Speak with Expert'. */
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

/** The chat message of an article's call to action: it names the article. */
export function articleChatMessage(title: string): string {
  return `Hi! I just read "${title}" on your blog and I'd like to plan a trip like it.`;
}

export interface MailDraft {
  subject: string;
  body: string;
}

export const defaultMailDraft: MailDraft = {
  subject: "Travel Inquiry",
  body: `Hello ${site.brandName} team,\n\nI would like to plan a trip. Could you help me with an itinerary?\n\nThank you.`,
};
