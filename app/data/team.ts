import { teamFacts } from "#app/generated/settings/team.ts";
import type { ImageId } from "#app/generated/images.ts";
import { pictureId } from "#app/utils/picture-id.ts";

export interface TeamMember {
  name: string;
  role: string;
  /** An illustrated portrait; without one the card shows the member's initials. */
  photo?: ImageId;
  description: string;
}

/** The leadership team, from content/settings/team.json. The portraits are illustrations. */
export const team: readonly TeamMember[] = teamFacts.members.map((member) => ({
  ...member,
  photo: member.photo === undefined ? undefined : (pictureId(member.photo) as ImageId),
}));
