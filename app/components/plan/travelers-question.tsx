import { composerLimits, composerQuestions } from "#app/data/page-copy/plan.ts";
import { controlId, hintId, Question, questionId, Field, type QuestionProps } from "./fields";

const copy = composerQuestions.travelers;
const agesId = "composer-child-ages";

function childFields(children: string): number {
  const count = Number.parseInt(children, 10);
  return Number.isNaN(count) ? 0 : Math.min(Math.max(count, 0), composerLimits.children.max);
}

export function TravelersQuestion({ answers, update, errorOf, disabled }: QuestionProps) {
  const count = childFields(answers.children);
  const setAge = (index: number, age: string) => {
    const ages = Array.from(
      { length: Math.max(count, answers.childAges.length) },
      (_, at) => answers.childAges[at] ?? "",
    );
    ages[index] = age;
    update({ childAges: ages });
  };
  return (
    <Question id={questionId("travelers")} legend={copy.legend} disabled={disabled}>
      {/* One subgrid: a hint that wraps on a small phone moves both inputs down together. */}
      <div className="mt-4 grid grid-cols-2 gap-x-4 sm:gap-x-5">
        {(["adults", "children"] as const).map((field) => (
          <Field
            key={field}
            id={controlId(field)}
            label={copy.fields[field].label}
            hint={copy.fields[field].hint}
            {...copy.fields[field].input}
            value={answers[field]}
            onValue={(value) => update({ [field]: value })}
            error={errorOf(field)}
            className="row-span-4 grid grid-rows-subgrid"
          />
        ))}
      </div>
      {count > 0 ? (
        <div className="mt-6 rounded-xl bg-sand-50 p-4 sm:p-5">
          <p id={hintId(agesId)} className="text-sm text-ink-600">
            {copy.childAgesHint}
          </p>
          <div className="mt-1 grid grid-cols-2 gap-x-5 gap-y-4 sm:grid-cols-3">
            {Array.from({ length: count }, (_, index) => (
              <Field
                key={index}
                id={controlId(`childAge-${index}`)}
                label={copy.childAge(index + 1)}
                sharedHintId={hintId(agesId)}
                type="number"
                inputMode="numeric"
                min={composerLimits.childAge.min}
                max={composerLimits.childAge.max}
                value={answers.childAges[index] ?? ""}
                onValue={(age) => setAge(index, age)}
                error={errorOf(`childAge-${index}`)}
                className="mt-3"
              />
            ))}
          </div>
        </div>
      ) : null}
    </Question>
  );
}
