import { describe, expect, it } from "vitest";
import { images } from "#app/generated/images.ts";
import { team } from "./team";

describe("about page content", () => {
  it("introduces every member of the team file with name, role and description, and a portrait of content/images when one is given", () => {
    expect(team.length).toBeGreaterThan(0);
    for (const member of team) {
      expect(member.name.trim(), "name").not.toBe("");
      expect(member.role.trim(), member.name).not.toBe("");
      expect(member.description.trim(), member.name).not.toBe("");
      if (member.photo !== undefined) expect(images[member.photo], member.name).toBeTruthy();
    }
  });
});
