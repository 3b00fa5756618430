import { site } from "#app/data/site.ts";
import { joinList } from "#app/utils/list.ts";

/**
 * The trip composer's message: a greeting, then one line per answer opened by its label (the
 * questions' `line`s, app/data/page-copy/plan.ts), the same lines as the template a page without
 * JavaScript offers.
 */
export const composerWords = {
  greeting: `Hello ${site.brandName} team, I'd like to plan a trip.`,
  sampleTrip: (title: string) => `starting from the sample trip "${title}"`,
  /** After the sample trip, when its price does not hold for the time chosen. */
  priceOnRequest: (when: string) => `, its price for ${when} on request`,
  bestTime: "flexible, please suggest the best time to go",
  dateFrom: (from: string) => `from ${from}`,
  dateTo: (to: string) => `until ${to}`,
  days: (count: number) => (count === 1 ? "1 day" : `${count} days`),
  adults: (count: number) => (count === 1 ? "1 adult" : `${count} adults`),
  children: (count: number) => (count === 1 ? "1 child" : `${count} children`),
  /** "(age 4)", "(ages 6 and 9)": the ages known, in the order given. */
  ages: (ages: readonly number[]) => (ages.length === 1 ? `(age ${ages[0]})` : `(ages ${joinList(ages.map(String))})`),
  /** The mail draft's subject: it names the request, the traveler and the countries when known. */
  mailSubject: (name: string, destinations: readonly string[]) =>
    `Trip request${name ? ` from ${name}` : ""}${destinations.length > 0 ? `: ${joinList(destinations)}` : ""}`,
} as const;
