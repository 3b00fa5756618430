/** Days written YYYY-MM-DD, as content files and the composer's date fields hold them. */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD ("2027-02-30" is none), as its numbers; or undefined. */
export function calendarDay(text: string): { year: number; month: number; day: number } | undefined {
  const match = isoDay.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

/** Made on first use: a first Intl formatter loads the locale data (docs/decisions/142). */
let displayFormat: Intl.DateTimeFormat | undefined;

/** "2024-11-28" as American readers write it: "November 28, 2024"; undefined for no such day. */
export function formatDisplayDate(text: string): string | undefined {
  const day = calendarDay(text);
  if (!day) return undefined;
  displayFormat ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return displayFormat.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
}
