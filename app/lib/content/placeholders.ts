import { booking, peakDates, priceBasis, replyTime } from "#app/data/booking.ts";
import { headOffice, officeCities, officeCountries, site } from "#app/data/site.ts";
import { datedFacts } from "#app/generated/settings/dated-facts.ts";

/**
 * The one token grammar of content/, filled in one pass as an entry is read (loaders and /admin's
 * previews alike; docs/decisions/177-one-placeholder-pass.md): "{{email}}" writes a business fact,
 * "{{fact:k-eta-exemption}}" a dated fact, as it says until its review day and in its wording for
 * after that day from then on (165). A trip's note names a festival the same way, "{{Tet}}", which
 * the trip's schema checks and its page dates.
 */
export const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

const businessFacts: Readonly<Record<string, string>> = {
  brandName: site.brandName,
  legalName: site.legalName,
  email: site.email,
  // Its spaces unbreakable: a number never wraps inside itself, in a link or in a sentence.
  phone: site.phone.display.replaceAll(" ", "\u00a0"),
  phoneDial: site.phone.dial,
  headOfficeAddress: headOffice.address.join(", "),
  headOfficeCity: headOffice.city,
  officeCities,
  officeCountries,
  supportHours: site.hours.support.display,
  replyTime,
  replyFrom: booking.reply.from,
  quoteWithin: booking.quoteWithin,
  quoteHolds: booking.quoteHolds,
  depositPercent: `${booking.depositPercent}%`,
  balanceDays: String(booking.balanceDays),
  payment: booking.payment,
  gst: booking.gst,
  tcsRate: booking.tcsRate,
  children: priceBasis.children,
  peakDates,
};

interface PrintedFact {
  id: string;
  says?: string;
  lapsed?: string;
  reviewBy?: string;
}

export interface Filling {
  /** The day the pages are printed for (YYYY-MM-DD): the build's, or else today's. */
  today?: string;
  facts?: readonly PrintedFact[];
  /** Where an unknown token is another check's (a trip's festivals), by the field's path: left as written. */
  keep?: (path: readonly (string | number)[]) => boolean;
}

/** The business facts' tokens: "{{email}}", "{{phone}}", ... */
export const businessTokens = Object.keys(businessFacts).map((name) => `{{${name}}}`);

/** What `name` ("email", "fact:k-eta-exemption") prints as, or undefined when it names nothing printable. */
function printed(
  name: string,
  { today = new Date().toISOString().slice(0, 10), facts = datedFacts.facts }: Filling,
): string | undefined {
  const id = /^fact:(.*)$/.exec(name)?.[1];
  if (id === undefined) return businessFacts[name];
  const fact = facts.find((candidate) => candidate.id === id);
  if (!fact?.lapsed || fact.says === undefined) return undefined;
  return fact.reviewBy !== undefined && today >= fact.reviewBy ? fact.lapsed : fact.says;
}

/** Why the token of `name` is refused: the build's message and /admin's, the file (and field) put before it. */
export function placeholderProblem(name: string): string {
  const token = `{{${name}}}`;
  return name.startsWith("fact:")
    ? `unknown placeholder ${token}: no dated fact of content/settings/dated-facts.json has that id and its wording for after the review day (write the id as the dated facts list it, and give it that wording there)`
    : `unknown placeholder ${token} (known: ${businessTokens.join(", ")} and {{fact:<id>}} for a dated fact)`;
}

/** The names of a text's tokens that print as nothing ("Tet" of "{{Tet}}"). */
export function unknownPlaceholders(text: string, filling: Filling = {}): string[] {
  return [...text.matchAll(placeholder)]
    .map(([, name = ""]) => name)
    .filter((name) => printed(name, filling) === undefined);
}

/** Every string of `value` with its tokens written out; an unknown token stops, naming the file and the token. */
export function fillPlaceholders<T>(file: string, value: T, filling: Filling = {}): T {
  const fill = (item: unknown, path: (string | number)[]): unknown => {
    if (typeof item === "string")
      return item.replace(placeholder, (token, name: string) => {
        const text = printed(name, filling);
        if (text !== undefined || filling.keep?.(path)) return text ?? token;
        throw new Error(`${file}: ${placeholderProblem(name)}`);
      });
    if (Array.isArray(item)) return item.map((entry, index) => fill(entry, [...path, index]));
    if (item && typeof item === "object")
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry, [...path, key])]));
    return item;
  };
  return fill(value, []) as T;
}
