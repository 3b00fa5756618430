import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading, type SectionHeadingProps } from "./section-heading";

interface SectionProps extends Omit<SectionHeadingProps, "className"> {
  /** The section's own classes: its band colour and its padding. */
  className?: string;
  width?: ComponentProps<typeof Container>["width"];
  /** A link or button level with the heading, at the end of its line where there is room. */
  action?: ReactNode;
  children: ReactNode;
}

/** A page section on the page grid, named by its heading: the heading block, then the content. */
export function Section({ id, className, width, action, children, ...heading }: SectionProps) {
  const headingBlock = <SectionHeading id={id} {...heading} />;
  return (
    <section aria-labelledby={id} className={className}>
      <Container width={width}>
        {action ? (
          <div className="flex flex-wrap items-end justify-between gap-6">
            {headingBlock}
            {action}
          </div>
        ) : (
          headingBlock
        )}
        {children}
      </Container>
    </section>
  );
}
