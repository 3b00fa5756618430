import type { MouseEvent } from "react";
import { composerCopy } from "#app/data/page-copy/plan.ts";
import type { FieldError } from "#app/lib/trip-request.ts";
import { controlId } from "./composer-controls";

/** What stopped the message, said at once, a link to each field; keyed by `attempt`, so that a retry says it again. */
export function ErrorSummary({ errors, attempt }: { errors: readonly FieldError[]; attempt: number }) {
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div role="alert" aria-atomic="true">
      {errors.length > 0 ? (
        <div key={attempt} className="mt-6 rounded-xl border-2 border-coral-700 bg-white p-4 text-ink-900">
          <p className="font-semibold">{composerCopy.errors.summary(errors.length)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {errors.map((error) => {
              const id = controlId(error.field);
              return (
                <li key={error.field}>
                  <a
                    href={`#${id}`}
                    onClick={(event) => goTo(event, id)}
                    className="inline-flex min-h-6 items-center font-semibold text-coral-700 underline underline-offset-2 hover:text-ink-900"
                  >
                    {error.message}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
