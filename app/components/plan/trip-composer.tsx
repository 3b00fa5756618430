import { useEffect, useReducer, useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "react-router";
import {
  budgetOptions,
  dietaryOptions,
  hotelOptions,
  interestOptions,
  planCopy,
  planLimits,
  type PlanOption,
} from "#app/data/page-copy/plan.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { mailLink } from "#app/lib/links.ts";
import {
  composerMessage,
  composerReducer,
  initialComposerState,
  loadTripRequestChecks,
  localDate,
  tripRequestChecksLoaded,
  tripRequestMail,
  tripRequestTemplate,
  validateTripRequest,
  type SampleTripChoice,
  type TripAnswers,
  type TripRequestField,
} from "#app/lib/trip-request.ts";
import { DestinationQuestion } from "./destination-question";
import { Choice, Choices, Question, TextField, controlClasses, describedBy, hintId, Hint } from "./fields";
import { EditedNote, MessageForm } from "./message-form";
import { controlId } from "./plan-fields";
import { TravelersQuestion } from "./travelers-question";
import { WhenQuestion } from "./when-question";

const template = tripRequestTemplate();
const questionsHeadingId = "plan-questions-heading";
const messageFormId = "plan-message-form";

/**
 * What the visitor typed into the prerendered message before the page's script ran. Read once, as
 * the composer's first state, while React hydrates the page: the composer renders before its
 * textarea is hydrated, and hydrating a textarea resets it to its prerendered text.
 */
function typedBeforeScript(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const box = document.getElementById(controlId("message"));
  return box instanceof HTMLTextAreaElement && box.value !== template ? box.value : undefined;
}

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

/** A question answered by any choices of a list (checkboxes). */
function AnyOf({
  id,
  legend,
  hint,
  options,
  values,
  onValues,
  disabled,
}: {
  id: string;
  legend: string;
  hint: string;
  options: readonly PlanOption[];
  values: readonly string[];
  onValues: (values: readonly string[]) => void;
  disabled: boolean;
}) {
  return (
    <Question id={id} legend={legend} hint={hint} disabled={disabled}>
      <Choices>
        {options.map((option) => (
          <Choice
            key={option.id}
            type="checkbox"
            label={option.label}
            checked={values.includes(option.id)}
            onChange={(event) =>
              onValues(event.target.checked ? [...values, option.id] : values.filter((id) => id !== option.id))
            }
          />
        ))}
      </Choices>
    </Question>
  );
}

/**
 * The trip composer. The prerendered page offers the message form filled with the empty template,
 * and the questions disabled until the page's script runs; a browser without JavaScript is not
 * shown the questions at all (a note says to answer in the message). Once React has hydrated, the
 * questions open, every answer rewrites the message (until the visitor edits it themselves), a
 * link's ?trip= and ?month= preselect a sample trip and a month, and sending checks the answers
 * first. All of it is one state (composerReducer, app/lib/trip-request.ts).
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
  const [state, dispatch] = useReducer(composerReducer, undefined, () => initialComposerState(typedBeforeScript()));
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const { answers, problems } = state;

  // Once hydrated (the prerendered HTML knows neither the query nor the visitor's date): the
  // visitor's date, and the choices of a link such as /plan?trip=<slug>&month=3, applied once.
  const started = state.today !== undefined;
  useEffect(() => {
    if (hydrated && !started) dispatch({ type: "start", today: localDate(), query: searchParams, trips });
  }, [hydrated, started, searchParams, trips]);

  const message = hydrated ? composerMessage(state) : template;
  const update = (patch: Partial<TripAnswers>) => dispatch({ type: "answer", patch });
  const errorOf = (field: TripRequestField) => problems.find((problem) => problem.field === field)?.message;
  const disabled = !hydrated;
  const questionProps = { answers, update, errorOf, disabled };
  const edited = hydrated && state.ownText !== undefined;
  const rewrite = () => {
    dispatch({ type: "rewrite" });
    messageRef.current?.focus();
  };

  function send(event: FormEvent<HTMLFormElement>) {
    if (!tripRequestChecksLoaded()) {
      // A send before the checks have loaded (they start on the first touch): wait for them, then
      // send again, within the click's activation, so the chat still opens in a new tab.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadTripRequestChecks().then(() => form.requestSubmit(submitter));
      return;
    }
    const found = validateTripRequest(answers, { today: localDate(), message });
    if (found.length === 0) {
      // Valid: the form's own GET goes ahead, opening the chat with the message in a new tab.
      dispatch({ type: "tried", problems: [] });
      return;
    }
    event.preventDefault();
    // Drawn at once, so that the field focused next is already described by its error.
    flushSync(() => dispatch({ type: "tried", problems: found }));
    document.getElementById(controlId(found[0]!.field))?.focus();
  }

  return (
    // The request's checks load on the first field the visitor reaches, long before a send.
    <div
      onFocusCapture={() => void loadTripRequestChecks()}
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_28rem]"
    >
      <section aria-labelledby={questionsHeadingId} className="rounded-card bg-white px-5 py-7 shadow-card sm:p-10">
        <h2 id={questionsHeadingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
          {planCopy.questions.heading}
        </h2>
        <p className="mt-3 text-ink-700 noscript:hidden">
          {hydrated ? planCopy.questions.intro : planCopy.questions.waiting}
        </p>
        {/* Without JavaScript the questions could not write the message: the message is the form. */}
        <p className="mt-3 hidden text-ink-700 noscript:block">
          {planCopy.questions.withoutScript}{" "}
          <a
            href={`#${messageFormId}`}
            className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {planCopy.questions.toMessage}
          </a>
        </p>
        <div className="mt-8 space-y-10 noscript:hidden">
          <DestinationQuestion
            {...questionProps}
            trips={trips}
            tripSlug={state.tripSlug}
            onTrip={(slug) => dispatch({ type: "trip", trip: trips.find((trip) => trip.slug === slug) })}
          />
          <WhenQuestion {...questionProps} years={years} today={state.today} />
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
          <Question id="plan-departure" legend={planCopy.departure.legend} disabled={disabled}>
            <TextField
              id="plan-departure-city"
              label={planCopy.departure.label}
              hint={planCopy.departure.hint}
              autoComplete="address-level2"
              value={answers.departure}
              onValue={(departure) => update({ departure })}
              className="mt-4 max-w-xl"
            />
          </Question>
          <OneOf
            id="plan-hotels"
            legend={planCopy.hotels.legend}
            options={hotelOptions}
            value={answers.hotel}
            onValue={(hotel) => update({ hotel })}
            disabled={disabled}
          />
          <AnyOf
            id="plan-interests"
            legend={planCopy.interests.legend}
            hint={planCopy.interests.hint}
            options={interestOptions}
            values={answers.interests}
            onValues={(interests) => update({ interests })}
            disabled={disabled}
          />
          <AnyOf
            id="plan-dietary"
            legend={planCopy.dietary.legend}
            hint={planCopy.dietary.hint}
            options={dietaryOptions}
            values={answers.dietary}
            onValues={(dietary) => update({ dietary })}
            disabled={disabled}
          />
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
        {/* On a phone the message is far below the questions: the note that answers no longer
            rewrite it, and the way back, stay in view beside them. */}
        {edited ? (
          <EditedNote
            onRewrite={rewrite}
            className="sticky bottom-3 mt-8 rounded-xl bg-white p-3 shadow-card ring-1 ring-sand-200 lg:hidden"
          />
        ) : null}
      </section>
      <div id={messageFormId} className="lg:sticky lg:top-24">
        <MessageForm
          message={message}
          hydrated={hydrated}
          edited={edited}
          onMessage={(text) => dispatch({ type: "edit", text })}
          onRewrite={rewrite}
          onSubmit={send}
          problems={problems}
          attempt={state.attempt}
          mailHref={mailLink(tripRequestMail(answers, message))}
          messageRef={messageRef}
        />
      </div>
    </div>
  );
}
