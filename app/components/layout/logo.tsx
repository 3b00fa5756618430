import { site } from "#app/data/site.ts";

/** A saffron sun rising over a winding route, beside the wordmark. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-ink-900" : "text-sand-50";
  return (
    <span className={`inline-flex items-center gap-2.5 ${text}`}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#0f4c5c" />
        <circle cx="20" cy="17" r="7.5" fill="#e0931f" />
        <path d="M4.5 27.5c6-3.5 10.5 2.5 16.5-.5s8.5-4 14.5-1.5V31a19 19 0 0 1-31 0z" fill="#f7eedf" />
        <path
          d="M9 33c4-3 8-1 11-3s6-3.5 10-2"
          fill="none"
          stroke="#e0931f"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeDasharray="2.2 2.4"
        />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight whitespace-nowrap">{site.brandName}</span>
    </span>
  );
}
