import { startTransition, Suspense, useEffect, useReducer, useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useLocation, useSearchParams } from "react-router";
import { composerChoices, composerCopy, composerLimits } from "#app/data/page-copy/plan.ts";
import { keepForVisit, readForVisit } from "#app/lib/browser/visit-storage.ts";
import { mailLink } from "#app/lib/links.ts";
import {
  composerMessage,
  composerReducer,
  initialComposerState,
  loadComposerChecks,
  localDate,
  composerChecksLoaded,
  composerMail,
  composerTemplate,
  composerProblems,
  keptComposer,
  type SampleTripChoice,
  type ComposerAnswers,
  type ComposerField,
} from "#app/lib/trip-composer.ts";
import { DestinationQuestion } from "./destination-question";
import { Choice, Choices, Question, TextField, controlClasses, describedBy, hintId, Hint } from "./fields";
import { EditedNote, MessageForm } from "./message-form";
import { controlId, type QuestionProps } from "./composer-controls";
import { TravelersQuestion } from "./travelers-question";
import { WhenQuestion } from "./when-question";
import { inlineLink } from "#app/components/ui/link.tsx";

const questionsHeadingId = "composer-questions-heading";
/** The composer's answers, kept in this tab for the visit. */
const keptKey = "composer";
const messageFormId = "composer-message-form";

/** Typed into the prerendered message before the script ran: hydrating the textarea would reset it. */
function typedBeforeScript(template: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const box = document.getElementById(controlId("message"));
  return box instanceof HTMLTextAreaElement && box.value !== template ? box.value : undefined;
}

const choiceFields = Object.keys(composerChoices) as (keyof typeof composerChoices)[];

/** Radio buttons for a field of one answer, checkboxes for a field of any number. */
function ChoiceQuestion({
  field,
  answers,
  update,
  disabled,
}: { field: (typeof choiceFields)[number] } & Pick<QuestionProps, "answers" | "update" | "disabled">) {
  const id = `composer-${field}`;
  const copy = composerCopy[field];
  const { options, one } = composerChoices[field];
  const answer = answers[field];
  return (
    <Question id={id} legend={copy.legend} hint={"hint" in copy ? copy.hint : undefined} disabled={disabled}>
      <Choices>
        {options.map((option) => (
          <Choice
            key={option.id}
            type={one ? "radio" : "checkbox"}
            name={one ? id : undefined}
            value={one ? option.id : undefined}
            label={option.label}
            checked={[answer].flat().includes(option.id)}
            onChange={(event) => {
              const others = [answer].flat().filter((chosen) => chosen !== option.id);
              update({ [field]: one ? option.id : event.target.checked ? [...others, option.id] : others });
            }}
          />
        ))}
      </Choices>
    </Question>
  );
}

/** The questions write the message until the visitor edits it (docs/decisions/147-trip-composer.md). */
export function TripComposer({
  trips,
  tripSlug,
  years,
}: {
  trips: readonly SampleTripChoice[];
  /** The sample trip of the page's address (/plan/<trip>), or "". */
  tripSlug: string;
  years: readonly number[];
}) {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const template = composerTemplate(trips.find((trip) => trip.slug === tripSlug));
  const [state, dispatch] = useReducer(composerReducer, undefined, () =>
    initialComposerState(typedBeforeScript(template)),
  );
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const { answers, problems } = state;

  // Once hydrated, in one transition: the visitor's date, the answers kept for the visit, and the
  // address's choices (/plan/<trip>?month=3) the first time the composer is opened at it (docs/decisions/172).
  const hydrated = state.today !== undefined;
  useEffect(() => {
    const query = new URLSearchParams(searchParams);
    if (tripSlug && !query.has("trip")) query.set("trip", tripSlug);
    const kept = readForVisit(keptKey);
    startTransition(() =>
      dispatch({ type: "start", today: localDate(), query, trips, arrival: pathname + search, kept }),
    );
  }, [searchParams, trips, tripSlug, pathname, search]);
  useEffect(() => {
    if (hydrated) keepForVisit(keptKey, keptComposer(state));
  }, [hydrated, state]);

  const message = hydrated ? composerMessage(state) : template;
  const update = (patch: Partial<ComposerAnswers>) => dispatch({ type: "answer", patch });
  const errorOf = (field: ComposerField) => problems.find((problem) => problem.field === field)?.message;
  const disabled = !hydrated;
  const questionProps = { answers, update, errorOf, disabled };
  const edited = hydrated && state.ownText !== undefined;
  const rewrite = () => {
    dispatch({ type: "rewrite" });
    messageRef.current?.focus();
  };

  function send(event: FormEvent<HTMLFormElement>) {
    if (!composerChecksLoaded()) {
      // Sent before the checks loaded: send again once they have, within the click's activation,
      // so that the chat still opens in a new tab.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadComposerChecks().then(() => form.requestSubmit(submitter));
      return;
    }
    const found = composerProblems(answers, { today: localDate(), message });
    if (found.length === 0) {
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
      data-place="composer"
      data-trip={state.tripSlug || undefined}
      onFocusCapture={() => void loadComposerChecks()}
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_28rem]"
    >
      <section aria-labelledby={questionsHeadingId} className="rounded-card bg-white px-5 py-7 shadow-card sm:p-10">
        <h2 id={questionsHeadingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
          {composerCopy.questions.heading}
        </h2>
        <p className="mt-3 text-ink-700 noscript:hidden">
          {hydrated ? composerCopy.questions.intro : composerCopy.questions.waiting}
        </p>
        <p className="mt-3 hidden text-ink-700 noscript:block">
          {composerCopy.questions.withoutScript}{" "}
          <a href={`#${messageFormId}`} className={inlineLink}>
            {composerCopy.questions.toMessage}
          </a>
        </p>
        <div className="mt-8 space-y-10 noscript:hidden">
          {/* Hydrated on its own, after the message form: disabled until then (docs/decisions/172). */}
          <Suspense>
            <DestinationQuestion
              {...questionProps}
              trips={trips}
              tripSlug={state.tripSlug}
              onTrip={(slug) => dispatch({ type: "trip", trip: trips.find((trip) => trip.slug === slug) })}
            />
            <WhenQuestion {...questionProps} years={years} today={state.today} />
            {/* Exact dates say how long: the message counts their days. */}
            {answers.when === "dates" ? null : (
              <Question id="composer-length" legend={composerCopy.length.legend} disabled={disabled}>
                <TextField
                  id={controlId("days")}
                  label={composerCopy.length.label}
                  hint={composerCopy.length.hint}
                  type="number"
                  inputMode="numeric"
                  min={composerLimits.days.min}
                  max={composerLimits.days.max}
                  value={answers.days}
                  onValue={(days) => update({ days })}
                  error={errorOf("days")}
                  className="mt-4 max-w-xs"
                />
              </Question>
            )}
            <TravelersQuestion {...questionProps} />
            <Question id="composer-departure" legend={composerCopy.departure.legend} disabled={disabled}>
              <TextField
                id="composer-departure-city"
                label={composerCopy.departure.label}
                hint={composerCopy.departure.hint}
                autoComplete="address-level2"
                value={answers.departure}
                onValue={(departure) => update({ departure })}
                className="mt-4 max-w-xl"
              />
            </Question>
            {choiceFields.map((field) => (
              <ChoiceQuestion key={field} field={field} {...questionProps} />
            ))}
            <Question id="composer-about" legend={composerCopy.about.legend} disabled={disabled}>
              <TextField
                id={controlId("name")}
                label={composerCopy.about.name}
                autoComplete="name"
                aria-required="true"
                value={answers.name}
                onValue={(name) => update({ name })}
                error={errorOf("name")}
                className="mt-4 max-w-xl"
              />
              <div className="mt-5">
                <label htmlFor="composer-notes" className="block font-semibold text-ink-900">
                  {composerCopy.about.notes}
                </label>
                <Hint id={hintId("composer-notes")}>{composerCopy.about.notesHint}</Hint>
                <textarea
                  id="composer-notes"
                  rows={3}
                  value={answers.notes}
                  onChange={(event) => update({ notes: event.target.value })}
                  aria-describedby={describedBy(hintId("composer-notes"))}
                  className={controlClasses}
                />
              </div>
            </Question>
          </Suspense>
        </div>
        {/* On a phone the message is far below the questions: the note stays in view beside them. */}
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
          mailHref={mailLink(composerMail(answers, message))}
          messageRef={messageRef}
        />
      </div>
    </div>
  );
}
