import { destinationCountries } from "#app/data/destinations.ts";
import { composerQuestions } from "#app/data/page-copy/plan.ts";
import type { SampleTripChoice } from "#app/lib/trip-composer.ts";
import { Choice, Choices, controlId, errorId, FieldError, Question, questionId, type QuestionProps } from "./fields";

const copy = composerQuestions.destinations;
const id = questionId("destinations");

/** In the site's order of countries, each country's trips in their own order. */
const byCountry = (trips: readonly SampleTripChoice[]) =>
  [...trips].sort((a, b) => destinationCountries.indexOf(a.destination) - destinationCountries.indexOf(b.destination));

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
    <>
      <Question id={id} legend={copy.legend} hint={copy.hint} error={error} disabled={disabled}>
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
              aria-describedby={error ? errorId(id) : undefined}
            />
          ))}
        </Choices>
        <FieldError id={errorId(id)} message={error} />
      </Question>
      {/* Radio buttons, not a select: a trip's whole title reads on a phone. */}
      {trips.length > 0 ? (
        <Question
          id={questionId("sample-trip")}
          legend={copy.sampleTrip}
          hint={copy.sampleTripHint}
          disabled={disabled}
        >
          <Choices>
            {[{ slug: "", title: copy.noSampleTrip }, ...byCountry(trips)].map((trip) => (
              <Choice
                key={trip.slug}
                type="radio"
                name="composer-sample-trip"
                value={trip.slug}
                label={trip.title}
                checked={tripSlug === trip.slug}
                onChange={() => onTrip(trip.slug)}
              />
            ))}
          </Choices>
        </Question>
      ) : null}
    </>
  );
}
