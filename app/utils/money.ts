/** "1,23,45,678". Not Intl.NumberFormat("en-IN"), which loads locale data (docs/decisions/142). */
export function indianDigits(amount: number): string {
  const digits = String(Math.round(amount));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest === "" ? lastThree : `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}`;
}

/** "INR 1,85,000": the code, not "₹", which would pull in each font's 35 kB extended-Latin file. */
export function formatRupees(amount: number): string {
  return `INR\u00a0${indianDigits(amount)}`;
}
