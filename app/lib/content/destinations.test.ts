import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify } from "yaml";
import { destinationCountries } from "#app/data/destinations.ts";
import { guideLists } from "#app/generated/settings/guides.ts";
import { slugify } from "#app/utils/slug.ts";
import { loadDestinationGuide, loadDestinationGuides, parseDestinationGuide } from "./destinations.server";

/** Whichever guide content/destinations holds first: the rules hold for any. */
const file = `content/destinations/${readdirSync(path.resolve("content/destinations")).sort()[0]!}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fileName = escape(path.basename(file));
interface RawMonth {
  rating: string;
  reason: string;
}
const valid = parseYaml(readFileSync(path.resolve(file), "utf8")) as Record<string, unknown> & {
  name: string;
  attractions: Record<string, unknown>[];
  capital: { name: string; coordinates: { lat: number; lon: number } };
  tips: { whenToGo: { region: string; months: Partial<Record<string, RawMonth>> }[] };
};

/** The guide with one change, as YAML. */
function guideWith(change: (guide: typeof valid) => void): string {
  const guide = structuredClone(valid);
  change(guide);
  return stringify(guide);
}

describe("a destination guide's content file", () => {
  it("is read when every field is right", () => {
    expect(parseDestinationGuide(file, stringify(valid)).name).toBe(valid.name);
  });

  it("fails naming the file and the field when a field is missing", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => delete guide.intro),
      ),
    ).toThrowError(new RegExp(`^content/destinations/${fileName}: field "intro"`));
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => delete guide.attractions[3]!.location),
      ),
    ).toThrowError(new RegExp(`content/destinations/${fileName}: field "attractions\\.3\\.location"`));
  });

  it("fails on an attraction type outside the lists of content/settings/guides.json", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[0]!.type = "Beach Paradise")),
      ),
    ).toThrowError(new RegExp(`content/destinations/${fileName}: field "attractions\\.0\\.type"`));
  });

  it("fails on a duration outside those lists", () => {
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[2]!.duration = "1 hour")),
      ),
    ).toThrowError(new RegExp(`content/destinations/${fileName}: field "attractions\\.2\\.duration"`));
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
    expect(() => parseDestinationGuide("content/destinations/atlantis.yaml", stringify(valid))).toThrowError(
      new RegExp(
        `atlantis\\.yaml: field "name": "${escape(valid.name)}" belongs in ${escape(slugify(valid.name))}\\.yaml`,
      ),
    );
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[1]!.name = guide.attractions[0]!.name)),
      ),
    ).toThrowError(/field "attractions\.1\.name": ".+" is already the name of another attraction\./);
  });

  it("fails naming the field when a point of the map lies outside the country", () => {
    // The Gulf of Guinea, far from any guide's country.
    const country = escape(valid.name);
    expect(() =>
      parseDestinationGuide(
        file,
        guideWith((guide) => (guide.attractions[4]!.coordinates = { lat: 0.5, lon: 0.5 })),
      ),
    ).toThrowError(
      new RegExp(
        `^content/destinations/${fileName}: field "attractions\\.4\\.coordinates": lat 0\\.5, lon 0\\.5 lies at sea, not in ${country}$`,
      ),
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
        guideWith((guide) => guide.tips.whenToGo.push(structuredClone(guide.tips.whenToGo[0]!))),
      ),
    ).toThrowError(
      new RegExp(
        `field "tips\\.whenToGo\\.${valid.tips.whenToGo.length}\\.region": ".+" is already another row's region\\.`,
      ),
    );
  });

  it("fails on broken YAML, naming the file", () => {
    expect(() => parseDestinationGuide(file, "name: [Atlantis")).toThrowError(
      new RegExp(`${fileName}: not valid YAML`),
    );
  });
});

describe("the guides directory", () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
    directory = undefined;
  });

  it("names the missing file of a guide asked for", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "guides-"));
    expect(() => loadDestinationGuide("South Korea", directory)).toThrowError(/south-korea\.yaml: missing/);
  });

  it("holds nothing but guides: a file for no country of the map data fails naming it", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "guides-"));
    await writeFile(path.join(directory, "atlantis.yaml"), stringify({ ...valid, name: "Atlantis" }));
    expect(() => loadDestinationGuides(directory)).toThrowError(/atlantis\.yaml: field "name"/);
  });
});

describe("the guides as written", () => {
  const guides = loadDestinationGuides();

  it("are the site's destinations, in the site's order", () => {
    expect(guides.map((guide) => guide.name)).toEqual([...destinationCountries]);
  });

  it("use only the types and durations of the lists", () => {
    for (const attraction of guides.flatMap((guide) => guide.attractions)) {
      expect(guideLists.attractionTypes).toContain(attraction.type);
      expect(guideLists.durations).toContain(attraction.duration);
    }
  });
});
