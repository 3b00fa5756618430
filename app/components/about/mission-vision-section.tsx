import { missionAndVision } from "#app/data/about.ts";
import { Container } from "#app/components/ui/container.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";

/** The Our Mission and Our Vision cards, each its own titled section. */
export function MissionVisionSection() {
  return (
    <div className="bg-sand-100 py-20 sm:py-24">
      <Container className="grid gap-6 md:grid-cols-2">
        {missionAndVision.map((statement) => {
          const headingId = `${statement.title.toLowerCase().replace(/\s+/g, "-")}-heading`;
          return (
            <section
              key={statement.title}
              aria-labelledby={headingId}
              className="rounded-card bg-teal-900 p-8 shadow-card sm:p-10"
            >
              <IconBadge icon={statement.icon} className="bg-saffron-500 text-ink-900" />
              <h2 id={headingId} className="mt-5 text-3xl font-semibold text-white">
                {statement.title}
              </h2>
              <p className="mt-4 text-lg text-sand-100">{statement.text}</p>
            </section>
          );
        })}
      </Container>
    </div>
  );
}
