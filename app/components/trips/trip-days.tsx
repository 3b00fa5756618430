import { journeyLine, mealsLine, tripsCopy, type TravelMode } from "#app/data/trip-copy.ts";
import type { TripDay } from "#app/lib/content/trip-view.ts";
import type { IconName } from "#app/utils/icons.ts";
import { Icon } from "#app/components/ui/icon.tsx";

const modeIcons: Record<TravelMode, IconName> = {
  road: "car",
  rail: "train",
  "domestic flight": "plane",
  ferry: "ship",
  boat: "ship",
};

/** The plan day by day; each day an anchor (#day-3) that the route map's stops link to. */
export function TripDays({ days }: { days: readonly TripDay[] }) {
  const copy = tripsCopy.page;
  return (
    <ol className="space-y-4">
      {days.map((day, index) => (
        <li
          key={`${index}-${day.title}`}
          id={`day-${index + 1}`}
          className="break-inside-avoid rounded-card border border-sand-200 bg-white p-5 sm:p-6 print:border-sand-300 print:p-4"
        >
          <h3 className="text-lg font-semibold text-ink-900 sm:text-xl">
            <span className="mr-2 text-saffron-700">{copy.day(index + 1)}</span>
            <span className="sr-only">: </span>
            {day.title}
          </h3>
          {day.travel ? (
            <p className="mt-2 flex items-start gap-2 text-sm font-medium text-teal-800">
              <Icon name={modeIcons[day.travel.by]} className="mt-0.5 size-4" />
              <span>{journeyLine(day.travel)}</span>
            </p>
          ) : null}
          <p className="mt-3 text-ink-700">{day.description}</p>
          <div className="mt-3 flex flex-col gap-1 text-sm text-ink-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
            <p className="flex items-center gap-2">
              <Icon name={day.sleep ? "bed" : "plane"} className="size-4" />
              {day.sleep ? (
                <span>
                  {copy.night}: <strong className="font-semibold text-ink-900">{day.sleep}</strong>
                  {day.stay ? `, ${day.stay}` : null}
                </span>
              ) : (
                <span>{copy.noNight}</span>
              )}
            </p>
            <p className="flex items-center gap-2">
              <Icon name="bowl" className="size-4" />
              <span>
                {copy.meals}: {mealsLine(day.meals)}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
