import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify } from "yaml";
import { attractionDurations, attractionTypes, destinationNames } from "~/data/destinations";
import { loadDestinationGuide, loadDestinationGuides, parseDestinationGuide } from "./destinations.server";
import { monthAbbreviations, monthsInRange } from "./months";

const file = "content/destinations/vietnam.yaml";
interface RawPeriod {
  months: string;
  rating: string;
  reason: string;
}
const valid = parseYaml(readFileSync(path.resolve(file), "utf8")) as Record<string, unknown> & {
  attractions: Record<string, unknown>[];
  capital: { name: string; coordinates: { lat: number; lon: number } };
  tips: { whenToGo: { region: string; periods: RawPeriod[] }[] };
};

/** The Vietnam guide with one change, as YAML. */
function guideWith(change: (guide: typeof valid) => void): string {
  const guide = structuredClone(valid);
  change(guide);
  return stringify(guide);
}

describe("a destination guide's content file", () => {
  it("is read when every field is right", () => {
    expect(parseDestinationGuide(file, stringify(valid)).name).toBe("Vietnam");
  });

  it("fails naming the file and the field when a field is missing", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => delete guide.intro),
      ),
    ).toThrowError(/^content\/destinations\/vietnam\.yaml: field "intro"/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => delete guide.attractions[3]!.location),
      ),
    ).toThrowError(/content\/destinations\/vietnam\.yaml: field "attractions\.3\.location"/);
  });

  it("fails on an attraction type outside the specification's list", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[0]!.type = "Beach Paradise")),
      ),
    ).toThrowError(/content\/destinations\/vietnam\.yaml: field "attractions\.0\.type"/);
  });

  it("fails on a duration outside the specification's list", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[2]!.duration = "1 hour")),
      ),
    ).toThrowError(/content\/destinations\/vietnam\.yaml: field "attractions\.2\.duration"/);
  });

  it("fails on a picture that does not exist, a misspelled field and the wrong number of attractions", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[1]!.image = "attraction-atlantis")),
      ),
    ).toThrowError(/field "attractions\.1\.image": not a picture of content\/images/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.tagine = "typo")),
      ),
    ).toThrowError(/tagine/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => guide.attractions.pop()),
      ),
    ).toThrowError(/field "attractions"/);
  });

  it("fails when the file name is not the destination's slug, or an attraction appears twice", () => {
    expect(() => parseDestinationGuide("content/destinations/sri-lanka.yaml", stringify(valid))).toThrowError(
      /sri-lanka\.yaml: field "name": "Vietnam" belongs in vietnam\.yaml/,
    );
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[1]!.name = guide.attractions[0]!.name)),
      ),
    ).toThrowError(/field "attractions\.1\.name": "Ha Long Bay" appears twice/);
  });

  it("fails naming the field when a point of the map lies outside the country", () => {
    // Vientiane, in Laos, though within the box around Vietnam.
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[4]!.coordinates = { lat: 17.97, lon: 102.6 })),
      ),
    ).toThrowError(
      /^content\/destinations\/vietnam\.yaml: field "attractions\.4\.coordinates": lat 17\.97, lon 102\.6 is not in Vietnam nor within 25 km of its coast \(Vietnam spans lat 8\.\d+ to 23\.\d+, lon 102\.\d+ to 109\.\d+\)/,
    );
    // Latitude and longitude swapped, the commonest slip.
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.capital.coordinates = { lat: 105.854, lon: 21.028 })),
      ),
    ).toThrowError(/field "capital\.coordinates(\.lat)?"/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => delete guide.attractions[0]!.coordinates),
      ),
    ).toThrowError(/field "attractions\.0\.coordinates"/);
  });

  it("fails when the month-by-month rows leave out a month, count one twice or disagree with the best-time tips", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => guide.tips.whenToGo[0]!.periods.pop()),
      ),
    ).toThrowError(/field "tips\.whenToGo\.0\.periods": no period covers Sep/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) =>
          guide.tips.whenToGo[0]!.periods.push({ months: "Jan", rating: "avoid", reason: "Cold in the mountains" }),
        ),
      ),
    ).toThrowError(/field "tips\.whenToGo\.0\.periods\.4\.months": Jan is already in period 0/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.tips.whenToGo[1]!.periods[1]!.rating = "shoulder")),
      ),
    ).toThrowError(/field "tips\.whenToGo\.1\.periods": the best months of "Central" must be Feb-May/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.tips.whenToGo[2]!.region = "Mekong")),
      ),
    ).toThrowError(/field "tips\.whenToGo\.2\.region": must be one of "North", "Central", "South", "Vietnam"/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.tips.whenToGo[0]!.periods[2]!.rating = "terrible")),
      ),
    ).toThrowError(/field "tips\.whenToGo\.0\.periods\.2\.rating"/);
  });

  it("fails on broken YAML, naming the file", () => {
    expect(() => parseDestinationGuide(file, "name: [Vietnam")).toThrowError(/vietnam\.yaml: not valid YAML/);
  });
});

describe("the guides directory", () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
    directory = undefined;
  });

  it("needs a guide for every destination", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "guides-"));
    expect(() => loadDestinationGuide("South Korea", directory)).toThrowError(/south-korea\.yaml: missing/);
  });

  it("holds nothing but the destinations' guides", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "guides-"));
    await writeFile(path.join(directory, "atlantis.yaml"), "name: Atlantis\n");
    expect(() => loadDestinationGuides(directory)).toThrowError(/atlantis\.yaml: not the guide of a destination/);
  });
});

describe("the guides as written", () => {
  const guides = loadDestinationGuides();

  it("are one per destination, in the site's order", () => {
    expect(guides.map((guide) => guide.name)).toEqual([...destinationNames]);
  });

  it("use only the specification's types and durations", () => {
    for (const attraction of guides.flatMap((guide) => guide.attractions)) {
      expect(attractionTypes).toContain(attraction.type);
      expect(attractionDurations).toContain(attraction.duration);
    }
  });

  it("give a twelve-month strip for every region the tips name, its best months those of the tip", () => {
    for (const guide of guides) {
      for (const row of guide.tips.whenToGo) {
        const months = row.periods.flatMap((period) => monthsInRange(period.months)).sort((a, b) => a - b);
        expect(
          months.map((month) => monthAbbreviations[month]),
          `${guide.name}, ${row.region}`,
        ).toEqual([...monthAbbreviations]);
        const best = row.periods.filter((period) => period.rating === "best").map((period) => period.months);
        const tip = guide.tips.bestTime.find((candidate) => candidate.label === row.region);
        if (tip) expect(best, `${guide.name}, ${row.region}`).toEqual([tip.months]);
        else expect(best, guide.name).toEqual(expect.arrayContaining(guide.tips.bestTime.map((item) => item.months)));
      }
    }
  });
});
