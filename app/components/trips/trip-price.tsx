import { booking, bookingSteps, priceBasis, termsSections } from "#app/data/booking.ts";
import { tripPriceMessage } from "#app/data/prefilled-messages/trips.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import type { TripView } from "#app/lib/content/trip-view.ts";
import { chatLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The "from" price and its basis; past its valid-until day at the build, "Price on request" and a chat. */
export function TripPrice({ trip }: { trip: TripView }) {
  const copy = tripsCopy.page;
  const { price, priceLabels } = trip;
  const others = [
    { term: copy.singleSupplement, value: priceLabels.singleSupplement, note: priceBasis.single },
    { term: copy.childWithBed(priceBasis.childAges), value: priceLabels.childWithBed },
    { term: copy.childWithoutBed(priceBasis.childAges), value: priceLabels.childWithoutBed },
  ].flatMap((row) => (row.value === undefined ? [] : [{ ...row, value: row.value }]));
  const childPrice = priceLabels.childWithBed !== undefined || priceLabels.childWithoutBed !== undefined;
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
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700 marker:text-ink-500">
            <li>
              {copy.basis(price.hotels)} {priceBasis.gst}
            </li>
            <li>{priceBasis.tcs}</li>
            {childPrice ? <li>{priceBasis.children}</li> : null}
            <li>{priceBasis.peak(trip.destination)}</li>
          </ul>
          {others.length > 0 ? (
            <dl className="grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
              {others.map((row) => (
                <div key={row.term} className="contents">
                  <dt className="font-semibold text-ink-900">{row.term}</dt>
                  <dd>
                    {row.value} {copy.perPerson}
                    {row.note ? <span className="block text-ink-600">{row.note}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      ) : (
        <div className="space-y-4">
          <p className="font-display text-3xl font-semibold text-ink-900">{copy.onRequest}</p>
          <p className="text-ink-700">{copy.onRequestLead(booking.quoteWithin)}</p>
          <p className="text-sm font-semibold text-ink-900">{copy.checked(priceLabels.checked)}</p>
          <ExternalButton href={chatLink(tripPriceMessage(trip))} variant="primary" className="print:hidden">
            <Icon name="whatsapp" />
            {copy.askPrice(trip.title)}
          </ExternalButton>
        </div>
      )}
      <section
        aria-labelledby="how-booking-works"
        className="rounded-card border border-sand-200 bg-white p-5 text-sm text-ink-700"
      >
        <h3 id="how-booking-works" className="font-semibold text-ink-900">
          {copy.howBooking}
        </h3>
        <ol className="mt-3 space-y-1.5">
          {bookingSteps.map((step) => (
            <li key={step.term}>
              <strong className="text-ink-900">{step.term}:</strong> {step.text}
            </li>
          ))}
        </ol>
        <p className="mt-3">
          <a href={termsSections.booking} className="font-semibold text-teal-800 underline underline-offset-4">
            {copy.termsBooking}
          </a>
          {" · "}
          <a href={termsSections.cancelling} className="font-semibold text-teal-800 underline underline-offset-4">
            {copy.termsCancelling}
          </a>
        </p>
      </section>
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
