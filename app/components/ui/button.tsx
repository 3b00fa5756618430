import type { ReactNode } from "react";
import { Link } from "./link";
import { chatWords, externalLinkAttributes, isChatLink } from "#app/lib/links.ts";
import { Icon } from "./icon";

const variants = {
  primary: "bg-saffron-500 text-ink-900 hover:bg-saffron-400 shadow-card",
  secondary: "bg-teal-800 text-white hover:bg-teal-700 shadow-card",
  outline: "border-2 border-current text-teal-800 hover:bg-teal-50",
  light: "bg-white/95 text-ink-900 hover:bg-white shadow-card",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", className = ""): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors ${variants[variant]} ${className}`;
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link that looks like a button and navigates inside the site. */
export function ButtonLink({ to, children, variant, className }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant, className)}>
      {children}
    </Link>
  );
}

/**
 * A link that looks like a button and leaves the site (chat, social pages) in a new tab;
 * tel: and mailto: links stay in the same tab, as the system opens the phone or mail app. A
 * button to the chat app says so, whatever its words: the app's icon before them and, for
 * screen readers, where it opens after them.
 */
export function ExternalButton({
  href,
  children,
  variant,
  className,
  label,
}: Omit<ButtonLinkProps, "to"> & {
  href: string;
  /** A fuller name than the words shown (the attraction a "Plan Visit" is for); it starts with them. */
  label?: string;
}) {
  const opensTab = /^https?:/.test(href);
  const chat = isChatLink(href);
  return (
    <a
      href={href}
      aria-label={label && chat ? `${label} ${chatWords.opensTab}` : label}
      className={buttonClasses(variant, className)}
      {...(opensTab ? externalLinkAttributes : {})}
    >
      {chat ? <Icon name="whatsapp" /> : null}
      {children}
      {chat && !label ? <span className="sr-only">{` ${chatWords.opensTab}`}</span> : null}
    </a>
  );
}
