import { site } from "~/data/site";

/**
 * Outbound links: chat, dial and mail. Built here and nowhere else, so the number,
 * the address and the encoding rules stay in one place.
 */

/** Attributes every link to another site carries: a new tab, no opener, no referrer. */
export const externalLinkAttributes = {
  target: "_blank",
  rel: "noopener noreferrer",
} as const;

/** Prefilled chat messages; each button picks the one that says why the visitor writes. */
export const chatMessages = {
  /** Specification: the social bar's messaging button. */
  booking: "Hi! I want to book travel package",
  startChat: "Hi! I'd like to start a chat with your team about planning a trip.",
  /** The contact page, when its form could not load. */
  formUnavailable: "Hi! Your contact form didn't load for me, so I'm writing here about planning a trip.",
} as const;

export const defaultChatMessage = chatMessages.booking;

/** A chat-app link that opens a conversation with the agency, text prefilled. */
export function chatLink(text: string = defaultChatMessage): string {
  return `${site.chat.host}/${site.phone.digits}?text=${encodeURIComponent(text)}`;
}

/** A telephone link to the agency's number. */
export function dialLink(): string {
  return `tel:+${site.phone.digits}`;
}

export interface MailDraft {
  subject: string;
  body: string;
}

export const defaultMailDraft: MailDraft = {
  subject: "Travel Inquiry",
  body: `Hello ${site.brandName} team,\n\nI would like to plan a trip. Could you help me with an itinerary?\n\nThank you.`,
};

/**
 * Percent-encodes a mailto header value as RFC 6068 asks: spaces as %20 (never "+"),
 * line breaks as CRLF (%0D%0A).
 */
function encodeMailValue(value: string): string {
  return encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
}

/** A mail draft to the agency with a subject and a body. */
export function mailLink(draft: MailDraft = defaultMailDraft): string {
  return `mailto:${site.email}?subject=${encodeMailValue(draft.subject)}&body=${encodeMailValue(draft.body)}`;
}
