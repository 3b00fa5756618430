import { site } from "#app/data/site.ts";
import type { MailDraft } from "./site";

type TripNamed = { title: string; dayCount: number; destination: string };

/**
 * A trip page's 'Customise this trip' message and mail draft: they name the trip, its length and
 * country, and the month the visitor picked, so that the team can answer with a tailored plan.
 */
export function customiseTripMessage(trip: TripNamed, month?: string, priceOnRequest = false) {
  const when = month ? `, traveling in ${month}` : "";
  const price = priceOnRequest ? " The sample price does not run to that month, so please quote it." : "";
  return `Hi! I'd like to customise your sample trip "${trip.title}" (${trip.dayCount} days in ${trip.destination})${when}. Could you tailor it for me?${price}`;
}

export function customiseTripMail(trip: TripNamed, month?: string, priceOnRequest = false): MailDraft {
  return {
    subject: `Customise: ${trip.title}`,
    body: `Hello ${site.brandName} team,\n\n${customiseTripMessage(trip, month, priceOnRequest).replace(/^Hi! /, "")}\n\nThank you.`,
  };
}

/** The message of a trip whose checked price has passed its date: it asks for the current one. */
export function tripPriceMessage(trip: TripNamed) {
  return `Hi! Could you send me the current price of your sample trip "${trip.title}" (${trip.dayCount} days in ${trip.destination})?`;
}
