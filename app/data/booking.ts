import { bookingFacts } from "#app/generated/settings/booking.ts";
import type { BookingFacts } from "#app/lib/content/settings-schema.ts";
import { paths } from "#app/utils/paths.ts";

/**
 * How booking works, in the words the pages print, from content/settings/booking.json (edited in
 * the content manager at /admin). The trips' pages, the sentence beside every way to ask and the
 * terms' placeholders (app/lib/content/placeholders.ts) all read these, so they cannot disagree.
 */
// The generated module holds the file as its schema parsed it; JSON alone types the GST basis as a string.
export const booking = bookingFacts as BookingFacts;

/** The terms' sections a trip's page links to (their headings' ids, app/lib/content/markdown.ts). */
export const termsSections = {
  booking: `${paths.terms}#booking-and-payment`,
  cancelling: `${paths.terms}#cancellation-and-refunds`,
} as const;

/** "We reply within two hours, 9:00 to 21:00 India time.": printed beside every way to ask. */
export function replyTime({ reply }: Pick<BookingFacts, "reply"> = booking): string {
  return `We reply within ${reply.within}, ${reply.from} to ${reply.to} India time.`;
}

/** The steps from a first message to a paid trip, as a trip's page lists them beside its price. */
export function bookingSteps(facts: BookingFacts = booking): { term: string; text: string }[] {
  return [
    { term: "Ask", text: `Send your dates, party and hotel level. ${replyTime(facts)}` },
    { term: "Quote", text: `In writing within ${facts.quoteWithin}; it holds for ${facts.quoteHolds}.` },
    { term: "Deposit", text: `${facts.depositPercent}% of the trip's price confirms the booking.` },
    {
      term: "Balance",
      text: `Due ${facts.balanceDays} days before departure; a booking made later pays in full. Pay by ${facts.payment}.`,
    },
    {
      term: "Cancelling",
      text: "You pay what the suppliers charge on that day and what the quote names as non-refundable; nothing else.",
    },
  ];
}

/** The price's basis, after the trip's own hotels: GST, TCS, children, single rooms and peak dates. */
export function priceBasis(facts: BookingFacts = booking) {
  const { from, to } = facts.childAges;
  return {
    gst: facts.gst === "included" ? "GST on the tour package included." : "GST on the tour package added.",
    tcs: `Indian residents pay TCS on the invoice at the rate in force (${facts.tcsRate} at the time of writing), set against income tax.`,
    childAges: `${from} to ${to}`,
    children: `Children ${from} to ${to} pay the child price; under ${from} on request; ${to + 1} and over as adults.`,
    single:
      "For a traveler who wants a room of their own on a trip of two or more. A solo traveler's price, with the car and guide alone, is on request.",
    peak: `${facts.peakDates} carry hotel supplements, quoted separately.`,
  };
}
