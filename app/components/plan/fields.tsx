import type { ChangeEvent, InputHTMLAttributes, ReactNode } from "react";
import type { ComposerAnswers, ComposerField } from "#app/lib/trip-composer.ts";

export interface QuestionProps {
  answers: ComposerAnswers;
  update: (patch: Partial<ComposerAnswers>) => void;
  errorOf: (field: ComposerField) => string | undefined;
  /** True until the page's script has taken over (and for good without JavaScript). */
  disabled: boolean;
}

/** The id of the control that a field's error is about: where the error summary and the focus go. */
export function controlId(field: ComposerField): string {
  // The month question asks for the month and its year in one choice.
  if (field === "year") return "composer-month";
  return field === "destinations" ? "composer-destination-0" : `composer-${field}`;
}

export const questionId = (question: string) => `composer-${question}-question`;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-pretty text-ink-600">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-semibold text-coral-700">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

export function Question({
  id,
  legend,
  hint,
  error,
  disabled,
  children,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  /** The question's error as a whole (no country chosen): it describes the fieldset; the caller places it. */
  error?: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      disabled={disabled}
      aria-describedby={describedBy(hint !== undefined && hintId(id), error !== undefined && errorId(id))}
      className="min-w-0 border-t border-sand-200 pt-8 first:border-t-0 first:pt-0"
    >
      <legend className="float-left w-full font-display text-xl font-semibold text-ink-900 sm:text-2xl">
        {legend}
      </legend>
      <div className="clear-left pt-1">
        {hint !== undefined ? <Hint id={hintId(id)}>{hint}</Hint> : null}
        {children}
      </div>
    </fieldset>
  );
}

const chip =
  "inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-sand-300 bg-white py-2 pr-4 pl-3 text-sm font-semibold text-ink-700 transition-colors hover:border-teal-700 has-checked:border-teal-800 has-checked:bg-teal-50 has-checked:text-teal-900 has-disabled:cursor-not-allowed has-disabled:bg-sand-50 has-disabled:hover:border-sand-300 has-aria-invalid:border-coral-700";

export function Choice({
  label,
  ...input
}: { label: string; type: "checkbox" | "radio" } & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <label className={chip}>
      <input {...input} className="size-5 shrink-0 accent-teal-800" />
      {label}
    </label>
  );
}

export function Choices({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap gap-2 sm:gap-3">{children}</div>;
}

export const controlClasses =
  "mt-2 block min-h-12 w-full rounded-xl border border-ink-500 bg-white px-4 py-2 text-base text-ink-900 aria-invalid:border-2 aria-invalid:border-coral-700 disabled:cursor-not-allowed disabled:bg-sand-50";

/** What the fields are given: a select's options, a textarea's rows, an input's kind and limits. */
type ControlAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "min" | "max" | "autoComplete" | "aria-required" | "disabled" | "value"
>;

/** A labelled input; a select when given options, a textarea when given `rows`. */
export function Field({
  id,
  label,
  hint,
  sharedHintId,
  error,
  className = "",
  onValue,
  rows,
  children,
  ...attributes
}: ControlAttributes & {
  id: string;
  label: string;
  hint?: string;
  /** The id of a hint shared with other fields (the children's ages), instead of one of its own. */
  sharedHintId?: string;
  error?: string;
  className?: string;
  onValue: (value: string) => void;
  rows?: number;
  children?: ReactNode;
}) {
  const control = {
    ...attributes,
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && hintId(id), sharedHintId, error && errorId(id)),
    className: controlClasses,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValue(event.target.value),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      {hint ? <Hint id={hintId(id)}>{hint}</Hint> : null}
      {children ? (
        <select {...control}>{children}</select>
      ) : rows ? (
        <textarea rows={rows} {...control} />
      ) : (
        <input {...control} />
      )}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
