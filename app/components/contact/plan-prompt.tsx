import { planPromptText } from "#app/data/contact.ts";
import { planLink, tripsLink } from "#app/data/navigation.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** A way to the trip composer and the sample trips, between the direct lines and the form: for visitors who know what they want. */
export function PlanPrompt() {
  return (
    <div className="flex flex-col gap-5 rounded-card bg-teal-50 p-6 ring-1 ring-teal-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <p className="flex items-start gap-4 text-ink-700">
        <Icon name="compass" className="mt-0.5 size-6 text-teal-800" />
        <span>
          <strong className="block text-lg font-semibold text-ink-900">{planLink.lead}</strong>
          {planPromptText}
        </span>
      </p>
      <div className="flex shrink-0 flex-col gap-3">
        <ButtonLink to={planLink.to} variant="secondary">
          {planLink.label}
        </ButtonLink>
        <ButtonLink to={tripsLink.to} variant="outline">
          {tripsLink.label}
        </ButtonLink>
      </div>
    </div>
  );
}
