import type { IconName } from "#app/utils/icons.ts";
import { ButtonLink } from "./button";
import { Icon } from "./icon";

export function LinkPrompt({
  icon,
  lead,
  text,
  links,
  className = "",
}: {
  icon: IconName;
  lead: string;
  text?: string;
  links: readonly { label: string; to: string }[];
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col gap-5 rounded-card bg-teal-50 p-6 ring-1 ring-teal-100 sm:flex-row sm:items-center sm:justify-between sm:p-8 ${className}`}
    >
      <p className="flex items-start gap-4 text-ink-700">
        <Icon name={icon} className="mt-0.5 size-6 text-teal-800" />
        <span>
          <strong className="block text-lg font-semibold text-ink-900">{lead}</strong>
          {text}
        </span>
      </p>
      <div className="flex shrink-0 flex-col gap-3">
        {links.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} variant={index === 0 ? "secondary" : "outline"}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
