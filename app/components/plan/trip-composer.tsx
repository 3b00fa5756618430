import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "react-router";
import {
  budgetOptions,
  hotelOptions,
  interestOptions,
  planCopy,
  planLimits,
  type PlanOption,
} from "~/data/page-copy/plan";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { mailLink } from "~/lib/links";
import {
  answersFromQuery,
  composeTripRequest,
  emptyAnswers,
  localDate,
  tripRequestMail,
  tripRequestTemplate,
  validateTripRequest,
  type FieldError,
  type SampleTripChoice,
  type TripAnswers,
  type TripRequestField,
} from "~/lib/trip-request";
import { DestinationQuestion } from "./destination-question";
import { Choice, Choices, Question, TextField, controlClasses, describedBy, hintId, Hint } from "./fields";
import { MessageForm } from "./message-form";
import { controlId } from "./plan-fields";
import { TravelersQuestion } from "./travelers-question";
import { WhenQuestion } from "./when-question";

const template = tripRequestTemplate();

/**
 * What the visitor typed into the prerendered message before the page's script ran, read when this
 * module loads, before React hydrates the page: hydrating a textarea resets it to its prerendered text.
 */
const typedBeforeScript: string | undefined = (() => {
  if (typeof document === "undefined") return undefined;
  const box = document.getElementById(controlId("message"));
  return box instanceof HTMLTextAreaElement && box.value !== template ? box.value : undefined;
})();
const questionsHeadingId = "plan-questions-heading";
const messageFormId = "plan-message-form";

/** A question answered by one choice of a list (radio buttons). */
function OneOf({
  id,
  legend,
  hint,
  options,
  value,
  onValue,
  disabled,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: readonly PlanOption[];
  value: string;
  onValue: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <Question id={id} legend={legend} hint={hint} disabled={disabled}>
      <Choices>
        {options.map((option) => (
          <Choice
            key={option.id}
            type="radio"
            name={id}
            value={option.id}
            label={option.label}
            checked={value === option.id}
            onChange={() => onValue(option.id)}
          />
        ))}
      </Choices>
    </Question>
  );
}

/**
 * The trip composer. The prerendered page (and the page without JavaScript) offers the message
 * form filled with the empty template and the questions disabled: a visitor without the script
 * answers in the message itself. Once React has hydrated, the questions open, every answer
 * rewrites the message (until the visitor edits it themselves), a link's ?trip= and ?month=
 * preselect a sample trip and a month, and sending checks the answers first.
 */
export function TripComposer({
  trips,
  years,
}: {
  trips: readonly SampleTripChoice[];
  /** The years the month question offers: the build's year and the next two. */
  years: readonly number[];
}) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [answers, setAnswers] = useState<TripAnswers>(emptyAnswers);
  const [tripSlug, setTripSlug] = useState("");
  /** The visitor's own text, once they have edited the message (or typed it before the script ran). */
  const [ownText, setOwnText] = useState<string | undefined>(hydrated ? undefined : typedBeforeScript);
  const [problems, setProblems] = useState<readonly FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [today, setToday] = useState<string | undefined>(undefined);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // Once hydrated (the prerendered HTML knows neither the query nor the visitor's date): the
  // choices of a link such as /plan?trip=<slug>&month=3, applied once.
  if (hydrated && today === undefined) {
    const date = localDate();
    const preset = answersFromQuery(searchParams, trips, date);
    setToday(date);
    setTripSlug(preset.tripSlug);
    setAnswers(preset.answers);
  }

  const trip = trips.find((candidate) => candidate.slug === tripSlug);
  const full: TripAnswers = { ...answers, sampleTrip: trip?.title };
  const message = hydrated ? (ownText ?? composeTripRequest(full)) : template;
  const update = (patch: Partial<TripAnswers>) => setAnswers((current) => ({ ...current, ...patch }));
  const errorOf = (field: TripRequestField) => problems.find((problem) => problem.field === field)?.message;
  const disabled = !hydrated;
  const questionProps = { answers, update, errorOf, disabled };

  function chooseTrip(slug: string) {
    setTripSlug(slug);
    const chosen = trips.find((candidate) => candidate.slug === slug);
    if (!chosen) return;
    setAnswers((current) => ({
      ...current,
      destinations: current.destinations.includes(chosen.destination)
        ? current.destinations
        : [...current.destinations, chosen.destination],
      days: current.days.trim() === "" ? String(chosen.days) : current.days,
    }));
  }

  function send(event: FormEvent<HTMLFormElement>) {
    const found = validateTripRequest(full, { today: localDate(), message });
    if (found.length === 0) {
      // Valid: the form's own GET goes ahead, opening the chat with the message in a new tab.
      setProblems([]);
      return;
    }
    event.preventDefault();
    // Drawn at once, so that the field focused next is already described by its error.
    flushSync(() => {
      setProblems(found);
      setAttempt((count) => count + 1);
    });
    document.getElementById(controlId(found[0]!.field))?.focus();
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <section aria-labelledby={questionsHeadingId} className="rounded-card bg-white px-5 py-7 shadow-card sm:p-10">
        <h2 id={questionsHeadingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
          {planCopy.questions.heading}
        </h2>
        {hydrated ? (
          <p className="mt-3 text-ink-700">{planCopy.questions.intro}</p>
        ) : (
          <p className="mt-3 text-ink-700">
            {planCopy.questions.waiting}{" "}
            <a
              href={`#${messageFormId}`}
              className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              {planCopy.questions.toMessage}
            </a>
          </p>
        )}
        <div className="mt-8 space-y-10">
          <DestinationQuestion {...questionProps} trips={trips} tripSlug={tripSlug} onTrip={chooseTrip} />
          <WhenQuestion {...questionProps} years={years} today={today} />
          <Question id="plan-length" legend={planCopy.length.legend} disabled={disabled}>
            <TextField
              id={controlId("days")}
              label={planCopy.length.label}
              hint={planCopy.length.hint}
              type="number"
              inputMode="numeric"
              min={planLimits.days.min}
              max={planLimits.days.max}
              value={answers.days}
              onValue={(days) => update({ days })}
              error={errorOf("days")}
              className="mt-4 max-w-xs"
            />
          </Question>
          <TravelersQuestion {...questionProps} />
          <OneOf
            id="plan-hotels"
            legend={planCopy.hotels.legend}
            options={hotelOptions}
            value={answers.hotel}
            onValue={(hotel) => update({ hotel })}
            disabled={disabled}
          />
          <Question
            id="plan-interests"
            legend={planCopy.interests.legend}
            hint={planCopy.interests.hint}
            disabled={disabled}
          >
            <Choices>
              {interestOptions.map((option) => (
                <Choice
                  key={option.id}
                  type="checkbox"
                  label={option.label}
                  checked={answers.interests.includes(option.id)}
                  onChange={(event) =>
                    update({
                      interests: event.target.checked
                        ? [...answers.interests, option.id]
                        : answers.interests.filter((id) => id !== option.id),
                    })
                  }
                />
              ))}
            </Choices>
          </Question>
          <OneOf
            id="plan-budget"
            legend={planCopy.budget.legend}
            hint={planCopy.budget.hint}
            options={budgetOptions}
            value={answers.budget}
            onValue={(budget) => update({ budget })}
            disabled={disabled}
          />
          <Question id="plan-about" legend={planCopy.about.legend} disabled={disabled}>
            <TextField
              id={controlId("name")}
              label={planCopy.about.name}
              autoComplete="name"
              aria-required="true"
              value={answers.name}
              onValue={(name) => update({ name })}
              error={errorOf("name")}
              className="mt-4 max-w-xl"
            />
            <div className="mt-5">
              <label htmlFor="plan-notes" className="block font-semibold text-ink-900">
                {planCopy.about.notes}
              </label>
              <Hint id={hintId("plan-notes")}>{planCopy.about.notesHint}</Hint>
              <textarea
                id="plan-notes"
                rows={3}
                value={answers.notes}
                onChange={(event) => update({ notes: event.target.value })}
                aria-describedby={describedBy(hintId("plan-notes"))}
                className={controlClasses}
              />
            </div>
          </Question>
        </div>
      </section>
      <div id={messageFormId} className="lg:sticky lg:top-24">
        <MessageForm
          message={message}
          hydrated={hydrated}
          edited={ownText !== undefined}
          onMessage={setOwnText}
          onRewrite={() => {
            setOwnText(undefined);
            messageRef.current?.focus();
          }}
          onSubmit={send}
          problems={problems}
          attempt={attempt}
          mailHref={mailLink(tripRequestMail(full, message))}
          messageRef={messageRef}
        />
      </div>
    </div>
  );
}
