import type { IconName } from "#app/utils/icons.ts";
import { Icon } from "./icon";

const tones = {
  light: {
    card: "bg-white shadow-card",
    badge: "bg-saffron-100 text-saffron-700",
    title: "text-ink-900",
    text: "text-ink-700",
  },
  dark: {
    card: "bg-white/5 ring-1 ring-white/15",
    badge: "bg-saffron-500 text-ink-900",
    title: "text-white",
    text: "text-sand-100",
  },
} as const;

export function IconCard({
  icon,
  title,
  description,
  tone = "light",
  badge = tones[tone].badge,
}: {
  icon: IconName;
  title: string;
  description: string;
  tone?: keyof typeof tones;
  /** The disc's colours, where they differ from the tone's. */
  badge?: string;
}) {
  const style = tones[tone];
  return (
    <article className={`flex h-full flex-col rounded-card p-6 sm:p-7 ${style.card}`}>
      <IconBadge icon={icon} className={badge} />
      <h3 className={`mt-5 text-xl font-semibold ${style.title}`}>{title}</h3>
      <p className={`mt-2 ${style.text}`}>{description}</p>
    </article>
  );
}

/** An icon on a filled disc; `className` gives the disc and icon colours. */
export function IconBadge({ icon, className }: { icon: IconName; className: string }) {
  return (
    <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${className}`}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}
