import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify } from "yaml";
import { attractionDurations, attractionTypes, destinationNames } from "~/data/destinations";
import { loadDestinationGuide, loadDestinationGuides, parseDestinationGuide } from "./destinations.server";

const file = "content/destinations/vietnam.yaml";
interface RawMonth {
  rating: string;
  reason: string;
}
const valid = parseYaml(readFileSync(path.resolve(file), "utf8")) as Record<string, unknown> & {
  attractions: Record<string, unknown>[];
  capital: { name: string; coordinates: { lat: number; lon: number } };
  tips: { whenToGo: { region: string; months: Partial<Record<string, RawMonth>> }[] };
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
    ).toThrowError(/field "attractions\.1\.image": "attraction-atlantis" is not a picture of content\/images/);
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
    ).toThrowError(/field "attractions\.1\.name": "Ha Long Bay" is already the name of another attraction\./);
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

  it("fails when a month-by-month row leaves out a month, rates one oddly or names a region twice", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => delete guide.tips.whenToGo[0]!.months.sep),
      ),
    ).toThrowError(/field "tips\.whenToGo\.0\.months\.sep": This is required/);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.tips.whenToGo[0]!.months.mar!.rating = "terrible")),
      ),
    ).toThrowError(/field "tips\.whenToGo\.0\.months\.mar\.rating": Choose one of: best, shoulder, avoid\./);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.tips.whenToGo[1]!.region = guide.tips.whenToGo[0]!.region)),
      ),
    ).toThrowError(/field "tips\.whenToGo\.1\.region": ".+" is already another row's region\./);
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
});
