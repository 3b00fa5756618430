/** Today in the visitor's time zone, YYYY-MM-DD; its own module, so a trip page loads no composer checks. */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
