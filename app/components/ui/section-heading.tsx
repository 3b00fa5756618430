import type { ReactNode } from "react";
import { Eyebrow } from "./eyebrow";

const tones = {
  dark: { title: "text-ink-900", lead: "text-ink-600" },
  light: { title: "text-white", lead: "text-sand-100" },
} as const;

export interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: "start" | "center";
  tone?: keyof typeof tones;
  className?: string;
}

/** The heading block of a page section: a small eyebrow line, the h2 and an optional lead. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  align = "start",
  tone = "dark",
  className = "",
}: SectionHeadingProps) {
  const colors = tones[tone];
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment} ${className}`}>
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className={`mt-3 text-3xl font-semibold sm:text-4xl ${colors.title}`}>
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-lg ${colors.lead}`}>{lead}</p> : null}
    </div>
  );
}
