import type { ReactNode } from "react";
import { Link } from "react-router";
import { externalLinkAttributes } from "~/lib/links";

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
 * tel: and mailto: links stay in the same tab, as the system opens the phone or mail app.
 */
export function ExternalButton({ href, children, variant, className }: Omit<ButtonLinkProps, "to"> & { href: string }) {
  const opensTab = /^https?:/.test(href);
  return (
    <a href={href} className={buttonClasses(variant, className)} {...(opensTab ? externalLinkAttributes : {})}>
      {children}
    </a>
  );
}
