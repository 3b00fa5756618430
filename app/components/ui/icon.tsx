import { iconGlyphs, type IconName } from "#app/utils/icons.ts";

/** An icon is decoration: the control carries the name. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Its size kept beside text that wraps (a long e-mail address in a flex link).
      className={`shrink-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: iconGlyphs[name].join("") }}
    />
  );
}
