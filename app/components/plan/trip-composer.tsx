import { startTransition, Suspense, useEffect, useReducer, useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useLocation, useSearchParams } from "react-router";
import { composerCopy, composerQuestions } from "#app/data/page-copy/plan.ts";
import { keepForVisit, readForVisit } from "#app/lib/browser/visit-storage.ts";
import { mailLink } from "#app/lib/links.ts";
import {
  composerMessage,
  composerReducer,
  emptyAnswers,
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
import { Choice, Choices, controlId, Question, questionId, Field, type QuestionProps } from "./fields";
import { EditedNote, MessageForm } from "./message-form";
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

type Questions = typeof composerQuestions;
type Asked<Part> = { [Key in keyof Questions]: Questions[Key] extends Part ? Key : never }[keyof Questions];

/** Radio buttons for a question of one answer, checkboxes for a question of any number. */
function ChoiceQuestion({
  question,
  answers,
  update,
  disabled,
}: { question: Asked<{ options: unknown }> } & QuestionProps) {
  const id = questionId(question);
  const { legend, hint, options } = composerQuestions[question] as Questions["interests"];
  const one = typeof emptyAnswers[question] === "string";
  const chosen = [answers[question]].flat();
  return (
    <Question id={id} legend={legend} hint={hint} disabled={disabled}>
      <Choices>
        {options.map((option) => (
          <Choice
            key={option.id}
            type={one ? "radio" : "checkbox"}
            name={one ? id : undefined}
            value={one ? option.id : undefined}
            label={option.label}
            checked={chosen.includes(option.id)}
            onChange={(event) => {
              const others = chosen.filter((id) => id !== option.id);
              update({ [question]: one ? option.id : event.target.checked ? [...others, option.id] : others });
            }}
          />
        ))}
      </Choices>
    </Question>
  );
}

type TypedField = { label: string; hint?: string; input: object; className?: string };

/** A question of typed fields: a field's answer is its text. */
function FieldsQuestion({
  question,
  answers,
  update,
  errorOf,
  disabled,
}: { question: Asked<{ fields: unknown }> } & QuestionProps) {
  const { legend, fields } = composerQuestions[question];
  return (
    <Question id={questionId(question)} legend={legend} disabled={disabled}>
      {Object.entries(fields as Record<string, TypedField>).map(([field, { label, hint, input, className = "" }]) => (
        <Field
          key={field}
          id={controlId(field as ComposerField)}
          label={label}
          hint={hint}
          {...input}
          value={answers[field as keyof ComposerAnswers] as string}
          onValue={(value) => update({ [field]: value })}
          error={errorOf(field as ComposerField)}
          className={`mt-4 ${className}`}
        />
      ))}
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
            {(Object.keys(composerQuestions) as (keyof Questions)[]).map((question) => {
              if (question === "destinations")
                return (
                  <DestinationQuestion
                    key={question}
                    {...questionProps}
                    trips={trips}
                    tripSlug={state.tripSlug}
                    onTrip={(slug) => dispatch({ type: "trip", trip: trips.find((trip) => trip.slug === slug) })}
                  />
                );
              if (question === "when")
                return <WhenQuestion key={question} {...questionProps} years={years} today={state.today} />;
              if (question === "travelers") return <TravelersQuestion key={question} {...questionProps} />;
              // Exact dates say how long: the message counts their days.
              if (question === "length" && answers.when === "dates") return null;
              return "options" in composerQuestions[question] ? (
                <ChoiceQuestion key={question} {...questionProps} question={question as Asked<{ options: unknown }>} />
              ) : (
                <FieldsQuestion key={question} {...questionProps} question={question as Asked<{ fields: unknown }>} />
              );
            })}
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
