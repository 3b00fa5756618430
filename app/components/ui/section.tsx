import type { ComponentProps, ReactNode } from "react";
import { ButtonLink } from "./button";
import { Container } from "./container";
import { SectionHeading, type SectionHeadingProps } from "./section-heading";

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

/** A page section on the page grid, named by its heading. */
export function Section({ id, heading, align, tone, link, width, className, children }: SectionProps) {
  const headingBlock = (
    <SectionHeading
      id={id}
      eyebrow={heading.eyebrow}
      title={heading.title}
      lead={heading.lead}
      align={align}
      tone={tone}
    />
  );
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
