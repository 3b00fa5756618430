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

export function ButtonLink({ to, children, variant, className }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant, className)}>
      {children}
    </Link>
  );
}

/** A link out of the site, http(s) in a new tab; a chat link shows the app's icon and says it opens a tab. */
export function ExternalButton({
  href,
  children,
  variant,
  className,
  label,
}: Omit<ButtonLinkProps, "to"> & {
  href: string;
  /** A fuller name that starts with the words shown ("Plan Visit to" an attraction). */
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
