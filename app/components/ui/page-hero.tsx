import type { ReactNode } from "react";
import { Container } from "./container";

/** The heading band at the top of an inner page: an eyebrow, the page's h1 and a lead line. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden bg-teal-900 text-sand-50">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-teal-800/60 to-transparent"
      />
      <Container className="relative py-16 sm:py-24">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-eyebrow text-saffron-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-sand-100 sm:text-xl">{lead}</p> : null}
        {children}
      </Container>
    </header>
  );
}
