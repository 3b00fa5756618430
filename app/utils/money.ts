/**
 * Digits as Indian readers group them: the last three, then pairs ("1,23,45,678"), rounded to a
 * whole number; the amounts are prices, never negative (the schemas' minimum). Written out rather
 * than with Intl.NumberFormat("en-IN"): /plan evaluates its budget labels at start-up, and a page's
 * first Intl formatter loads the browser's locale data, a task of 74-86 ms at the phone's
 * calibrated CPU (docs/decisions/142-scripts-after-the-content.md). The unit test holds it to Intl's
 * own output.
 */
export function indianDigits(amount: number): string {
  const digits = String(Math.round(amount));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest === "" ? lastThree : `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}`;
}

/**
 * An amount in Indian rupees as Indian readers group it: "INR 1,85,000", a no-break space keeping
 * the code with its digits. The code "INR", not the
 * sign: the site's fonts have no "₹" in the files every page loads, and one sign would pull in each
 * font's 35 kB extended-Latin file.
 */
export function formatRupees(amount: number): string {
  return `INR\u00a0${indianDigits(amount)}`;
}
