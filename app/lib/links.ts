import {
  chatButtonWords,
  defaultChatMessage,
  defaultMailDraft,
  type MailDraft,
} from "#app/data/prefilled-messages/site.ts";
import { site, type PhoneNumber } from "#app/data/site.ts";

/** Outbound links: chat, dial and mail, built here and nowhere else. */

export const externalLinkAttributes = {
  target: "_blank",
  rel: "noopener noreferrer",
} as const;

/** The chat app's address for the agency (or an office's number), without a message: a form's action. */
export function chatEndpoint(number: PhoneNumber = site.phone): string {
  return `${site.chat.host}/${number.digits}`;
}

export function chatLink(text: string = defaultChatMessage, number: PhoneNumber = site.phone): string {
  return `${chatEndpoint(number)}?text=${encodeURIComponent(text)}`;
}

/** The primitives that draw chat buttons read these here (ui may not import app/data). */
export function isChatLink(href: string): boolean {
  return href.startsWith(chatEndpoint());
}
export const chatWords = chatButtonWords;

export function dialLink(number: PhoneNumber = site.phone): string {
  return `tel:${number.dial}`;
}

/** As RFC 6068 asks: spaces as %20 (never "+"), line breaks as CRLF. */
function encodeMailValue(value: string): string {
  return encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
}

/** A text/plain POST form's action: the browser adds the fields as the body, without JavaScript. */
export function mailFormAction(subject: string): string {
  return `mailto:${site.email}?subject=${encodeMailValue(subject)}`;
}

export function mailLink(draft: MailDraft = defaultMailDraft, address: string = site.email): string {
  return `mailto:${address}?subject=${encodeMailValue(draft.subject)}&body=${encodeMailValue(draft.body)}`;
}
