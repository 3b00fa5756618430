import { describe, expect, it } from "vitest";
import { withDatedFacts } from "./dated-facts";

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
