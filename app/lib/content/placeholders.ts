import { booking, peakDates, priceBasis, replyTime } from "#app/data/booking.ts";
import { headOffice, officeCities, officeCountries, site } from "#app/data/site.ts";

/** The tokens ("{{email}}") a content file writes instead of a business fact. */
const placeholderValues: Readonly<Record<string, string>> = {
  brandName: site.brandName,
  legalName: site.legalName,
  email: site.email,
  /** Its spaces unbreakable: a number never wraps inside itself, in a link or in a sentence. */
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

/** Replaces every {{token}}; an unknown token is an error naming the file. */
export function fillPlaceholders(file: string, text: string): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (token: string, name: string) => {
    const value = placeholderValues[name];
    if (value === undefined) {
      throw new Error(`${file}: unknown placeholder ${token} (known: ${Object.keys(placeholderValues).join(", ")})`);
    }
    return value;
  });
}
