import { monthsCopy } from "#app/data/destination-maps.ts";
import { monthPeriods, monthRatingsOf, type MonthRating, type WhenToGoRow } from "#app/lib/content/month-table.ts";
import { monthAbbreviations, monthNames } from "#app/lib/content/months.ts";

/** Each rating has its own shape as well as colour (solid, striped, low), so the strip reads without colour. */
const ratingBars: Record<MonthRating, string> = {
  best: "h-7 bg-teal-700",
  shoulder:
    "h-7 bg-[repeating-linear-gradient(135deg,var(--color-saffron-600)_0_2px,var(--color-saffron-100)_2px_5px)] ring-1 ring-saffron-600 ring-inset",
  avoid: "mt-5 h-2 bg-coral-500",
};

function RatingBar({ rating }: { rating: MonthRating }) {
  return <span aria-hidden="true" className={`block rounded-sm ${ratingBars[rating]}`} />;
}

export function WhenToGoTable({ name, rows }: { name: string; rows: readonly WhenToGoRow[] }) {
  const copy = monthsCopy;
  return (
    <div>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700" aria-label={copy.key}>
        {(["best", "shoulder", "avoid"] as const).map((rating) => (
          <li key={rating} className="flex items-center gap-2">
            <span className="flex h-7 w-5 flex-col">
              <RatingBar rating={rating} />
            </span>
            {copy.ratings[rating]}
          </li>
        ))}
      </ul>
      <table className="mt-6 w-full table-fixed border-separate border-spacing-x-[2px] border-spacing-y-2">
        <caption className="sr-only">{copy.caption(name)}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-[44%] pr-2 text-left text-xs font-semibold text-ink-600 sm:w-[24%] sm:text-sm">
              {copy.regionHeader}
            </th>
            {monthAbbreviations.map((month, index) => (
              <th key={month} scope="col" className="text-center text-xs font-semibold text-ink-600">
                <abbr title={monthNames[index]} className="no-underline">
                  <span className="sm:hidden">{month.charAt(0)}</span>
                  <span className="hidden sm:inline">{month}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.region}>
              <th
                scope="row"
                className="pr-2 text-left align-middle text-xs leading-tight font-semibold text-ink-900 sm:text-base"
              >
                {row.region}
              </th>
              {monthRatingsOf(row).map((rating, month) => (
                <td key={monthAbbreviations[month]} className="h-7 p-0 align-top">
                  <RatingBar rating={rating} />
                  <span className="sr-only">{copy.ratings[rating]}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <div key={row.region}>
            <h4 className="font-semibold text-ink-900">{row.region}</h4>
            <ul className="mt-2 space-y-2 text-sm text-ink-700">
              {monthPeriods(row).map((period) => (
                <li key={period.range} className="flex gap-3">
                  <span className="flex h-7 w-4 shrink-0 flex-col">
                    <RatingBar rating={period.rating} />
                  </span>
                  <span>
                    <span className="font-semibold text-ink-900">
                      {period.range} &middot; {copy.ratings[period.rating]}:
                    </span>{" "}
                    {period.reason}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
