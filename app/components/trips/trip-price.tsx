import { tripPriceMessage } from "#app/data/prefilled-messages/trips.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import type { TripView } from "#app/lib/content/trip-view.ts";
import { chatLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The price's basis: twin sharing, the other prices where given, GST and TCS, and when it was checked. */
function PriceBasis({ trip }: { trip: TripView }) {
  const copy = tripsCopy.page;
  const { price, priceLabels } = trip;
  const others = [
    { term: copy.singleSupplement, value: priceLabels.singleSupplement },
    { term: copy.childWithBed, value: priceLabels.childWithBed },
    { term: copy.childWithoutBed, value: priceLabels.childWithoutBed },
  ].flatMap((row) => (row.value === undefined ? [] : [{ term: row.term as string, value: row.value }]));
  return (
    <>
      {others.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
          {others.map((row) => (
            <div key={row.term} className="contents">
              <dt className="font-semibold text-ink-900">{row.term}</dt>
              <dd>
                {row.value} {copy.perPerson}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="text-sm text-ink-700">
        {copy.basis(price.hotels)} {copy.gst(price.gst)} {copy.tcs}
      </p>
    </>
  );
}

/**
 * The "from" price per person, its basis, when it was checked and until when it holds, and what it
 * includes and leaves out. Once the valid-until day has passed (on the day the site was built),
 * the number gives way to "Price on request" and a chat asking for the current price.
 */
export function TripPrice({ trip }: { trip: TripView }) {
  const copy = tripsCopy.page;
  const { price, priceLabels } = trip;
  return (
    <div className="space-y-6">
      {trip.priceCurrent ? (
        <>
          <p className="text-ink-700">
            <span className="block text-sm font-semibold tracking-wide text-ink-600 uppercase">{copy.from}</span>
            <span className="font-display text-4xl font-semibold text-ink-900">{trip.labels.price}</span>{" "}
            <span className="text-ink-600">{copy.perPerson}</span>
          </p>
          <p className="text-sm font-semibold text-ink-900">
            {copy.checked(priceLabels.checked)}, {copy.validUntil(priceLabels.validUntil)}
          </p>
          <PriceBasis trip={trip} />
        </>
      ) : (
        <div className="space-y-4">
          <p className="font-display text-3xl font-semibold text-ink-900">{copy.onRequest}</p>
          <p className="text-ink-700">{copy.onRequestLead}</p>
          <p className="text-sm font-semibold text-ink-900">{copy.checked(priceLabels.checked)}</p>
          <ExternalButton href={chatLink(tripPriceMessage(trip))} variant="primary" className="print:hidden">
            <Icon name="whatsapp" />
            {copy.askPrice(trip.title)}
          </ExternalButton>
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink-900">{copy.included}</h3>
          <ul className="mt-3 space-y-2 text-sm text-ink-700">
            {price.includes.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 text-teal-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-ink-900">{copy.excluded}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-700 marker:text-ink-500">
            {[copy.internationalFlights, ...price.excludes].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
