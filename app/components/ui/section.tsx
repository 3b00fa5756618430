import type { ComponentProps, ReactNode } from "react";
import { ButtonLink } from "./button";
import { Container } from "./container";
import { Eyebrow } from "./eyebrow";

interface SectionProps extends Pick<SectionHeadingProps, "align" | "tone"> {
  id: string;
  heading: { title: ReactNode; eyebrow?: string; lead?: ReactNode };
  /** A button level with the heading, at the end of its line where there is room. */
  link?: { label: string; href: string };
  width?: ComponentProps<typeof Container>["width"];
  /** The band's colour and padding. */
  className?: string;
  children: ReactNode;
}

export function Section({ id, heading, align, tone, link, width, className, children }: SectionProps) {
  const headingBlock = <SectionHeading {...heading} id={id} align={align} tone={tone} />;
  return (
    <section aria-labelledby={id} className={className}>
      <Container width={width}>
        {link ? (
          <div className="flex flex-wrap items-end justify-between gap-6">
            {headingBlock}
            <ButtonLink to={link.href} variant="secondary">
              {link.label}
            </ButtonLink>
          </div>
        ) : (
          headingBlock
        )}
        {children}
      </Container>
    </section>
  );
}

const tones = {
  dark: { title: "text-ink-900", lead: "text-ink-600" },
  light: { title: "text-white", lead: "text-sand-100" },
} as const;

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: "start" | "center";
  tone?: keyof typeof tones;
}

export function SectionHeading({ id, title, eyebrow, lead, align = "start", tone = "dark" }: SectionHeadingProps) {
  const colors = tones[tone];
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className={`mt-3 text-3xl font-semibold sm:text-4xl ${colors.title}`}>
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-lg ${colors.lead}`}>{lead}</p> : null}
    </div>
  );
}
