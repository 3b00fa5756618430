import type { ReactNode } from "react";
import { Link } from "./link";
import { chatWords, isChatLink, mailLink } from "#app/lib/links.ts";
import { ButtonLink, ExternalButton, type ButtonVariant } from "./button";

type CtaAction = { label: string; variant?: ButtonVariant } & (
  { to: string; href?: never } | { href: string; to?: never }
);

/** The plain band (the services page) keeps its buttons side by side at their own width even on phones. */
const looks = {
  saffron: { band: "px-7 py-12 sm:px-12 sm:py-16", glow: "bg-saffron-500/15", stacked: true },
  teal: { band: "px-7 py-12 sm:px-12 sm:py-16", glow: "bg-teal-600/30", stacked: true },
  plain: { band: "px-6 py-14 sm:px-12", glow: undefined, stacked: false },
} as const;

const bandLink = "font-semibold text-white underline underline-offset-4 hover:text-saffron-300";

export type CtaBandLook = keyof typeof looks;

interface CtaBandProps {
  id: string;
  heading: ReactNode;
  text: ReactNode;
  actions: readonly CtaAction[];
  look?: CtaBandLook;
  /** A quieter way on under the buttons: a line and a link inside the site. */
  more?: { lead: string; label: string; to: string };
}

/** A closing call to action on a teal band; a chat button brings the e-mail for devices without the app. */
export function CtaBand({ id, heading, text, actions, look = "saffron", more }: CtaBandProps) {
  const { band, glow, stacked } = looks[look];
  const buttonWidth = stacked ? "w-full sm:w-auto" : "";
  return (
    <section
      data-place="cta"
      aria-labelledby={id}
      className={`relative overflow-hidden rounded-card bg-teal-900 text-center text-sand-50 ${band}`}
    >
      {glow ? (
        <>
          <div aria-hidden="true" className={`absolute -top-24 -right-24 size-64 rounded-full ${glow}`} />
          <div aria-hidden="true" className="absolute -bottom-28 -left-20 size-72 rounded-full bg-teal-700/40" />
        </>
      ) : null}
      <div className="relative mx-auto max-w-2xl">
        <h2 id={id} className="text-3xl font-semibold text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-sand-100">{text}</p>
        <div
          className={`mt-8 flex justify-center ${stacked ? "flex-col items-center gap-3 sm:flex-row sm:flex-wrap sm:gap-4" : "flex-wrap gap-4"}`}
        >
          {actions.map((action) =>
            action.to === undefined ? (
              <ExternalButton key={action.label} href={action.href} variant={action.variant} className={buttonWidth}>
                {action.label}
              </ExternalButton>
            ) : (
              <ButtonLink key={action.label} to={action.to} variant={action.variant} className={buttonWidth}>
                {action.label}
              </ButtonLink>
            ),
          )}
        </div>
        {actions.some((action) => action.href !== undefined && isChatLink(action.href)) ? (
          <p className="mt-6 text-sand-100">
            {chatWords.reply} {chatWords.noChat}{" "}
            <a href={mailLink()} className={bandLink}>
              {chatWords.mail}
            </a>
          </p>
        ) : null}
        {more ? (
          <p className="mt-6 text-sand-100">
            {more.lead}{" "}
            <Link to={more.to} className={bandLink}>
              {more.label}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
