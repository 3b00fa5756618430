import type { ReasonCard as Reason } from "~/data/home";
import { Icon } from "~/components/ui/icon";

/** An icon, a title and a line: one reason to travel with us. */
export function ReasonCard({ reason }: { reason: Reason }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] bg-white/5 p-6 ring-1 ring-white/15">
      <span className="flex size-12 items-center justify-center rounded-full bg-saffron-500 text-ink-900">
        <Icon name={reason.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-white">{reason.title}</h3>
      <p className="mt-2 text-sand-100">{reason.description}</p>
    </article>
  );
}
