import { tripsLink } from "#app/data/navigation.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** Under the destination cards: the way to the sample trips, for a visitor who has seen the countries. */
export function TripsPrompt() {
  return (
    <div className="mt-10 flex flex-col gap-5 rounded-card bg-teal-50 p-6 ring-1 ring-teal-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <p className="flex items-start gap-4 text-lg font-semibold text-ink-900">
        <Icon name="map" className="mt-0.5 size-6 shrink-0 text-teal-800" />
        {tripsLink.lead}
      </p>
      <ButtonLink to={tripsLink.to} variant="secondary" className="shrink-0">
        {tripsLink.label}
      </ButtonLink>
    </div>
  );
}
