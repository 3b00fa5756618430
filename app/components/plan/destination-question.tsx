import { destinationCountries } from "#app/data/destinations.ts";
import { composerCopy } from "#app/data/page-copy/plan.ts";
import type { SampleTripChoice } from "#app/lib/trip-composer.ts";
import { Choice, Choices, errorId, FieldError, Question, SelectField } from "./fields";
import { controlId, type QuestionProps } from "./composer-controls";

const copy = composerCopy.destinations;
const questionId = "composer-destinations";

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
    <Question id={questionId} legend={copy.legend} hint={copy.hint} error={error} disabled={disabled}>
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
                    {trip.title}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </SelectField>
      ) : null}
    </Question>
  );
}
