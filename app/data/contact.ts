import { booking, replyPromise, replyTime } from "#app/data/booking.ts";
import { site } from "#app/data/site.ts";
import { chatMessages } from "#app/data/prefilled-messages/site.ts";

/** The contact page's copy and cards. Phone, e-mail, offices and hours come from site.ts. */

/**
 * The two direct lines, in the specification's order: Call Us dials the agency's number, the chat card
 * opens the chat with its message. `detail` is the line under the text (hours, number).
 */
export const contactMethods = [
  {
    id: "call",
    icon: "phone",
    title: "Call Us",
    text: "Talk your trip through with a travel specialist: dates, budget, who is coming and what you dream of seeing.",
    detail: `${replyPromise.quick} Travelers on a trip with us: round the clock.`,
    /** The number never breaks across lines. */
    action: ["Call ", site.phone.display],
  },
  {
    id: "chat",
    icon: "whatsapp",
    title: `Chat on ${site.chat.appName}`,
    text: "A quick question, a visa check or a half-formed idea for Hanoi in autumn? Send it as a message and keep the conversation on your phone.",
    detail: `${replyPromise.quick} Travelers on a trip with us: round the clock.`,
    action: [`Start ${site.chat.appName} Chat`, ""],
    chatMessage: chatMessages.startChat,
  },
] as const;

export const contactFormCopy = {
  heading: "Send Us a Message",
  intro: "Tell us where you would like to go, when, and who is traveling with you. A specialist reads every message.",
  /** Specification: the form section promises a reply within 24 hours (the booking facts' written reply). */
  promise: replyPromise.written,
  loading: "Loading the form…",
  /** Shown under the frame until the form has loaded (and without JavaScript). */
  pending: {
    lead: "Form not showing?",
    email: "Write to",
    chat: `chat with us on ${site.chat.appName}`,
  },
  /** Shown in place of the form when it cannot load. */
  unavailable: {
    title: "Our online form is not available right now.",
    text: `Nothing is lost: send the same details to ${site.email}, answered within ${booking.writtenReplyWithin}, or by chat, answered within ${booking.reply.within} between ${booking.reply.from} and ${booking.reply.to} India time.`,
    chat: `Chat on ${site.chat.appName}`,
  },
  email: {
    text: "Prefer your own inbox? Your mail app opens with a short note, ready for your trip details.",
    label: "Or email us directly",
  },
} as const;

/** Between the direct lines and the form: what the trip composer (/plan) does, under planLink's words. */
export const planPromptText =
  "Answer a few questions and we write your message for you, ready to send by chat or e-mail.";

export const officesCopy = {
  heading: "Our Global Offices",
  lead: `Drop in on a team that knows the ground: each card gives the office's address, its opening hours in its own country's time, and the number and e-mail that reach it. ${replyTime}`,
  /** "Office open Monday to Friday, 9:00 to 18:00, Sri Lanka time": each office in its own country's time. */
  hours: (display: string, country: string) => `Office open ${display}, ${country} time`,
} as const;

export const faqHeading = "Frequently Asked Questions";

/** Specification: four fixed questions. */
export const faqs: readonly { question: string; answer: string }[] = [
  {
    question: "How far in advance should I book?",
    answer:
      "We recommend booking 2-3 months ahead, and earlier for peak seasons such as cherry blossom time in South Korea (late March to mid-April) or the dry months on Sri Lanka's south coast (December to April). Last-minute trips are possible too: tell us your dates and we will work with what is still available.",
  },
  {
    question: "Do you offer travel insurance?",
    answer:
      "Yes. We offer travel insurance options for every trip and help you choose cover that fits your itinerary, from a city break in Seoul to trekking the rice terraces of Sapa, including medical care, cancellation and lost baggage.",
  },
  {
    question: "Can you help with visas and passports?",
    answer:
      "Yes. We help with visa applications and passport renewals, and give you documentation guidance for every country on your route, from Vietnam's e-visa to the entry rules for South Korea and Sri Lanka, so nothing is missing at the border.",
  },
  {
    question: "What payment methods do you accept?",
    answer: `We accept all major credit cards and bank transfers, and offer flexible payment plans that spread the cost of a longer journey: you pay by ${booking.payment}, a ${booking.depositPercent}% deposit first and the balance ${booking.balanceDays} days before departure, while flights and some hotel rates are paid in full when booked, as your quote sets out before you commit.`,
  },
];
