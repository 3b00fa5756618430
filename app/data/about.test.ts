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

  it("introduces the three leaders, chief executive, operating and technology officers, each with an illustrated portrait", () => {
    expect(team.map((member) => member.role)).toEqual([
      "Chief Executive Officer",
      "Chief Operating Officer",
      "Chief Technology Officer",
    ]);
    for (const member of team) expect(member.name.trim()).not.toBe("");
    for (const member of team) {
      expect(member.photo && images[member.photo]).toBeTruthy();
      expect(member.description.length).toBeGreaterThan(120);
    }
  });
});
