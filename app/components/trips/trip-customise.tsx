import { replyTime } from "#app/data/booking.ts";
import { customiseTripMail, customiseTripMessage } from "#app/data/prefilled-messages/trips.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import { useVisitText } from "#app/lib/browser/visit-storage.ts";
import { monthNames } from "#app/lib/content/months.ts";
import type { TripView } from "#app/lib/content/trip-view.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { localDate } from "#app/utils/local-date.ts";
import { chatLink, mailLink } from "#app/lib/links.ts";
import { paths } from "#app/utils/paths.ts";
import { inlineLink } from "#app/components/ui/link.tsx";
import { ButtonLink, ExternalButton, type ButtonVariant } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

const copy = tripsCopy.page;

/** The month (0-11) chosen on a trip's page, kept for the visit and shared by every way to the composer. */
function useTripMonth(slug: string): [number | undefined, (month: number | undefined) => void] {
  const [kept, keep] = useVisitText(`trip-month:${slug}`);
  const month = kept === undefined ? undefined : Number(kept);
  return [
    month !== undefined && Number.isInteger(month) && month >= 0 && month < 12 ? month : undefined,
    (next) => keep(next === undefined ? undefined : String(next)),
  ];
}

/** "Customise this trip": the composer with the trip, and the month chosen on the page once hydrated. */
export function CustomiseLink({
  slug,
  variant,
  className,
}: {
  slug: string;
  variant: ButtonVariant;
  className?: string;
}) {
  const [month] = useTripMonth(slug);
  return (
    <ButtonLink to={paths.planTrip(slug, month)} variant={variant} className={className}>
      {copy.customise}
    </ButtonLink>
  );
}

/** The composer with the trip chosen, and a month once hydrated, beside a chat and a mail draft naming both. */
export function TripCustomise({ trip }: { trip: TripView }) {
  const hydrated = useHydrated();
  const [month, setMonth] = useTripMonth(trip.slug);
  // Each month in the year it next comes round, from the visitor's own date.
  const today = hydrated ? localDate() : undefined;
  const yearOf = (index: number) => {
    const [year = 0, thisMonth = 1] = (today ?? "").split("-").map(Number);
    return index + 1 >= thisMonth ? year : year + 1;
  };
  const monthName = month === undefined || !today ? undefined : `${monthNames[month]} ${yearOf(month)}`;
  // A month that starts after the price's last day of travel has its price on request.
  const beyondPrice = (index: number) =>
    today !== undefined && `${yearOf(index)}-${String(index + 1).padStart(2, "0")}-01` > trip.price.validUntil;
  const onRequest = month !== undefined && beyondPrice(month);
  // Each group in the order the months come, from this one on.
  const soon = (index: number) => yearOf(index) * 12 + index;
  const byDate = (indices: readonly number[]) => [...indices].sort((a, b) => soon(a) - soon(b));
  const groups = [
    { label: copy.bestMonths, months: byDate(trip.bestMonths) },
    {
      label: copy.otherMonths,
      months: byDate(monthNames.map((_, index) => index).filter((index) => !trip.bestMonths.includes(index))),
    },
  ];
  return (
    <div className="space-y-5">
      {/* The choice changes the links below: without JavaScript it could not, so it is not shown. */}
      <div className="noscript:hidden">
        <label htmlFor="trip-month" className="block font-semibold text-ink-900">
          {copy.monthLabel}
        </label>
        <select
          id="trip-month"
          disabled={!hydrated}
          value={month ?? ""}
          onChange={(event) => setMonth(event.target.value === "" ? undefined : Number(event.target.value))}
          className="mt-2 block min-h-12 w-full rounded-xl border border-sand-300 bg-white px-4 text-ink-900 disabled:opacity-70"
        >
          <option value="">{copy.monthAny}</option>
          {groups.map((group) =>
            group.months.length === 0 ? null : (
              <optgroup key={group.label} label={group.label}>
                {group.months.map((index) => (
                  <option key={index} value={index}>
                    {monthNames[index]}
                    {today ? ` ${yearOf(index)}` : ""}
                    {beyondPrice(index) ? ` (${copy.onRequest.toLowerCase()})` : ""}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </div>
      <div className="space-y-3">
        <CustomiseLink slug={trip.slug} variant="primary" className="w-full" />
        <ExternalButton
          href={chatLink(customiseTripMessage(trip, monthName, onRequest))}
          variant="outline"
          className="w-full"
        >
          {copy.chat}
        </ExternalButton>
      </div>
      <p className="text-sm text-ink-700">{replyTime}</p>
      <p className="text-sm">
        <a
          href={mailLink(customiseTripMail(trip, monthName, onRequest))}
          className={`inline-flex min-h-6 items-center gap-2 ${inlineLink}`}
        >
          <Icon name="mail" className="size-4" />
          {copy.mail}
        </a>
      </p>
    </div>
  );
}
