import type { FormEvent, MouseEvent, Ref } from "react";
import { Link, inlineLink } from "#app/components/ui/link.tsx";
import { composerCopy } from "#app/data/page-copy/plan.ts";
import { replyTime } from "#app/data/booking.ts";
import { chatEndpoint, externalLinkAttributes, mailFormAction } from "#app/lib/links.ts";
import { composerMail, emptyAnswers, type FieldError as Problem } from "#app/lib/trip-composer.ts";
import { paths } from "#app/utils/paths.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { controlClasses, controlId, describedBy, errorId, FieldError, hintId } from "./fields";

const copy = composerCopy.message;
const headingId = "composer-message-heading";
const messageId = controlId("message");
const editedId = "composer-message-edited";
/** Without JavaScript the mail draft is the form posted to a mailto: address (docs/decisions/158). */
const mailWithoutScript = mailFormAction(composerMail(emptyAnswers, "").subject);

/** Once the visitor has edited the message, their answers no longer rewrite it: this says so, and the way back. */
export function EditedNote({
  id,
  onRewrite,
  className = "",
}: {
  id?: string;
  onRewrite: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      <p id={id} className="text-sm text-ink-600">
        {copy.edited}
      </p>
      <button
        type="button"
        onClick={onRewrite}
        className="inline-flex min-h-11 items-center rounded-full border border-teal-800 bg-white px-4 text-sm font-semibold text-teal-800 transition-colors hover:bg-teal-50"
      >
        {copy.rewrite}
      </button>
    </div>
  );
}

/** A GET form to the chat app, its one field the message (`text`), in a new tab (docs/decisions/147). */
export function MessageForm({
  message,
  hydrated,
  edited,
  onMessage,
  onRewrite,
  onSubmit,
  problems,
  attempt,
  mailHref,
  messageRef,
}: {
  message: string;
  hydrated: boolean;
  edited: boolean;
  onMessage: (text: string) => void;
  onRewrite: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problems: readonly Problem[];
  attempt: number;
  mailHref: string;
  messageRef: Ref<HTMLTextAreaElement>;
}) {
  const error = problems.find((problem) => problem.field === "message")?.message;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <form
      method="get"
      action={chatEndpoint()}
      {...externalLinkAttributes}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="rounded-card bg-white px-5 py-7 shadow-card sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
        <label htmlFor={messageId}>{copy.heading}</label>
      </h2>
      <p id={hintId(messageId)} className="mt-2 text-sm text-ink-600">
        {hydrated ? copy.hint : copy.hintWithoutScript}
      </p>
      <textarea
        ref={messageRef}
        id={messageId}
        name="text"
        required
        rows={12}
        value={message}
        onChange={(event) => onMessage(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId(messageId), hydrated && edited && editedId, error && errorId(messageId))}
        // Beside the questions (from 1024 px) the panel stays in view: the message fills the height left.
        className={`${controlClasses} resize-y leading-relaxed lg:h-[max(12rem,calc(100dvh_-_31rem))]`}
      />
      <FieldError id={errorId(messageId)} message={error} />
      {hydrated && edited ? <EditedNote id={editedId} onRewrite={onRewrite} className="mt-3" /> : null}
      {/* What stopped the message, said at once, a link to each field; keyed by `attempt`, so that a retry says it again. */}
      <div role="alert" aria-atomic="true">
        {problems.length > 0 ? (
          <div key={attempt} className="mt-6 rounded-xl border-2 border-coral-700 bg-white p-4 text-ink-900">
            <p className="font-semibold">{composerCopy.errors.summary(problems.length)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {problems.map((problem) => {
                const id = controlId(problem.field);
                return (
                  <li key={problem.field}>
                    <a
                      href={`#${id}`}
                      onClick={(event) => goTo(event, id)}
                      className="inline-flex min-h-6 items-center font-semibold text-coral-700 underline underline-offset-2 hover:text-ink-900"
                    >
                      {problem.message}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <button type="submit" className={buttonClasses("primary", "mt-6 w-full")}>
        <Icon name="whatsapp" />
        {copy.send}
        <span className="sr-only"> {copy.opensTab}</span>
      </button>
      <p className="mt-3 text-sm text-ink-700">{replyTime}</p>
      <p className="mt-5 text-sm">
        <a href={mailHref} className={`inline-flex min-h-6 items-center gap-2 noscript:hidden ${inlineLink}`}>
          <Icon name="mail" className="size-4" />
          {copy.mail}
        </a>
        {/* Without JavaScript a link cannot carry what was typed: the form goes to the mail app. */}
        <button
          type="submit"
          formAction={mailWithoutScript}
          formMethod="post"
          formEncType="text/plain"
          formTarget="_self"
          className={`hidden min-h-6 cursor-pointer items-center gap-2 noscript:inline-flex ${inlineLink}`}
        >
          <Icon name="mail" className="size-4" />
          {copy.mail}
        </button>
      </p>
      <p className="mt-3 text-sm text-ink-700">
        {copy.contact}{" "}
        <Link to={paths.contact} className={inlineLink}>
          {copy.contactLink}
        </Link>
      </p>
      <p className="mt-4 text-sm text-ink-600">{copy.privacy}</p>
    </form>
  );
}
