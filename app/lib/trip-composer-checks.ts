import * as z from "zod/mini";
import { composerCopy, composerLimits } from "#app/data/page-copy/plan.ts";
import { calendarDay } from "#app/utils/dates.ts";
import { wholeNumber, within } from "#app/utils/whole-number.ts";
import type { FieldError, ComposerAnswers, ComposerField } from "./trip-composer";

/** The checks before sending, loaded on the visitor's first touch of the composer (trip-composer.ts). */

/** A whole number within limits; `empty` is what an empty field counts as, if it may be empty. */
const count = (limits: { min: number; max: number }, message: string, empty?: string) =>
  z
    .string()
    .check(z.refine((text) => within(wholeNumber(text.trim() === "" && empty ? empty : text), limits), message));

/** The answers and the message about to be sent, against the visitor's `today`; each error's path its field. */
function composerSchema(today: string) {
  const { errors: text } = composerCopy;
  return z
    .object({
      // The answers no check reads (the options, the notes) are left out.
      destinations: z.array(z.string()).check(z.minLength(1, text.destinations)),
      when: z.enum(["dates", "month", "best"]),
      dateFrom: z.string(),
      dateTo: z.string(),
      month: z.string(),
      year: z.string(),
      days: z.string(),
      adults: count(composerLimits.adults, text.adults),
      children: count(composerLimits.children, text.children, "0"),
      childAges: z.array(z.string()),
      name: z.string().check(z.refine((name) => name.trim() !== "", text.name)),
      message: z.string().check(z.refine((message) => message.trim() !== "", text.message)),
    })
    .check(
      z.superRefine((request, context) => {
        const add = (field: ComposerField, message: string) =>
          context.addIssue({ code: "custom", path: [field], message, input: request });
        if (request.when === "dates") {
          const from = calendarDay(request.dateFrom) ? request.dateFrom.trim() : undefined;
          const to = calendarDay(request.dateTo) ? request.dateTo.trim() : undefined;
          // YYYY-MM-DD strings compare as the days they name.
          if (!from) add("dateFrom", text.dateFromMissing);
          else if (from < today) add("dateFrom", text.dateFromPast);
          if (!to) add("dateTo", text.dateToMissing);
          else if (from && to <= from) add("dateTo", text.dateToBeforeFrom);
          else if (!from && to < today) add("dateTo", text.dateFromPast);
        }
        if (request.when === "month") {
          const month = wholeNumber(request.month);
          const year = wholeNumber(request.year);
          if (!within(month, { min: 1, max: 12 })) add("month", text.month);
          else if (year !== undefined && `${year}-${String(month).padStart(2, "0")}` < today.slice(0, 7))
            add("month", text.monthPast);
          // One question asks for both (a month of a year): the year is asked for once the month is given.
          else if (year === undefined || year < 1000) add("year", text.year);
        }
        // Exact dates give their own length: the question is not asked then.
        if (
          request.when !== "dates" &&
          request.days.trim() !== "" &&
          !within(wholeNumber(request.days), composerLimits.days)
        )
          add("days", text.days);
        const children = wholeNumber(request.children.trim() === "" ? "0" : request.children);
        if (within(children, composerLimits.children))
          for (let index = 0; index < children; index += 1)
            if (!within(wholeNumber(request.childAges[index] ?? ""), composerLimits.childAge))
              add(`childAge-${index}`, text.childAge(index + 1));
      }),
    );
}

/** One error per field, in the `order` of the answers ("childAge-2" after "childAge-1"). */
export function answerProblems(
  answers: ComposerAnswers,
  { today, message, order }: { today: string; message: string; order: readonly string[] },
): FieldError[] {
  const rank = (field: ComposerField) => {
    const [name = "", index = "0"] = field.split("-");
    return order.indexOf(name === "childAge" ? "childAges" : name) + Number(index) / 100;
  };
  const result = composerSchema(today).safeParse({ ...answers, message });
  if (result.success) return [];
  const errors = new Map<ComposerField, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as ComposerField;
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return [...errors].map(([field, message]) => ({ field, message })).sort((a, b) => rank(a.field) - rank(b.field));
}
