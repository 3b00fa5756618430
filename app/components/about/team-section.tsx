import { teamSection } from "#app/data/about.ts";
import { team } from "#app/data/team.ts";
import { Section } from "#app/components/ui/section.tsx";
import { TeamMemberCard } from "./team-member-card";

export function TeamSection() {
  return (
    <Section id="team-heading" heading={teamSection} align="center" className="py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {team.map((member) => (
          <li key={member.name}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
