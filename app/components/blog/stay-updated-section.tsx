import { blogCopy } from "~/data/blog";
import { CtaBand } from "~/components/ui/cta-band";

/** 'Stay Updated', with Subscribe Now and Get Updates, both to the contact page (specification). */
export function StayUpdatedSection() {
  const { heading, text, actions } = blogCopy.stayUpdated;
  return <CtaBand id="stay-updated" heading={heading} text={text} actions={actions} look="teal" />;
}
