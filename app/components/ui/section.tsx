import type { ComponentProps, ReactNode } from "react";
import { ButtonLink } from "./button";
import { Container } from "./container";
import { SectionHeading, type SectionHeadingProps } from "./section-heading";

interface SectionProps extends Pick<SectionHeadingProps, "align" | "tone"> {
  /** The h2's id; the section is labelled by its heading. */
  id: string;
  /** The heading block's words: the title, with an eyebrow above it and a lead below where given. */
  heading: { title: ReactNode; eyebrow?: string; lead?: ReactNode };
  /** A link level with the heading, at the end of its line where there is room. */
  link?: { label: string; href: string };
  width?: ComponentProps<typeof Container>["width"];
  /** The section's own classes: its band colour and its padding. */
  className?: string;
  children: ReactNode;
}

/** A page section on the page grid, named by its heading: the heading block, then the content. */
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
