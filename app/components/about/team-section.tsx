import { teamSection } from "~/data/about";
import { team } from "~/data/team";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { TeamMemberCard } from "./team-member-card";

const headingId = "team-heading";

export function TeamSection() {
  return (
    <section aria-labelledby={headingId} className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={teamSection.eyebrow}
          title={teamSection.title}
          lead={teamSection.lead}
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
