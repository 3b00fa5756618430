/**
 * Months of the year and the month ranges the guides write ("Oct-Apr", "May"). Shared by the
 * guide schema, its loader and the month-by-month table; no dependency, so it is safe anywhere.
 */
export const monthAbbreviations = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
type MonthAbbreviation = (typeof monthAbbreviations)[number];

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const month = monthAbbreviations.join("|");
/** "Oct-Apr" (a range that may wrap past December) or a single month such as "May". */
const monthRangePattern = new RegExp(`^(${month})(-(${month}))?$`);

/** The months a range covers, as indexes 0 (January) to 11, in calendar order from its start. */
export function monthsInRange(range: string): number[] {
  const match = monthRangePattern.exec(range.trim());
  if (!match) throw new Error(`"${range}" is not a month range such as "Oct-Apr"`);
  const first = monthAbbreviations.indexOf(match[1] as MonthAbbreviation);
  const last = match[3] ? monthAbbreviations.indexOf(match[3] as MonthAbbreviation) : first;
  const span = (last - first + 12) % 12;
  return Array.from({ length: span + 1 }, (_, step) => (first + step) % 12);
}

/** Spells a range out for reading aloud: "October to April", or "May". */
export function spellMonthRange(range: string): string {
  const months = monthsInRange(range);
  const first = monthNames[months[0]!]!;
  const last = monthNames[months.at(-1)!]!;
  return months.length === 1 ? first : `${first} to ${last}`;
}
