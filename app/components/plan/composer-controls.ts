import type { TripAnswers, ComposerField } from "#app/lib/trip-request.ts";

/** What every question of the composer is given: the answers, a way to change them, their errors. */
export interface QuestionProps {
  answers: TripAnswers;
  update: (patch: Partial<TripAnswers>) => void;
  /** The error a field got when the visitor last tried to send, if any. */
  errorOf: (field: ComposerField) => string | undefined;
  /** True until the page's script has taken over (and for good without JavaScript). */
  disabled: boolean;
}

/** The id of the control that a field's error is about: where the error summary and the focus go. */
export function controlId(field: ComposerField): string {
  switch (field) {
    case "destinations":
      return "composer-destination-0";
    case "dateFrom":
      return "composer-date-from";
    case "dateTo":
      return "composer-date-to";
    case "message":
      return "composer-message";
    // The month question asks for the month and its year in one choice.
    case "year":
      return "composer-month";
    default:
      return `composer-${field}`;
  }
}
