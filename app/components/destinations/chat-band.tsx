import type { ReactNode } from "react";
import { chatLink } from "~/lib/links";
import type { ButtonVariant } from "~/components/ui/button";
import { ExternalButton } from "~/components/ui/button";

export interface ChatAction {
  label: string;
  /** The prefilled chat message. */
  message: string;
  variant: ButtonVariant;
}

/** A closing call to action: a heading, a line and buttons that each open a chat. */
export function ChatBand({ id, heading, text, actions }: { id: string; heading: ReactNode; text: string; actions: readonly ChatAction[] }) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden rounded-card bg-teal-900 px-7 py-12 text-center text-sand-50 sm:px-12 sm:py-16">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-64 rounded-full bg-saffron-500/15" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 size-72 rounded-full bg-teal-700/40" />
      <div className="relative mx-auto max-w-2xl">
        <h2 id={id} className="text-3xl font-semibold text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-sand-100">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
          {actions.map((action) => (
            <ExternalButton key={action.label} href={chatLink(action.message)} variant={action.variant} className="w-full sm:w-auto">
              {action.label}
            </ExternalButton>
          ))}
        </div>
      </div>
    </section>
  );
}
