import { replyTime } from "#app/data/booking.ts";
import { site } from "#app/data/site.ts";

/**
 * Every prefilled chat message and e-mail draft lives in this folder, one file per page so that a
 * page's script carries only its own; this file holds the ones every page may use. Each names what
 * the visitor wants, so the team can answer without asking again.
 */

export const chatMessages = {
  /** Specification: the social bar's messaging button. */
  booking: "Hi! I want to book travel package",
  startChat: "Hi! I'd like to start a chat with your team about planning a trip.",
  /** The contact page, while its form is still loading and when it could not load: true in both. */
  formNotShowing: "Hi! Your contact form isn't showing for me, so I'm writing here about planning a trip.",
} as const;

export const defaultChatMessage = chatMessages.booking;

/** The words around a button that opens the chat app: where it goes, and the e-mail for whoever has no chat app to hand. */
export const chatButtonWords = {
  opensTab: `(opens ${site.chat.appName} in a new tab)`,
  noChat: `No ${site.chat.appName} on this device?`,
  mail: "E-mail us instead",
  /** When the agency answers, beside a group of ways to ask. */
  reply: replyTime,
} as const;

export interface MailDraft {
  subject: string;
  body: string;
}

export const defaultMailDraft: MailDraft = {
  subject: "Travel Inquiry",
  body: `Hello ${site.brandName} team,\n\nI would like to plan a trip. Could you help me with an itinerary?\n\nThank you.`,
};
