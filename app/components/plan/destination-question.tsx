import { destinationCountries } from "#app/data/destinations.ts";
import { composerCopy } from "#app/data/page-copy/plan.ts";
import type { SampleTripChoice } from "#app/lib/trip-request.ts";
import { Choice, Choices, describedBy, errorId, FieldError, Hint, hintId, SelectField } from "./fields";
import { controlId, type QuestionProps } from "./composer-controls";

const copy = composerCopy.destinations;
const questionId = "composer-destinations";

/** Where: one or more of the countries, and optionally a sample trip to start from. */
export function DestinationQuestion({
  answers,
  update,
  errorOf,
  disabled,
  trips,
  tripSlug,
  onTrip,
}: QuestionProps & { trips: readonly SampleTripChoice[]; tripSlug: string; onTrip: (slug: string) => void }) {
  const error = errorOf("destinations");
  const toggle = (name: string, checked: boolean) =>
    update({
      destinations: checked
        ? [...answers.destinations, name]
        : answers.destinations.filter((destination) => destination !== name),
    });
  return (
    <fieldset
      id={questionId}
      disabled={disabled}
      className="min-w-0"
      aria-describedby={describedBy(hintId(questionId), error && errorId(questionId))}
    >
      <legend className="float-left w-full font-display text-xl font-semibold text-ink-900 sm:text-2xl">
        {copy.legend}
      </legend>
      <div className="clear-left pt-1">
        <Hint id={hintId(questionId)}>{copy.hint}</Hint>
        <Choices>
          {destinationCountries.map((name, index) => (
            <Choice
              key={name}
              type="checkbox"
              id={index === 0 ? controlId("destinations") : `composer-destination-${index}`}
              label={name}
              checked={answers.destinations.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(questionId) : undefined}
            />
          ))}
        </Choices>
        <FieldError id={errorId(questionId)} message={error} />
        {trips.length > 0 ? (
          <SelectField
            id="composer-sample-trip"
            label={copy.sampleTrip}
            hint={copy.sampleTripHint}
            value={tripSlug}
            onValue={onTrip}
            className="mt-6 max-w-xl"
          >
            <option value="">{copy.noSampleTrip}</option>
            {destinationCountries.map((name) => {
              const ofCountry = trips.filter((trip) => trip.destination === name);
              return ofCountry.length === 0 ? null : (
                <optgroup key={name} label={name}>
                  {ofCountry.map((trip) => (
                    <option key={trip.slug} value={trip.slug}>
                      {copy.tripOption(trip.title, trip.days)}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </SelectField>
        ) : null}
      </div>
    </fieldset>
  );
}
