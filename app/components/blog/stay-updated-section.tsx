import { blogCopy } from "#app/data/blog.ts";
import { CtaBand } from "#app/components/ui/cta-band.tsx";

/** 'Stay Updated', with Subscribe Now and Get Updates, both to the contact page (specification). */
export function StayUpdatedSection() {
  const { heading, text, actions } = blogCopy.stayUpdated;
  return <CtaBand id="stay-updated" heading={heading} text={text} actions={actions} look="teal" />;
}
