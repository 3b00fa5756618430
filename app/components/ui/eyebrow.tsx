import type { ReactNode } from "react";

const tones = {
  /** On a light background. */
  dark: "text-saffron-700",
  /** On the teal bands. */
  light: "text-saffron-300",
  /** A quiet label beside facts, not an accent. */
  muted: "text-ink-600",
} as const;

type EyebrowTone = keyof typeof tones;

interface EyebrowProps {
  children: ReactNode;
  /** A paragraph above a heading by default; a heading or term where the label names what follows. */
  as?: "p" | "h2" | "h4" | "dt";
  tone?: EyebrowTone;
  /** Extra-small on phones, for labels in narrow boxes. */
  compact?: boolean;
  className?: string;
}

/**
 * The small uppercase label above a heading or beside a fact: one size, weight and letter spacing
 * everywhere (docs/decisions/153). Always the body face, also when it is a heading element.
 */
export function Eyebrow({ children, as: Tag = "p", tone = "dark", compact = false, className = "" }: EyebrowProps) {
  const size = compact ? "text-xs sm:text-sm" : "text-sm";
  return (
    <Tag className={`font-sans ${size} font-semibold tracking-eyebrow uppercase ${tones[tone]} ${className}`}>
      {children}
    </Tag>
  );
}
