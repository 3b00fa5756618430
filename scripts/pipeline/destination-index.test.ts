import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { atlasCountryCodes, guideUseProblems, readDestinationIndex, tripsByCountry } from "./destination-index.ts";

let project: string | undefined;
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

/** A project with these guides and trips (only the fields the index reads). */
function projectWith(guides: Record<string, string>, trips: Record<string, string> = {}): string {
  project = mkdtempSync(path.join(tmpdir(), "destination-index-"));
  mkdirSync(path.join(project, "content/destinations"), { recursive: true });
  mkdirSync(path.join(project, "content/trips"), { recursive: true });
  for (const [file, text] of Object.entries(guides))
    writeFileSync(path.join(project, "content/destinations", file), text);
  for (const [file, text] of Object.entries(trips)) writeFileSync(path.join(project, "content/trips", file), text);
  return project;
}

describe("the index of the destination guides", () => {
  it("orders the guides by their order, then by name, with their slugs", () => {
    const root = projectWith({
      "vietnam.yaml": "name: Vietnam\norder: 3\n",
      "thailand.yaml": "name: Thailand\norder: 2\n",
      "sri-lanka.yaml": "name: Sri Lanka\norder: 2\n",
    });
    expect(readDestinationIndex(root)).toEqual({
      destinations: [
        { name: "Sri Lanka", slug: "sri-lanka" },
        { name: "Thailand", slug: "thailand" },
        { name: "Vietnam", slug: "vietnam" },
      ],
      problems: [],
    });
  });

  it("names the file and the field of a guide without a country or a place in the list", () => {
    const root = projectWith({ "a.yaml": "order: 1\n", "b.yaml": "name: Laos\n", "c.yaml": "name: [" });
    expect(readDestinationIndex(root).problems).toEqual([
      expect.stringMatching(/^content\/destinations\/a\.yaml: field "name"/),
      expect.stringMatching(/^content\/destinations\/b\.yaml: field "order"/),
      expect.stringMatching(/^content\/destinations\/c\.yaml: not valid YAML/),
    ]);
  });
});

describe("a guide that trips use", () => {
  it("cannot go: each trip whose country has no guide is a problem naming the trip's file and field", () => {
    const root = projectWith(
      { "laos.yaml": "name: Laos\norder: 1\n" },
      { "a.yaml": "title: A\ndestination: Laos\n", "b.yaml": "title: B\ndestination: Cambodia\n" },
    );
    expect(tripsByCountry(root).get("Laos")).toEqual([{ file: "content/trips/a.yaml", title: "A" }]);
    expect(guideUseProblems(root)).toEqual([
      expect.stringMatching(/^content\/trips\/b\.yaml: field "destination": there is no guide of Cambodia/),
    ]);
  });
});

describe("the countries a guide may cover", () => {
  it("are the map data's, by name, sorted, each with the country coder's code", () => {
    const codes = atlasCountryCodes();
    const names = Object.keys(codes);
    expect(names.length).toBeGreaterThan(200);
    expect(Object.values(codes).every((code) => /^[\w-]+$/.test(code))).toBe(true);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
