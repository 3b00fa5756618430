import { planCopy } from "~/data/page-copy/plan";
import { monthNames } from "~/lib/content/months";
import type { WhenMode } from "~/lib/trip-request";
import { Choice, Choices, Hint, Question, SelectField, TextField } from "./fields";
import { controlId, type QuestionProps } from "./plan-fields";

const copy = planCopy.when;
const modes = Object.keys(copy.modes) as WhenMode[];
const bestHintId = "plan-when-best-hint";

/** When: exact dates, a month and year, or "tell me the best time"; the fields follow the choice. */
export function WhenQuestion({
  answers,
  update,
  errorOf,
  disabled,
  years,
  today,
}: QuestionProps & { years: readonly number[]; today: string | undefined }) {
  return (
    <Question id="plan-when" legend={copy.legend} disabled={disabled}>
      <Choices>
        {modes.map((mode) => (
          <Choice
            key={mode}
            type="radio"
            name="plan-when"
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
          <TextField
            id={controlId("dateFrom")}
            label={copy.from}
            type="date"
            min={today}
            value={answers.dateFrom}
            onValue={(dateFrom) => update({ dateFrom })}
            error={errorOf("dateFrom")}
          />
          <TextField
            id={controlId("dateTo")}
            label={copy.to}
            type="date"
            min={answers.dateFrom || today}
            value={answers.dateTo}
            onValue={(dateTo) => update({ dateTo })}
            error={errorOf("dateTo")}
          />
        </div>
      ) : null}
      {answers.when === "month" ? (
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <SelectField
            id={controlId("month")}
            label={copy.month}
            value={answers.month}
            onValue={(month) => update({ month })}
            error={errorOf("month")}
          >
            <option value="">{copy.chooseMonth}</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={controlId("year")}
            label={copy.year}
            value={answers.year}
            onValue={(year) => update({ year })}
            error={errorOf("year")}
          >
            <option value="">{copy.chooseYear}</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {answers.when === "best" ? <Hint id={bestHintId}>{copy.bestHint}</Hint> : null}
    </Question>
  );
}
