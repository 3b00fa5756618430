import { useId, useState } from "react";
import { Link, inlineLink } from "#app/components/ui/link.tsx";
import { seasonsCopy as copy } from "#app/data/seasons.ts";
import { monthNames } from "#app/lib/content/months.ts";
import { bestIn, type SeasonsView } from "#app/lib/content/seasons-view.ts";
import { paths } from "#app/utils/paths.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { Field } from "./fields";

function MonthSeasons({ seasons, month }: { seasons: SeasonsView; month: number }) {
  const name = monthNames[month]!;
  const best = bestIn(seasons, month);
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-xl font-semibold text-ink-900">{copy.bestIn(name)}</h3>
        {best.destinations.length > 0 ? (
          <ul className="mt-3 space-y-2 text-ink-700">
            {best.destinations.map((destination) => (
              <li key={destination.slug}>
                <strong className="font-semibold text-ink-900">{destination.name}</strong>:{" "}
                {destination.regions.map((region) => region.region).join(", ")}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-700">{copy.noneIn(name)}</p>
        )}
      </div>
      <div>
        <h3 className="text-xl font-semibold text-ink-900">{copy.tripsIn(name)}</h3>
        {best.trips.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {best.trips.map((trip) => (
              <li key={trip.slug}>
                <Link to={paths.trip(trip.slug)} className={inlineLink}>
                  {trip.title}
                </Link>{" "}
                <span className="text-ink-600">({trip.destination})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-700">{copy.noTripsIn(name)}</p>
        )}
      </div>
    </div>
  );
}

/** When to go where (app/lib/content/seasons-view.ts); without a script, every destination's best months. */
export function SeasonsSection({ seasons }: { seasons: SeasonsView }) {
  const id = useId();
  const hydrated = useHydrated();
  const [month, setMonth] = useState<number | undefined>(undefined);
  const [slug, setSlug] = useState("");
  const destinations = seasons.destinations.filter((destination) => !slug || destination.slug === slug);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-16 space-y-8">
      <div className="max-w-3xl">
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <h2 id={`${id}-heading`} className="mt-2 text-3xl font-semibold text-ink-900">
          {copy.heading}
        </h2>
        <p className="mt-3 text-lg text-ink-700 noscript:hidden">{copy.lead}</p>
        <p className="mt-3 hidden text-lg text-ink-700 noscript:block">{copy.leadWithoutScript}</p>
      </div>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2 noscript:hidden">
        <Field
          id={`${id}-month`}
          label={copy.month}
          disabled={!hydrated}
          value={month ?? ""}
          onValue={(value) => setMonth(value === "" ? undefined : Number(value))}
        >
          <option value="">{copy.anyMonth}</option>
          {monthNames.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </Field>
        <Field id={`${id}-destination`} label={copy.destination} disabled={!hydrated} value={slug} onValue={setSlug}>
          <option value="">{copy.anyDestination}</option>
          {seasons.destinations.map((destination) => (
            <option key={destination.slug} value={destination.slug}>
              {destination.name}
            </option>
          ))}
        </Field>
      </div>
      <div aria-live="polite" className="space-y-8">
        {month === undefined ? null : <MonthSeasons seasons={seasons} month={month} />}
        {/* Each destination's regions' best months: the whole table before a choice, and without a script. */}
        <ul className="grid gap-6 md:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.slug} className="rounded-card bg-white p-5 shadow-card">
              <h3 className="text-xl font-semibold text-ink-900">{destination.name}</h3>
              <dl className="mt-3 space-y-2 text-sm">
                {destination.regions.map((region) => (
                  <div key={region.region}>
                    <dt className="font-semibold text-ink-900">{region.region}</dt>
                    <dd className="text-ink-700">
                      {copy.bestMonths}: {region.range || copy.notBest}
                    </dd>
                  </div>
                ))}
              </dl>
              <Link to={paths.destination(destination.slug)} className={`mt-4 inline-block text-sm ${inlineLink}`}>
                {copy.guide(destination.name)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
