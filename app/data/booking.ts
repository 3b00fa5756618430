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

/** "We reply within two hours, 9:00 to 21:00 India time.": printed beside every way to ask. */
export const replyTime = `We reply within ${booking.reply.within}, ${booking.reply.from} to ${booking.reply.to} India time.`;

/** The steps from a first message to a paid trip, as a trip's page lists them beside its price. */
export const bookingSteps: readonly { term: string; text: string }[] = [
  { term: "Ask", text: `Send your dates, party and hotel level. ${replyTime}` },
  { term: "Quote", text: `In writing within ${booking.quoteWithin}; it holds for ${booking.quoteHolds}.` },
  { term: "Deposit", text: `${booking.depositPercent}% of the trip's price confirms the booking.` },
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

/** The price's basis, after the trip's own hotels: GST, TCS, children, single rooms and peak dates. */
export const priceBasis = {
  gst: `GST on the tour package ${booking.gst}.`,
  tcs: `Indian residents pay TCS on the invoice at the rate in force (${booking.tcsRate} at the time of writing), set against income tax.`,
  childAges: `${childFrom} to ${childTo}`,
  children: `Children ${childFrom} to ${childTo} pay the child price; under ${childFrom} on request; ${childTo + 1} and over as adults.`,
  single:
    "For a traveler who wants a room of their own on a trip of two or more. A solo traveler's price, with the car and guide alone, is on request.",
  peak: `${booking.peakDates} carry hotel supplements, quoted separately.`,
} as const;
