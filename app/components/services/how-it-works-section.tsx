import { howItWorks } from "#app/data/services.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** How It Works: the four steps, numbered in order. */
export function HowItWorksSection() {
  return (
    <Section id="how-it-works-heading" heading={howItWorks} align="center" className="py-20 sm:py-24">
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.steps.map((step, position) => (
          <li key={step.title} className="relative rounded-card border border-sand-200 bg-white p-6">
            <div className="flex items-center justify-between">
              <IconBadge icon={step.icon} className="bg-teal-800 text-white" />
              <span aria-hidden="true" className="font-display text-5xl font-semibold text-saffron-600">
                {position + 1}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold">
              <span className="sr-only">Step {position + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
