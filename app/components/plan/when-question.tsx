import { composerQuestions } from "#app/data/page-copy/plan.ts";
import { monthChoices, type WhenMode } from "#app/lib/trip-composer.ts";
import { Choice, Choices, controlId, Hint, Question, questionId, Field, type QuestionProps } from "./fields";

const copy = composerQuestions.when;
const modes = Object.keys(copy.modes) as WhenMode[];
const bestHintId = "composer-when-best-hint";

export function WhenQuestion({
  answers,
  update,
  errorOf,
  disabled,
  years,
  today,
}: QuestionProps & { years: readonly number[]; today: string | undefined }) {
  // Months to come from the visitor's own date; the build's year stands in before it is known.
  const months = monthChoices(today ?? `${years[0] ?? new Date().getFullYear()}-01-01`, years.at(-1) ?? 0);
  const chosen = answers.month && answers.year ? `${answers.year}-${Number(answers.month)}` : "";
  return (
    <Question id={questionId("when")} legend={copy.legend} disabled={disabled}>
      <Choices>
        {modes.map((mode) => (
          <Choice
            key={mode}
            type="radio"
            name="composer-when"
            value={mode}
            label={copy.modes[mode]}
            checked={answers.when === mode}
            onChange={() => update({ when: mode })}
            aria-describedby={mode === "best" && answers.when === "best" ? bestHintId : undefined}
          />
        ))}
      </Choices>
      {answers.when === "dates" ? (
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {(["dateFrom", "dateTo"] as const).map((field) => (
            <Field
              key={field}
              id={controlId(field)}
              label={field === "dateFrom" ? copy.from : copy.to}
              type="date"
              min={field === "dateFrom" ? today : answers.dateFrom || today}
              value={answers[field]}
              onValue={(date) => update({ [field]: date })}
              error={errorOf(field)}
            />
          ))}
        </div>
      ) : null}
      {answers.when === "month" ? (
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Field
            id={controlId("month")}
            label={copy.month}
            value={chosen}
            onValue={(value) => {
              const choice = months.find((month) => month.value === value);
              update({ month: choice ? String(choice.month) : "", year: choice ? String(choice.year) : "" });
            }}
            error={errorOf("month") ?? errorOf("year")}
          >
            <option value="">{copy.chooseMonth}</option>
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </Field>
        </div>
      ) : null}
      {answers.when === "best" ? <Hint id={bestHintId}>{copy.bestHint}</Hint> : null}
    </Question>
  );
}
