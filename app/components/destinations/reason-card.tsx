import type { Reason } from "~/lib/content/destination-guide";
import { Icon } from "~/components/ui/icon";

/** One reason to visit a destination: an icon, a title and a line. */
export function ReasonCard({ reason }: { reason: Reason }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-7">
      <span className="flex size-12 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
        <Icon name={reason.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-ink-900">{reason.title}</h3>
      <p className="mt-2 text-ink-700">{reason.description}</p>
    </article>
  );
}
