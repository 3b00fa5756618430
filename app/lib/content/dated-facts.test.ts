import { describe, expect, it } from "vitest";
import { withDatedFacts } from "./dated-facts";
import { fieldProblems } from "./field-problems";
import { datedFactsSchema } from "./settings-schema";

const facts = [
  { id: "visa-rule", says: "Exempt until 31 December.", lapsed: "Check the official site.", reviewBy: "2026-12-20" },
  { id: "no-wording", says: "Open daily.", reviewBy: "2027-01-01" },
];
const entry = { notes: [{ text: "Visas: {{fact:visa-rule}}" }] };

describe("a dated fact a text names", () => {
  it("is printed as it says until its review day, and in its wording for after it from that day", () => {
    expect(withDatedFacts("fixture", entry, "2026-12-19", facts)).toEqual({
      notes: [{ text: "Visas: Exempt until 31 December." }],
    });
    expect(withDatedFacts("fixture", entry, "2026-12-20", facts).notes[0]!.text).toBe(
      "Visas: Check the official site.",
    );
  });

  it("stops the build, naming the file, when it names no fact or one without wording for after its review day", () => {
    expect(() => withDatedFacts("fixture", "{{fact:unknown}}", "2026-12-01", facts)).toThrow(/^fixture: .*no fact/);
    expect(() => withDatedFacts("fixture", "{{fact:no-wording}}", "2026-12-01", facts)).toThrow(/without its wording/);
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
