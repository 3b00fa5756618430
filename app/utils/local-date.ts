/**
 * Today's date in the visitor's own time zone, YYYY-MM-DD. A module of its own, so that a page
 * that needs only the date (a trip's month choice) does not load the composer's checks with it.
 */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
