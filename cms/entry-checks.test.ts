import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { articles, guides, settings, trips } from "#app/lib/content/collections.ts";
import { fillPlaceholders } from "#app/lib/content/placeholders.ts";
import { splitFrontmatter } from "#app/lib/content/frontmatter.ts";
import { site } from "#app/data/site.ts";
import { datedFacts } from "#app/generated/settings/dated-facts.ts";
import { ruleContext } from "#app/lib/content/content-rules.ts";
import { cmsConfig } from "./config";
import { entryPlaceProblems, entryProblems } from "./entry-checks";

/**
 * Before it saves, the content manager runs on the entry the content rules the build runs on all of
 * content/ (app/lib/content/content-rules.ts), and names the field by its label.
 */

cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });
const published = ruleContext(site, datedFacts.facts);

/** An article of content/blog as the editor holds it: its fields, and its body apart. */
function anArticle(): { data: Record<string, unknown>; body: string } {
  const [name] = readdirSync(articles.folder).filter((file) => file.endsWith(`.${articles.extension}`));
  const parts = splitFrontmatter(readFileSync(path.join(articles.folder, name!), "utf8"))!;
  return { data: parseYaml(parts.frontmatter) as Record<string, unknown>, body: parts.body };
}

describe("the content manager's check before a save", () => {
  it("passes an article as written", () => {
    const { data, body } = anArticle();
    expect(entryProblems("articles", data, body, published)).toEqual([]);
  });

  it("refuses an article that names a team where the agency has no office", () => {
    const { data, body } = anArticle();
    expect(
      entryProblems("articles", data, `${body}\n\nOur team in Bangkok knows every market stall.\n`, published),
    ).toEqual([expect.stringMatching(/^Text: "Bangkok" has no office of ours/)]);
  });

  it("refuses an article that tells of a later year without its updated date, at the Updated field", () => {
    const { data, body } = anArticle();
    const later = Number(String(data.date).slice(0, 4)) + 1;
    const problems = entryProblems(
      "articles",
      { ...data, updated: "" },
      `${body}\n\nSince ${later} the road is paved.\n`,
      published,
    );
    expect(problems).toEqual([expect.stringMatching(/^Updated: .*tells of \d{4}/)]);
  });

  it("refuses a trip whose price ends on the day another published trip's does, at its Valid until field", () => {
    const [file] = readdirSync(trips.folder).filter((name) => name.endsWith(`.${trips.extension}`));
    const data = parseYaml(readFileSync(path.join(trips.folder, file!), "utf8")) as {
      price: { validUntil: string };
    };
    const validUntil = String(data.price.validUntil);
    const other = { file: "content/trips/other.yaml", title: "Another trip", validUntil };
    expect(entryProblems("trips", data, undefined, { ...published, priceEnds: [other] })).toEqual([
      expect.stringMatching(/Valid until: The price of “Another trip” also ends on/),
    ]);
    expect(
      entryProblems("trips", data, undefined, { ...published, priceEnds: [{ ...other, validUntil: "2099-01-01" }] }),
    ).toEqual([]);
  });

  it("refuses a change of the GST basis that keeps the basis's day, at its Price basis since field", () => {
    const basis = { gst: "added" as const, gstSince: "2026-11-01" };
    const data = JSON.parse(
      readFileSync(settings.files.find((file) => file.name === "booking")!.file, "utf8"),
    ) as Record<string, unknown>;
    const edit = { ...data, gst: "included", gstSince: basis.gstSince };
    expect(entryProblems("settings/booking", edit, undefined, { ...published, priceBasis: basis })).toEqual([
      expect.stringMatching(/^Price basis since: The GST basis changes from "added" to "included"/),
    ]);
    expect(
      entryProblems("settings/booking", { ...edit, gstSince: "2026-11-02" }, undefined, {
        ...published,
        priceBasis: basis,
      }),
    ).toEqual([]);
  });

  it("refuses a trip note that types a date, naming the note", () => {
    const [file] = readdirSync(trips.folder).filter((name) => name.endsWith(`.${trips.extension}`));
    const data = parseYaml(readFileSync(path.join(trips.folder, file!), "utf8")) as { notes: { text: string }[] };
    data.notes[0]!.text = "The market closes for the holiday on 6 February 2027, when we move the day.";
    expect(entryProblems("trips", data, undefined, published)).toEqual([
      expect.stringMatching(/^Practical notes, number 1, Note: Type no date in a note/),
    ]);
  });

  it("refuses an unknown placeholder in the build's words, naming the field", () => {
    const [file] = readdirSync(trips.folder).filter((name) => name.endsWith(`.${trips.extension}`));
    const data = parseYaml(readFileSync(path.join(trips.folder, file!), "utf8")) as { intro: string };
    const build = (() => {
      try {
        fillPlaceholders(file!, "{{fax}}");
      } catch (error) {
        return (error as Error).message.replace(`${file!}: `, "");
      }
    })();
    expect(
      entryProblems("trips", { ...data, intro: `${data.intro.slice(0, 600)} {{fax}}` }, undefined, published),
    ).toEqual([`Introduction: ${build}`]);
  });

  it("refuses a guide's place that lies in another country, naming the field, and passes the guide as written", async () => {
    const [file] = readdirSync(guides.folder).filter((name) => name.endsWith(`.${guides.extension}`));
    const data = parseYaml(readFileSync(path.join(guides.folder, file!), "utf8")) as {
      name: string;
      attractions: { coordinates: { lat: number; lon: number } }[];
    };
    expect(await entryPlaceProblems("guides", data)).toEqual([]);
    data.attractions[0]!.coordinates = { lat: 11.55, lon: 104.92 }; // Phnom Penh
    expect(await entryPlaceProblems("guides", data)).toEqual([
      `Attractions, number 1, Position on the map: lat 11.55, lon 104.92 lies in Cambodia, not in ${data.name}`,
    ]);
  });
});
