import type { TeamMember } from "#app/data/team.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Avatar } from "./avatar";

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-card bg-white px-6 pt-8 pb-7 text-center shadow-card">
      <Avatar name={member.name} photo={member.photo} />
      <h3 className="mt-6 text-2xl font-semibold">{member.name}</h3>
      <Eyebrow className="mt-1">{member.role}</Eyebrow>
      <p className="mt-4 text-ink-700">{member.description}</p>
    </article>
  );
}
