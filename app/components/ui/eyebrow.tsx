import type { ReactNode } from "react";

const tones = {
  dark: "text-saffron-700",
  light: "text-saffron-300",
  /** A quiet label beside facts, not an accent. */
  muted: "text-ink-600",
} as const;

interface EyebrowProps {
  children: ReactNode;
  as?: "p" | "h2" | "h4" | "dt";
  tone?: keyof typeof tones;
  /** Extra-small on phones, for labels in narrow boxes. */
  compact?: boolean;
  className?: string;
}

/** The small uppercase label above a heading or beside a fact, in the body face (docs/decisions/153). */
export function Eyebrow({ children, as: Tag = "p", tone = "dark", compact = false, className = "" }: EyebrowProps) {
  const size = compact ? "text-xs sm:text-sm" : "text-sm";
  return (
    <Tag className={`font-sans ${size} font-semibold tracking-eyebrow uppercase ${tones[tone]} ${className}`}>
      {children}
    </Tag>
  );
}
