import { teamSection } from "~/data/about";
import { team } from "~/data/team";
import { Section } from "~/components/ui/section";
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
