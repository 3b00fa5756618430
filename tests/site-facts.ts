import { site } from "#app/data/site.ts";

/**
 * The agency's facts as the pages must show them, derived from the site configuration
 * (content/settings/site.json, edited by staff in the content manager) so that tests compare
 * with the configuration instead of repeating its values. A changed phone number, e-mail or
 * social link then changes what the tests expect, not whether they pass.
 *
 * The link forms are derived here by the rule the site states, not read from the code that
 * builds them, so a test still fails when a page carries a wrong number.
 */

/** Dial and chat links carry the digits of the printed number, and nothing else. */
export const phoneDigits = site.phone.display.replace(/\D/g, "");

/** The dial link, in international form. */
export const dialHref = `tel:+${phoneDigits}`;

/** A chat link without its message: the chat service's address followed by the digits. */
export const chatAddress = `https://wa.me/${phoneDigits}`;

/** A mail link without its subject and body. */
export const mailAddress = `mailto:${site.email}`;

/** Every link that reaches the agency: a chat (with any office's number), a call or a mail. */
export const enquiryLinks = `a[href^="${new URL(chatAddress).origin}/"], a[href^="tel:"], a[href^="mailto:"]`;

/** The greeting that opens the body of every mail draft. */
export const mailGreeting = `Hello ${site.brandName} team,`;

/** A configured value inside a regular expression, matched literally. */
export function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Matches a string that starts with the given value, taken literally. */
export function startingWith(value: string): RegExp {
  return new RegExp(`^${literal(value)}`);
}

/** A configured value as React writes it into prerendered HTML text and attributes. */
export function htmlText(value: string): string {
  const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
