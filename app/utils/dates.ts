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

/** "2024-11-28" as the site writes every day, day-month-year: "28 November 2024"; undefined for no such day. */
export function formatDisplayDate(text: string): string | undefined {
  const day = calendarDay(text);
  if (!day) return undefined;
  displayFormat ??= new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return displayFormat.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
}

/**
 * The days from `from` to `to` (YYYY-MM-DD), said as briefly as they read: "13 May 2027",
 * "13 and 14 April 2027", "6 to 9 February 2027", "30 April to 3 May 2027".
 */
export function formatDays(from: string, to: string): string {
  const [first, last] = [formatDisplayDate(from) ?? from, formatDisplayDate(to) ?? to];
  if (from === to) return first;
  const [day, month, year] = first.split(" ");
  const nextDay = Date.parse(to) - Date.parse(from) === 86_400_000;
  const joiner = nextDay ? "and" : "to";
  if (year !== last.split(" ")[2]) return `${first} to ${last}`;
  if (month === last.split(" ")[1]) return `${day} ${joiner} ${last}`;
  return `${day} ${month} ${joiner} ${last}`;
}
