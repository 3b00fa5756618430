import type { ComposerAnswers, ComposerField } from "#app/lib/trip-composer.ts";

export interface QuestionProps {
  answers: ComposerAnswers;
  update: (patch: Partial<ComposerAnswers>) => void;
  errorOf: (field: ComposerField) => string | undefined;
  /** True until the page's script has taken over (and for good without JavaScript). */
  disabled: boolean;
}

const controlIds: Partial<Record<ComposerField, string>> = {
  destinations: "composer-destination-0",
  dateFrom: "composer-date-from",
  dateTo: "composer-date-to",
  // The month question asks for the month and its year in one choice.
  year: "composer-month",
};

/** The id of the control that a field's error is about: where the error summary and the focus go. */
export function controlId(field: ComposerField): string {
  return controlIds[field] ?? `composer-${field}`;
}
