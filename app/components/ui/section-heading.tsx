import type { ReactNode } from "react";
import { Eyebrow } from "./eyebrow";

const tones = {
  dark: { title: "text-ink-900", lead: "text-ink-600" },
  light: { title: "text-white", lead: "text-sand-100" },
} as const;

export interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: "start" | "center";
  tone?: keyof typeof tones;
  className?: string;
}

/** A section's heading block: an eyebrow, the h2 and a lead. */
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
