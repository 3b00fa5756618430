import { describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { fieldProblems } from "./field-problems";
import { fillPlaceholders } from "./placeholders";
import { datedFactsSchema } from "./settings-schema";

const facts = [
  { id: "visa-rule", says: "Exempt until 31 December.", lapsed: "Check the official site.", reviewBy: "2026-12-20" },
  { id: "no-wording", says: "Open daily.", reviewBy: "2027-01-01" },
];
const entry = { notes: [{ text: "Visas: {{fact:visa-rule}}" }] };

describe("placeholders in content", () => {
  it("write the business facts, the phone number unbreakable", () => {
    expect(fillPlaceholders("x.md", "Write to {{email}} or call {{ phone }}.")).toBe(
      `Write to ${site.email} or call ${site.phone.display.replaceAll(" ", "\u00a0")}.`,
    );
  });

  it("write a dated fact as it says until its review day, and in its wording for after it from that day", () => {
    expect(fillPlaceholders("fixture", entry, { today: "2026-12-19", facts })).toEqual({
      notes: [{ text: "Visas: Exempt until 31 December." }],
    });
    expect(fillPlaceholders("fixture", entry, { today: "2026-12-20", facts }).notes[0]!.text).toBe(
      "Visas: Check the official site.",
    );
  });

  it("stop the build on an unknown token, naming the file and the token", () => {
    expect(() => fillPlaceholders("content/legal/privacy.md", "{{fax}}")).toThrowError(
      /^content\/legal\/privacy\.md: unknown placeholder \{\{fax\}\} \(known: \{\{brandName\}\}, /,
    );
    expect(() => fillPlaceholders("fixture", "{{fact:unknown}}", { facts })).toThrow(
      /^fixture: unknown placeholder \{\{fact:unknown\}\}: no dated fact/,
    );
    expect(() => fillPlaceholders("fixture", "{{fact:no-wording}}", { facts })).toThrow(/its wording for after/);
  });

  it("leave the tokens another check owns where it says so", () => {
    const trip = { intro: "{{email}}", notes: [{ text: "{{Tet}} and {{email}}" }] };
    const keep = (path: readonly (string | number)[]) => path[0] === "notes";
    expect(fillPlaceholders("fixture", trip, { keep }).notes[0]!.text).toBe(`{{Tet}} and ${site.email}`);
    expect(() => fillPlaceholders("fixture", { intro: "{{Tet}}" }, { keep })).toThrow(/\{\{Tet\}\}/);
  });
});

describe("a dated fact that guards how pages state it", () => {
  const guard = {
    id: "mirissa-whales",
    says: "Mirissa's blue-whale season runs from November to April.",
    usedIn: [],
    reviewBy: "2027-11-30",
    about: "Mirissa[^.]*whale|whale[^.]*Mirissa",
    mustSay: "November to April",
    refuses: "Whales off Mirissa from December to April.",
    problem: "Mirissa's blue whales have one season everywhere: November to April.",
  };
  const problems = (fact: object) => {
    const result = datedFactsSchema.safeParse({ facts: [fact] });
    return result.success ? [] : fieldProblems(result.error, "(file)");
  };

  it("shows its check working on a sentence it refuses, or is refused at that field", () => {
    expect(problems(guard)).toEqual([]);
    expect(problems({ ...guard, refuses: "Whales off Mirissa from November to April." })).toEqual([
      expect.stringMatching(/^field "facts\.0\.refuses": Give a sentence the check refuses/),
    ]);
    expect(problems({ ...guard, about: "Mirisa" })).toHaveLength(1);
  });
});
