import { replyTime } from "#app/data/booking.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import { paths } from "#app/utils/paths.ts";
import type { TripSummary } from "#app/lib/content/trip-view.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";

/**
 * "Customise this trip" fixed to the foot of the screen, by CSS alone (app.css keeps room for it under the
 * footer); its words stay inside the gutters, clear of the floating controls.
 */
export function TripActionBar({ trip }: { trip: TripSummary }) {
  const copy = tripsCopy.page;
  return (
    <div
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-sand-200 bg-white/95 shadow-float backdrop-blur print:hidden"
    >
      <Container className="flex items-center justify-between gap-4 py-3">
        <p className="hidden text-ink-700 sm:block">
          <span className="text-sm">{copy.from} </span>
          <span className="font-display text-xl font-semibold text-ink-900">{trip.labels.price}</span>{" "}
          <span className="text-sm">{copy.perPerson}</span>
          {/* On a phone the button alone: the glance says the same. */}
          <span className="block text-xs">{replyTime}</span>
        </p>
        <ButtonLink to={paths.planTrip(trip.slug)} variant="primary" className="min-h-11 w-full py-2 sm:w-auto">
          {copy.customise}
        </ButtonLink>
      </Container>
    </div>
  );
}
