import { booking } from "#app/data/booking.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import type { TripSummary } from "#app/lib/content/trip-view.ts";
import { paths } from "#app/utils/paths.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Picture } from "#app/components/ui/picture.tsx";

export function TripCard({ trip, headingLevel = 2 }: { trip: TripSummary; headingLevel?: 2 | 3 }) {
  const copy = tripsCopy.card;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <div className="aspect-[3/2] bg-sand-100">
        <Picture
          image={trip.image}
          alt={trip.imageAlt}
          sizes="(min-width: 80rem) 25rem, (min-width: 48rem) 33vw, 100vw"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Eyebrow>
          {trip.destination} · {copy.days(trip.dayCount)}
        </Eyebrow>
        <Heading className="mt-2 text-xl font-semibold text-ink-900 sm:text-2xl">
          {/* The whole card is the link's target. */}
          <a
            href={paths.trip(trip.slug)}
            className="after:absolute after:inset-0 after:rounded-card hover:text-teal-800 hover:underline"
          >
            {trip.title}
          </a>
        </Heading>
        <p className="mt-3 text-ink-700">{trip.summary}</p>
        <div className="mt-auto pt-5">
          <dl className="grid grid-cols-2 gap-4 border-t border-sand-200 pt-5 text-sm">
            <div>
              <dt className="text-ink-600">{copy.best}</dt>
              <dd className="font-semibold text-ink-900">{trip.labels.bestMonths}</dd>
            </div>
            <div>
              <dt className="text-ink-600">{copy.from}</dt>
              <dd className="font-semibold text-ink-900">
                {trip.priceCurrent ? (
                  <>
                    {trip.labels.price} <span className="font-normal text-ink-600">{copy.perPerson(booking.gst)}</span>
                  </>
                ) : (
                  tripsCopy.page.onRequest
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}
