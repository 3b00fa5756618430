import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

/**
 * Statements a fact-check found overtaken by events or plainly wrong, so they do not come back
 * with a later edit. Each rule names what is true instead; the articles keep their 2024 dates and
 * say "since" where a correction rests on a later event.
 */

interface Passage {
  file: string;
  /** The file and, for a guide, the field the text comes from. */
  where: string;
  text: string;
}

/** Every string of a parsed guide, each named by its path of keys. */
function strings(file: string, value: unknown, where = file): Passage[] {
  if (typeof value === "string") return [{ file, where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(file, item, `${where}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(file, item, `${where}.${key}`));
  return [];
}

function filesOf(directory: string, extension: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(directory, name));
}

/** The articles and the legal pages paragraph by paragraph, the guides field by field, and the home page's copy line by line. */
const prose = [...filesOf("content/blog", ".md"), ...filesOf("content/legal", ".md")];
const guides = filesOf("content/destinations", ".yaml");
const pageCopy = ["app/data/home.ts"];

const passages: Passage[] = [
  ...prose.flatMap((file) =>
    readFileSync(file, "utf8")
      .split(/\n\s*\n/)
      .map((text) => ({ file, where: file, text })),
  ),
  ...guides.flatMap((file) => strings(file, parseYaml(readFileSync(file, "utf8")))),
  ...pageCopy.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .map((text) => ({ file, where: file, text })),
  ),
];

/** The passages that contain a phrase, named where they are, so a failure points at the file. */
function containing(pattern: RegExp, among: readonly Passage[] = passages): string[] {
  return among
    .filter((passage) => pattern.test(passage.text))
    .map((passage) => `${passage.where}: ${passage.text.trim().slice(0, 160)}`);
}

const about = (pattern: RegExp) => passages.filter((passage) => pattern.test(passage.text));

describe("the content as written", () => {
  it("is read from the seven articles, the two legal pages, the three guides and the home page's copy", () => {
    expect([prose.length, guides.length]).toEqual([9, 3]);
    expect(new Set(passages.map((passage) => passage.file))).toEqual(new Set([...prose, ...guides, ...pageCopy]));
  });

  it.each([
    ["Sigiriya at sunrise (the rock opens after sunrise)", /Sigiriya at sunrise/i],
    ["a K-ETA exemption ending in 2024 (it has been extended since)", /until the end of 2024/i],
    [
      "the Fansipan cable car still holding the length record (it passed to the Hon Thom line in 2018)",
      /holds Guinness World Records for both/i,
    ],
    ["Yen Bai province (merged into Lao Cai on 1 July 2025)", /Yen Bai province/i],
    ["Ha Giang province (merged into Tuyen Quang on 1 July 2025)", /Ha Giang province/i],
    ["Quang Nam province (merged into Da Nang city on 1 July 2025)", /Quang Nam province/i],
    ["District 4 as a district today (districts were abolished on 1 July 2025)", /(?<!former )District 4\b/i],
    ["a beach in season all year (October and November fall between the monsoons)", /in season all year/i],
    [
      "the Kandy to Ella ride as the way to cross the Nine Arch Bridge (it lies beyond Ella)",
      /ride the line yourself: the journey from Kandy to Ella/i,
    ],
    [
      "Fansipan as the highest peak in all of Indochina (only of Vietnam, Laos and Cambodia)",
      /highest (peak|mountain) in Indochina/i,
    ],
  ])("never states %s", (_what, pattern) => {
    expect(containing(pattern)).toEqual([]);
  });

  it("names Ha Giang as a town, not a provincial capital", () => {
    expect(containing(/provincial capital/i, about(/Ha Giang/))).toEqual([]);
  });

  it("sends visitors to Bukchon after 10 am, not in the morning (its lanes are closed to them from 5 pm to 10 am)", () => {
    expect(containing(/\b(go|come|visit)\b[^.]*\b(in the|early) morning/i, about(/Bukchon/))).toEqual([]);
    expect(containing(/after 10 am|10 am to 5 pm/i, about(/Bukchon/)).length).toBeGreaterThanOrEqual(2);
  });

  it("gives Mirissa's blue whales one season everywhere: November to April", () => {
    const whaleSeasons = about(/Mirissa/).filter(
      (passage) => /whale/i.test(passage.text) && /\b\w+ to April\b/.test(passage.text),
    );
    expect(whaleSeasons.length).toBeGreaterThanOrEqual(4);
    expect(containing(/^(?![\s\S]*November to April)/, whaleSeasons)).toEqual([]);
  });

  it("states rules that change (hanbok entry, closing days, guard times) as they stand at the time of writing", () => {
    const rules = about(
      /hanbok[^.]*(free|free of charge)\b|\b(closed|closes|does not run) on (Mondays|Tuesdays)|at 10:00 and 14:00/i,
    );
    expect(rules.length).toBeGreaterThanOrEqual(5);
    expect(containing(/^(?![\s\S]*at the time of writing)/i, rules)).toEqual([]);
  });

  it("sends readers to the official site for Korea's K-ETA exemption, which has no fixed end", () => {
    const exemption = about(/K-ETA/).filter((passage) => /exempt/i.test(passage.text));
    expect(exemption.length).toBeGreaterThanOrEqual(2);
    expect(containing(/^(?![\s\S]*official K-ETA site)/i, exemption)).toEqual([]);
  });
});
