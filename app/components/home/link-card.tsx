import { Link } from "#app/components/ui/link.tsx";
import type { WelcomeCard } from "#app/data/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";

/** A card that leads to another page: an icon, a title, a line and the link, as the home page's sections draw them. */
export function LinkCard({ card }: { card: WelcomeCard }) {
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-7 shadow-card">
      <IconBadge icon={card.icon} className="bg-saffron-50 text-saffron-700" />
      <h3 className="mt-5 text-2xl font-semibold">{card.title}</h3>
      <p className="mt-3 flex-1 text-ink-700">{card.description}</p>
      <Link
        to={card.cta.href}
        className="mt-6 inline-flex items-center gap-2 self-start rounded-sm font-semibold text-teal-700 hover:text-teal-900 hover:underline"
      >
        {card.cta.label}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </article>
  );
}
