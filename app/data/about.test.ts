import { describe, expect, it } from "vitest";
import { images } from "~/generated/images";
import { coreValues, missionAndVision, stats } from "./about";
import { team } from "./team";

describe("about page content", () => {
  it("shows the four figures exactly as the specification gives them", () => {
    expect(stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "50+ Countries Served",
      "10K+ Happy Travelers",
      "24/7 Support Available",
      "5-star Average Rating",
    ]);
  });

  it("has the four core values and the mission and vision", () => {
    expect(coreValues.values.map((value) => value.title)).toEqual([
      "Customer First",
      "Innovation",
      "Global Reach",
      "Excellence",
    ]);
    expect(missionAndVision.map((statement) => statement.title)).toEqual(["Our Mission", "Our Vision"]);
  });

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
