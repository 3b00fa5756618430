import type { IconName } from "#app/utils/icons.ts";
import { Icon } from "./icon";

/** An icon on a filled disc; `className` gives the disc and icon colours. */
export function IconBadge({ icon, className }: { icon: IconName; className: string }) {
  return (
    <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${className}`}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}
