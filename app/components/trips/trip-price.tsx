import { tripsCopy } from "~/data/trips";
import type { TripView } from "~/lib/content/trip-view";
import { Icon } from "~/components/ui/icon";

/** The "from" price per person, its basis, and what it includes and leaves out. */
export function TripPrice({ trip }: { trip: TripView }) {
  const copy = tripsCopy.page;
  const { price } = trip;
  return (
    <div className="space-y-6">
      <p className="text-ink-700">
        <span className="block text-sm font-semibold tracking-wide text-ink-600 uppercase">{copy.from}</span>
        <span className="font-display text-4xl font-semibold text-ink-900">{trip.labels.price}</span>{" "}
        <span className="text-ink-600">{copy.perPerson}</span>
      </p>
      <p className="text-sm text-ink-700">{copy.basis(price.hotels, price.year)}</p>
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
