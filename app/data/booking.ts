import { bookingFacts } from "#app/generated/settings/booking.ts";
import type { BookingFacts } from "#app/lib/content/settings-schema.ts";
import { paths } from "#app/utils/paths.ts";

/**
 * How booking works, from content/settings/booking.json: the trips' pages, the reply time beside
 * every way to ask and the terms' placeholders all read it. (As JSON the GST basis types as string.)
 */
export const booking = bookingFacts as BookingFacts;

/** The terms' sections a trip's page links to (their headings' ids, app/lib/content/markdown.ts). */
export const termsSections = {
  booking: `${paths.terms}#booking-and-payment`,
  cancelling: `${paths.terms}#cancellation-and-refunds`,
} as const;

const { within, from, to } = booking.reply;

/** Each way of asking has one promise: chat and phone the quick one, the form and e-mail the written one. */
export const replyPromise = {
  /** Beside a chat or call button alone. */
  quick: `We reply within ${within}, ${from} to ${to} India time, every day; a message sent outside those hours is answered from ${from}.`,
  /** Beside the contact form or an e-mail address alone (the specification's 24 hours). */
  written: `We reply within ${booking.writtenReplyWithin}.`,
} as const;

/** Where several ways to ask stand together: each one's promise, named by its way. */
export const replyTime = `By chat or phone, we reply within ${within}, ${from} to ${to} India time, every day (from ${from} to a message sent later); by form or e-mail, within ${booking.writtenReplyWithin}.`;

/** The steps from a first message to a paid trip, as a trip's page lists them beside its price. */
export const bookingSteps: readonly { term: string; text: string }[] = [
  { term: "Ask", text: `Send your dates, party and hotel level. ${replyTime}` },
  {
    term: "Quote",
    text: `In writing within ${booking.quoteWithin}. Its prices hold for ${booking.quoteHolds}, subject to availability: if a rate changes, we tell you before you pay anything.`,
  },
  {
    term: "Deposit",
    text: `${booking.depositPercent}% of the trip's price confirms the booking. Flights and some hotel rates are paid in full when booked; the quote says which.`,
  },
  {
    term: "Balance",
    text: `Due ${booking.balanceDays} days before departure; a booking made later pays in full. Pay by ${booking.payment}.`,
  },
  {
    term: "Cancelling",
    text: "You pay what the suppliers charge on that day and what the quote names as non-refundable; nothing else.",
  },
];

const { from: childFrom, to: childTo } = booking.childAges;

/** "Christmas to New Year and Diwali week, and in Vietnam Tet and 30 April to 1 May": a trip's peak dates. */
function peakDatesIn(country: string): string {
  const own = booking.countryPeakDates.find((entry) => entry.country === country);
  return own ? `${booking.peakDates}, and in ${country} ${own.dates},` : booking.peakDates;
}

/** Every country's peak dates in one phrase, for the terms. */
export const peakDates = [
  `${booking.peakDates} everywhere`,
  ...booking.countryPeakDates.map((entry) => `${entry.dates} in ${entry.country}`),
].join("; ");

/** The price's basis, after the trip's own hotels: GST, TCS, children, single rooms and peak dates. */
export const priceBasis = {
  gst: `GST on the tour package ${booking.gst}.`,
  tcs: `Indian residents pay TCS at the rate in force (${booking.tcsRate} at the time of writing) on every payment, the deposit included, against the payer's PAN; it is set against income tax, and after a cancellation it is recovered through the tax return.`,
  childAges: `${childFrom} to ${childTo}`,
  children: `Children ${childFrom} to ${childTo} pay the child price; under ${childFrom} on request; ${childTo + 1} and over as adults.`,
  single:
    "For a traveler who wants a room of their own on a trip of two or more. A solo traveler's price, with the car and guide alone, is on request.",
  peak: (country: string) => `${peakDatesIn(country)} carry hotel supplements, quoted separately.`,
} as const;
