import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import * as aboutCopy from "~/data/about";
import { splitFrontmatter } from "~/lib/content/frontmatter";
import * as contactCopy from "~/data/contact";
import * as destinationCopy from "~/data/destination-copy";
import * as mapCopy from "~/data/destination-maps";
import * as homeCopy from "~/data/home";
import * as servicesCopy from "~/data/services";
import { attractionVisitMessage } from "~/data/prefilled-messages/destinations";
import { monthKeys, type MonthKey, type MonthRating } from "./month-table";
import { monthAbbreviations, monthNames, monthsInRange } from "./months";

/**
 * Statements a fact-check found overtaken by events, plainly wrong or contradicted elsewhere on the
 * site, so they do not come back with a later edit. Most cases are rules that read content/ as it
 * stands (every mention of a season agrees with the others, a guide's table agrees with its own
 * text), so they hold whatever articles, offices or attractions staff add, rename or delete; each
 * rule is also run on a fixture of the statement it was written against, so that it cannot pass
 * by matching nothing. The articles keep their dates and say "since" where a correction rests on a
 * later event (docs/decisions/024-facts-that-change.md).
 */

interface Passage {
  /** The file and, for a guide, a setting or a page's copy, the field the text comes from. */
  where: string;
  text: string;
}

function filesOf(directory: string, extension: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(directory, name));
}

/** Every string of a parsed file or module, each named by its path of keys. */
function strings(value: unknown, where: string): Passage[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  return [];
}

interface Article {
  file: string;
  date: string;
  updated?: string;
  body: string;
}

function readArticle(file: string): Article {
  const { frontmatter, body } = splitFrontmatter(readFileSync(file, "utf8")) ?? { frontmatter: "", body: "" };
  const data = parseYaml(frontmatter) as { date: string; updated?: string };
  return {
    file,
    date: String(data.date),
    // The content manager saves a cleared date as an empty value: the article then has none.
    updated: data.updated ? String(data.updated) : undefined,
    body,
  };
}

interface Month {
  rating: MonthRating;
  reason: string;
}

/** A row of the month-by-month table as written: a region, its best-time note and its twelve months. */
interface MonthRow {
  region: string;
  note: string;
  months: Record<MonthKey, Month>;
}

interface Guide {
  file: string;
  name: string;
  intro: string;
  attractions: { name: string; description: string; region: string }[];
  tips: {
    whenToGo: MonthRow[];
  };
}

interface Office {
  country: string;
  city: string;
  address: string[];
  postal: { streetAddress: string; addressCountry: string };
}

const articles = filesOf("content/blog", ".md").map(readArticle);
const legalPages = filesOf("content/legal", ".md");
const guides: Guide[] = filesOf("content/destinations", ".yaml").map((file) => ({
  file,
  ...(parseYaml(readFileSync(file, "utf8")) as Omit<Guide, "file">),
}));
const settingsFiles = filesOf("content/settings", ".json");
const siteFacts = JSON.parse(readFileSync("content/settings/site.json", "utf8")) as {
  offices: Office[];
  hours: { support: { display: string } };
};

/** The copy of the fixed pages, as the pages show it (business facts filled in). */
const pageModules = {
  "app/data/home.ts": homeCopy,
  "app/data/about.ts": aboutCopy,
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob(["/app/data/page-copy/*.ts", "!/app/data/page-copy/page-copy.ts"], { eager: true }),
    ).map(([file, module]) => [file.slice(1), module]),
  ),
  "app/data/services.ts": servicesCopy,
  "app/data/contact.ts": contactCopy,
  "app/data/destination-copy.ts": destinationCopy,
  "app/data/destination-maps.ts": mapCopy,
};

/** Articles and legal pages paragraph by paragraph; guides, settings and page copy string by string. */
const passages: Passage[] = [
  ...[...articles.map((article) => article.file), ...legalPages].flatMap((file) =>
    readFileSync(file, "utf8")
      .split(/\n\s*\n/)
      .map((text) => ({ where: file, text })),
  ),
  ...guides.flatMap(({ file, ...guide }) => strings(guide, file)),
  ...settingsFiles.flatMap((file) => strings(JSON.parse(readFileSync(file, "utf8")), file)),
  ...Object.entries(pageModules).flatMap(([file, module]) => strings({ ...module }, file)),
];

const passage = (text: string): Passage => ({ where: "fixture", text });

/** Passages (or sentences) named where they are, so a failure points at the file and the field. */
function report(found: readonly Passage[]): string[] {
  return found.map((item) => `${item.where}: ${item.text.trim().slice(0, 200)}`);
}

function containing(pattern: RegExp, among: readonly Passage[] = passages): string[] {
  return report(among.filter((item) => pattern.test(item.text)));
}

const about = (pattern: RegExp, among: readonly Passage[] = passages) =>
  among.filter((item) => pattern.test(item.text));

/** A passage's sentences (and the clauses of a list item, split at semicolons), each named like it. */
function sentences(among: readonly Passage[], splitAt = /(?<=[.!?])\s+(?=[A-Z*"])|\n/): Passage[] {
  return among.flatMap((item) => item.text.split(splitAt).map((text) => ({ where: item.where, text })));
}

const monthName = monthNames.join("|");
/** "November to April", "May to September": a stretch of months written out. */
const spelledRange = new RegExp(`\\b(${monthName}) to (${monthName})\\b`, "g");
const abbreviation = (name: string) => monthAbbreviations[monthNames.indexOf(name as (typeof monthNames)[number])];
/** "November to April" as the guides write it, "Nov-Apr". */
const asRange = (first: string, last: string) => `${abbreviation(first)}-${abbreviation(last)}`;

/** The rating of each month (0 is January) in a row of the month-by-month table. */
function ratingsOf(row: MonthRow): MonthRating[] {
  return monthKeys.map((key) => row.months[key].rating);
}

/** A row for the fixtures: every month rated `rating` for `reason` except those `changes` names. */
function fixtureRow(region: string, note: string, changes: Partial<Record<MonthKey, Month>>): MonthRow {
  const months = Object.fromEntries(
    monthKeys.map((key) => [key, changes[key] ?? { rating: "best", reason: "Dry and sunny" }]),
  ) as Record<MonthKey, Month>;
  return { region, note, months };
}

describe("the content as written", () => {
  it("is read from every article, legal page, guide, settings file and page's copy", () => {
    const files = [
      ...articles.map((article) => article.file),
      ...legalPages,
      ...guides.map((guide) => guide.file),
      ...settingsFiles,
      ...Object.keys(pageModules),
    ];
    for (const file of files)
      expect(passages.some((item) => item.where === file || item.where.startsWith(`${file}.`), file)).toBe(true);
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
    [
      "a local team in every destination (the agency works through partners where it has no office)",
      /each with a local team|a local team (on the ground )?in (each|every)/i,
    ],
    ["specialists who live in every place the agency sells", /specialists who live in the places/i],
    ["September in northern Vietnam as the rains easing (it is the height of the typhoon season)", /rains easing/i],
    ["hill-tribe markets (Vietnam says ethnic-minority markets)", /hill[- ]tribes?\b/i],
    [
      "a tool inventing a restaurant as a rule that has changed",
      /Rules that have changed\b[^\n]*invents a restaurant/i,
    ],
  ])("never states %s", (_what, pattern) => {
    expect(containing(pattern)).toEqual([]);
  });

  it("names Ha Giang as a town, not a provincial capital", () => {
    expect(containing(/provincial capital/i, about(/Ha Giang/))).toEqual([]);
  });

  it("sends visitors to Bukchon after 10 am, not in the morning (its lanes are closed to them from 5 pm to 10 am)", () => {
    const rule = (among: readonly Passage[]) => {
      const bukchon = about(/Bukchon/, among);
      return [
        ...containing(/\b(go|come|visit)\b[^.]*\b(in the|early) morning/i, bukchon),
        // A passage that gives times for Bukchon gives its visiting window.
        ...containing(/^(?![\s\S]*(after 10 am|10 am to 5 pm))[\s\S]*\b\d{1,2} (am|pm)\b/i, bukchon),
      ];
    };
    expect(rule(passages)).toEqual([]);
    expect(rule([passage("Visit Bukchon early in the morning, before the crowds.")])).toHaveLength(1);
    expect(rule([passage("Bukchon's lanes are open to visitors until 6 pm.")])).toHaveLength(1);
  });

  it("gives Mirissa's blue whales one season everywhere: November to April", () => {
    const rule = (among: readonly Passage[]) =>
      containing(
        /^(?![\s\S]*November to April)/,
        about(/Mirissa/, among).filter((item) => /whale/i.test(item.text) && /\b\w+ to April\b/.test(item.text)),
      );
    expect(rule(passages)).toEqual([]);
    expect(rule([passage("Blue whales off Mirissa from December to April.")])).toHaveLength(1);
  });

  it("states rules that change (hanbok entry, closing days, guard times) as they stand at the time of writing", () => {
    const rule = (among: readonly Passage[]) =>
      containing(
        /^(?![\s\S]*at the time of writing)/i,
        about(
          /hanbok[^.]*(free|free of charge)\b|\b(closed|closes|does not run) on (Mondays|Tuesdays)|at 10:00 and 14:00/i,
          among,
        ),
      );
    expect(rule(passages)).toEqual([]);
    expect(rule([passage("Gyeongbokgung closes on Tuesdays.")])).toHaveLength(1);
  });

  it("sends readers to the official site for Korea's K-ETA exemption, which has no fixed end", () => {
    const rule = (among: readonly Passage[]) =>
      containing(
        /^(?![\s\S]*official K-ETA site)/i,
        about(/K-ETA/, among).filter((item) => /exempt/i.test(item.text)),
      );
    expect(rule(passages)).toEqual([]);
    expect(rule([passage("Korea has exempted many travelers from the K-ETA.")])).toHaveLength(1);
  });
});

describe("support around the clock and the support line's hours", () => {
  /** The specification's own labels, which state the promise without its condition. */
  const specificationLabels = new Set(["24X7 Support", "24/7 Support", "24/7"]);
  const roundTheClock = /24\/7|24X7|round[- ]the[- ]clock|around the clock|day and night|at any hour/i;
  /** Generators run day and night too: only a sentence about reaching the agency promises anything. */
  const aboutSupport = /support|answer|phone|call|reach|help|line\b|care\b/i;
  const onATrip =
    /while (you|they) (travel|are traveling|are away)|on (a|the|your|their) (trip|journey|road)|during (a |the |your )?(trip|travel|journey)|travelers on\b/i;

  const promisesWithoutCondition = (among: readonly Passage[]) =>
    report(
      sentences(among.filter((item) => !specificationLabels.has(item.text.trim()))).filter(
        (item) => roundTheClock.test(item.text) && aboutSupport.test(item.text) && !onATrip.test(item.text),
      ),
    );

  it("promises round-the-clock support only to travelers on a trip", () => {
    expect(promisesWithoutCondition(passages)).toEqual([]);
    expect(promisesWithoutCondition([passage("Custom itineraries, corporate travel and 24/7 support.")])).toHaveLength(
      1,
    );
    expect(promisesWithoutCondition([passage("The support line answers day and night while you travel.")])).toEqual([]);
  });

  it("gives the support line's hours as the hours for new inquiries", () => {
    const { display } = siteFacts.hours.support;
    const rule = (among: readonly Passage[]) =>
      report(
        among.filter(
          (item) =>
            (item.text.includes("{{supportHours}}") || (item.text.includes(display) && item.text.trim() !== display)) &&
            !/new inquir/i.test(item.text),
        ),
      );
    expect(rule(passages)).toEqual([]);
    expect(rule([passage(`Support line open ${display}.`)])).toHaveLength(1);
  });
});

describe("offices, teams and partners", () => {
  const offices = siteFacts.offices;
  const officePlaces = new Set(offices.flatMap((office) => [office.city, office.country]));
  const name = String.raw`[A-Z][\w'-]*(?: [A-Z][\w'-]*)*`;
  const list = String.raw`${name}(?:(?:, | and |, and )${name})*`;
  /** "our teams in Hanoi, Colombo and Seoul", "offices in India and Sri Lanka", "our Hanoi and Colombo teams". */
  const claims = [
    new RegExp(String.raw`(?<!\bno )\b(?:teams?|offices?|staff|specialists) (?:in|at|based in) (${list})`, "g"),
    new RegExp(String.raw`\b[Oo]ur (${list}) (?:teams?|offices?)\b`, "g"),
  ];

  const placesWithoutOffice = (among: readonly Passage[]) =>
    among.flatMap((item) =>
      claims.flatMap((claim) =>
        [...item.text.matchAll(claim)].flatMap(([, places = ""]) =>
          places
            .split(/, and |, | and /)
            .filter((place) => !officePlaces.has(place))
            .map((place) => `${item.where}: "${place}" has no office of ours (${item.text.trim().slice(0, 120)})`),
        ),
      ),
    );

  it("names a team or an office only where the agency has one", () => {
    expect(placesWithoutOffice(passages)).toEqual([]);
    expect(placesWithoutOffice([passage("Our teams in Hanoi, Colombo and Seoul eat here.")])).toEqual([
      expect.stringContaining('"Seoul"'),
    ]);
    expect(placesWithoutOffice([passage("We have no office in Korea: partners in Seoul look after you.")])).toEqual([]);
  });

  it("says in each guide of a country without an office of ours who looks after travelers there", () => {
    const countries = new Set(offices.map((office) => office.country));
    const silent = guides.filter((guide) => !countries.has(guide.name) && !/partner/i.test(guide.intro));
    expect(silent.map((guide) => guide.file)).toEqual([]);
  });

  it("writes the Vietnam offices' addresses with today's wards, never a district (abolished on 1 July 2025)", () => {
    const inVietnam = offices.filter((office) => office.postal.addressCountry === "VN");
    const withDistrict = inVietnam.filter((office) =>
      [...office.address, office.postal.streetAddress].some((line) => /\bDistrict\b|\bQuan \d/i.test(line)),
    );
    expect(withDistrict.map((office) => office.address.join(", "))).toEqual([]);
  });
});

describe("Sri Lanka's entry rule", () => {
  it("says at the time of writing that the ETA is applied for online, pointing to the official ETA site", () => {
    const rule = (among: readonly Passage[]) => {
      const statements = about(/(?<!K-)\bETA\b|Electronic Travel Authori[sz]ation(?![^.]*K-ETA)/, among).filter(
        (item) => /online|arrival|before you (fly|travel)|apply/i.test(item.text) && !/K-ETA/.test(item.text),
      );
      return [
        ...containing(/^(?![\s\S]*at the time of writing)/i, statements),
        ...containing(/^(?![\s\S]*official ETA site)/i, statements),
        // One rule: the authorization is needed before the flight, not a way to save time.
        ...containing(/saves? time|optional|speeds? up/i, statements),
      ];
    };
    expect(rule(passages)).toEqual([]);
    expect(
      rule([
        passage(
          "At the time of writing, applying online for an ETA before you fly saves time at the airport; check the official ETA site.",
        ),
      ]),
    ).toHaveLength(1);
  });
});

describe("the month-by-month tables", () => {
  const periods = guides.flatMap((guide) =>
    guide.tips.whenToGo.flatMap((row) =>
      monthKeys.map((key, index) => ({
        where: `${guide.file}: ${row.region}, ${monthAbbreviations[index]}`,
        ...row.months[key],
      })),
    ),
  );

  it("never rates a month best or shoulder for a reason that names typhoons", () => {
    const rule = (among: readonly (Month & { where: string })[]) =>
      among
        .filter(
          (period) =>
            period.rating !== "avoid" &&
            /typhoon/i.test(period.reason) &&
            !/(after|before|between|no|without) (the )?typhoons?/i.test(period.reason),
        )
        .map((period) => `${period.where}: ${period.rating}, ${period.reason}`);
    expect(rule(periods)).toEqual([]);
    expect(rule([{ where: "fixture", rating: "shoulder", reason: "Typhoons, then clear skies" }])).toHaveLength(1);
  });

  it("opens the reason of a best period with what makes it best, never with a hardship", () => {
    const rule = (among: readonly (Month & { where: string })[]) =>
      among
        .filter(
          (period) =>
            period.rating === "best" &&
            /^(cold|freezing|hot|heat|humid|rain|rainy|wet|monsoon|typhoons?|storms?|snow)\b/i.test(period.reason),
        )
        .map((period) => `${period.where}: ${period.reason}`);
    expect(rule(periods)).toEqual([]);
    expect(rule([{ where: "fixture", rating: "best", reason: "Cold, dry and bright" }])).toHaveLength(1);
  });

  it("says why, on an attraction's card, it recommends months its region's row rates avoid", () => {
    const rule = (among: readonly Guide[]) =>
      among.flatMap((guide) =>
        guide.attractions.flatMap((attraction) => {
          const row = guide.tips.whenToGo.find((candidate) => candidate.region === attraction.region);
          if (!row) return [];
          const ratings = ratingsOf(row);
          const named = monthNames.filter((month) => new RegExp(`\\b${month}\\b`).test(attraction.description));
          const avoided = named.filter((month) => ratings[monthNames.indexOf(month)] === "avoid");
          return avoided.length > 0 && !/\b(rain|rains|rainy|wet|monsoon|typhoons?)\b/i.test(attraction.description)
            ? [`${guide.file}: ${attraction.name} recommends ${avoided.join(", ")}, rated avoid in ${row.region}`]
            : [];
        }),
      );
    expect(rule(guides)).toEqual([]);
    const fixture: Guide = {
      file: "fixture",
      name: "Vietnam",
      intro: "",
      attractions: [{ name: "Sapa Rice Terraces", region: "North", description: "Bright green in June and July." }],
      tips: {
        whenToGo: [
          fixtureRow("North", "Dry and mild from October to April.", {
            jun: { rating: "avoid", reason: "Heat and typhoons" },
            jul: { rating: "avoid", reason: "Heat and typhoons" },
          }),
        ],
      },
    };
    expect(rule([fixture])).toHaveLength(1);
  });

  it("never rates avoid a month of the whale season a row's best-time note names for its coast", () => {
    const rule = (among: readonly Guide[]) =>
      among.flatMap((guide) =>
        guide.tips.whenToGo
          .filter((row) => /whale/i.test(row.note))
          .flatMap((row) => {
            const ratings = ratingsOf(row);
            return [...row.note.matchAll(spelledRange)].flatMap(([, first = "", last = ""]) =>
              monthsInRange(asRange(first, last))
                .filter((month) => ratings[month] === "avoid")
                .map(
                  (month) => `${guide.file}: ${monthNames[month]} is whale season in "${row.region}" but rated avoid`,
                ),
            );
          }),
      );
    expect(rule(guides)).toEqual([]);
    const fixture: Guide = {
      file: "fixture",
      name: "Sri Lanka",
      intro: "",
      attractions: [],
      tips: {
        whenToGo: [
          fixtureRow("South coast", "Whale season (November to April).", {
            nov: { rating: "avoid", reason: "Monsoon" },
          }),
        ],
      },
    };
    expect(rule([fixture])).toEqual([expect.stringContaining("November")]);
  });
});

describe("seasons told in more than one place", () => {
  it("gives Trincomalee one season everywhere", () => {
    const rule = (among: readonly Passage[]) => {
      const clauses = sentences(about(/Trincomalee/, among), /(?<=[.!?;])\s+|\n/).filter((item) =>
        /Trincomalee/.test(item.text),
      );
      const seasons = new Map<string, string[]>();
      for (const clause of clauses)
        for (const [, first = "", last = ""] of clause.text.matchAll(spelledRange))
          seasons.set(asRange(first, last), [...(seasons.get(asRange(first, last)) ?? []), clause.where]);
      return seasons.size > 1 ? [...seasons].map(([range, where]) => `${range}: ${where.join(", ")}`) : [];
    };
    expect(rule(passages)).toEqual([]);
    expect(
      rule([
        passage("From about March to August the whales are off Trincomalee."),
        passage("The east coast and Trincomalee from roughly May to September."),
      ]),
    ).toHaveLength(2);
  });
});

describe("articles revised after their date", () => {
  it("carry an updated date no earlier than the latest year they tell of", () => {
    const rule = (among: readonly Article[]) =>
      among.flatMap((article) => {
        const latest = Math.max(...[...article.body.matchAll(/\b(?:19|20)\d{2}\b/g)].map(([year]) => Number(year)));
        const year = (date: string | undefined) => (date ? Number(date.slice(0, 4)) : Number.NEGATIVE_INFINITY);
        return latest > year(article.date) && year(article.updated) < latest
          ? [`${article.file}: dated ${article.date}, tells of ${latest}, updated ${article.updated ?? "never"}`]
          : [];
      });
    expect(rule(articles)).toEqual([]);
    expect(
      rule([{ file: "fixture", date: "2024-09-05", body: "Since July 1, 2025, Sapa has been in Lao Cai province." }]),
    ).toHaveLength(1);
  });
});

describe("wording", () => {
  it("sends readers over the Nine Arch Bridge on the short hop from Ella, not the whole ride from Kandy", () => {
    const rule = (aboutTheBridge: readonly Passage[]) =>
      report(sentences(aboutTheBridge).filter((item) => /cross it\b[^.]*\bKandy\b/i.test(item.text)));
    // The bridge's own card names it in its title, not in its description.
    const bridgeCards = guides.flatMap((guide) =>
      guide.attractions
        .filter((attraction) => /Nine Arch/.test(attraction.name))
        .map((attraction) => ({ where: `${guide.file}: ${attraction.name}`, text: attraction.description })),
    );
    expect(rule([...about(/Nine Arch/), ...bridgeCards])).toEqual([]);
    expect(rule([passage("At the Nine Arch Bridge, cross it yourself: ride the line from Kandy.")])).toHaveLength(1);
  });

  it("names each attraction in a chat message that reads right whatever its name (the Mekong Delta, Adam's Peak)", () => {
    for (const guide of guides) {
      for (const attraction of guide.attractions) {
        const message = attractionVisitMessage(attraction.name, guide.name);
        expect(message).toContain(attraction.name);
        expect(message).toContain(guide.name);
        // A name such as "Mekong Delta" or "Cu Chi Tunnels" needs "the" where a sentence runs on into it.
        const name = attraction.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        expect(message, attraction.name).not.toMatch(new RegExp(`\\b(to|visit|at|see) ${name}`));
      }
    }
  });
});
