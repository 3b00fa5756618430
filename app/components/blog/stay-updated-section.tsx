import { blogCopy } from "~/data/blog";
import { ButtonLink } from "~/components/ui/button";

/** 'Stay Updated', with Subscribe Now and Get Updates, both to the contact page (specification). */
export function StayUpdatedSection() {
  const { heading, text, actions } = blogCopy.stayUpdated;
  return (
    <section aria-labelledby="stay-updated" className="relative overflow-hidden rounded-card bg-teal-900 px-7 py-12 text-center text-sand-50 sm:px-12 sm:py-16">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-64 rounded-full bg-teal-600/30" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 size-72 rounded-full bg-teal-700/40" />
      <div className="relative mx-auto max-w-2xl">
        <h2 id="stay-updated" className="text-3xl font-semibold text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-sand-100">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          {actions.map((action) => (
            <ButtonLink key={action.label} to={action.to} variant={action.variant} className="w-full sm:w-auto">
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
