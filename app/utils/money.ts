/**
 * Rupees as the code "INR", not the sign: the site's fonts have no "₹" in the files every page
 * loads, and one sign would pull in each font's 35 kB extended-Latin file.
 */
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  currencyDisplay: "code",
  maximumFractionDigits: 0,
});

/** An amount in Indian rupees as Indian readers group it: "INR 1,85,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
