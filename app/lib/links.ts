import {
  chatButtonWords,
  defaultChatMessage,
  defaultMailDraft,
  type MailDraft,
} from "#app/data/prefilled-messages/site.ts";
import { site, type PhoneNumber } from "#app/data/site.ts";

/**
 * Outbound links: chat, dial and mail. Built here and nowhere else, so the number,
 * the address and the encoding rules stay in one place; the words they carry are in
 * app/data/prefilled-messages/.
 */

/** Attributes every link to another site carries: a new tab, no opener, no referrer. */
export const externalLinkAttributes = {
  target: "_blank",
  rel: "noopener noreferrer",
} as const;

/** The chat app's address for a conversation with the agency (or an office's number), without a message: a form's action. */
export function chatEndpoint(number: PhoneNumber = site.phone): string {
  return `${site.chat.host}/${number.digits}`;
}

/** A chat-app link that opens a conversation with the agency (or an office's number), text prefilled. */
export function chatLink(text: string = defaultChatMessage, number: PhoneNumber = site.phone): string {
  return `${chatEndpoint(number)}?text=${encodeURIComponent(text)}`;
}

/**
 * Whether a link opens the chat app, and the words a button to it carries (where it opens, and an
 * e-mail instead for a device without the app): the primitives that draw such buttons read them here.
 */
export function isChatLink(href: string): boolean {
  return href.startsWith(chatEndpoint());
}
export const chatWords = chatButtonWords;

/** A telephone link to the agency's number, or an office's. */
export function dialLink(number: PhoneNumber = site.phone): string {
  return `tel:${number.dial}`;
}

/**
 * Percent-encodes a mailto header value as RFC 6068 asks: spaces as %20 (never "+"),
 * line breaks as CRLF (%0D%0A).
 */
function encodeMailValue(value: string): string {
  return encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
}

/**
 * The address a form posts to (method post, encoding text/plain) to open a mail draft whose body is
 * the form's fields: the browser adds the body itself, so a page without JavaScript can send what
 * was typed into it.
 */
export function mailFormAction(subject: string): string {
  return `mailto:${site.email}?subject=${encodeMailValue(subject)}`;
}

/** A mail draft to the agency (or an office's address) with a subject and a body. */
export function mailLink(draft: MailDraft = defaultMailDraft, address: string = site.email): string {
  return `mailto:${address}?subject=${encodeMailValue(draft.subject)}&body=${encodeMailValue(draft.body)}`;
}
