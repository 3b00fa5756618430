import { describe, expect, it } from "vitest";
import * as aboutCopy from "#app/data/about.ts";
import * as contactCopy from "#app/data/contact.ts";
import * as destinationCopy from "#app/data/destination-copy.ts";
import * as mapCopy from "#app/data/destination-maps.ts";
import * as homeCopy from "#app/data/home.ts";
import * as servicesCopy from "#app/data/services.ts";
import { attractionVisitMessage } from "#app/data/prefilled-messages/destinations.ts";
import { site } from "#app/data/site.ts";
import { datedFacts } from "#app/generated/settings/dated-facts.ts";
import { guides } from "#tests/site-content.ts";
import {
  articleProblems,
  guideProblems,
  factProblems,
  officeProblems,
  passageProblems,
  passagesOf,
  priceEndProblems,
  type GuideFacts,
  type Passage,
  ruleContext,
} from "./content-rules";
import { monthKeys, type MonthKey, type MonthRating } from "./month-table";
import type { WhenToGoRow } from "./destination-schema";

/**
 * The content rules (content-rules.ts), each on a fixture of the statement it was written against,
 * so that it cannot pass by matching nothing. The build runs them on everything content/ holds
 * (scripts/pipeline/content-checks.test.ts shows it does) and the content manager on each entry
 * before a save (cms/entry-checks.test.ts); here they also run on the fixed pages' copy, which is
 * code, not content.
 */

/** The rules with the dated facts as content/settings/dated-facts.json guards them. */
const context = ruleContext(site, datedFacts.facts);
const fixture = (text: string): Passage => ({ file: "fixture", path: ["body"], text });
const problemsOf = (...texts: string[]) => passageProblems(texts.map(fixture), context);

/** A row for the fixtures: every month rated best for "Dry and sunny" except those `changes` names. */
function fixtureRow(
  region: string,
  note: string,
  changes: Partial<Record<MonthKey, { rating: MonthRating; reason: string }>>,
): WhenToGoRow {
  const months = Object.fromEntries(
    monthKeys.map((key) => [key, changes[key] ?? { rating: "best", reason: "Dry and sunny" }]),
  ) as WhenToGoRow["months"];
  return { region, note, months };
}

const guide = (name: string, rows: WhenToGoRow[], attractions: GuideFacts["attractions"] = []): GuideFacts => ({
  file: "fixture",
  name,
  intro: "Our partners look after you.",
  attractions,
  tips: { whenToGo: rows },
});

describe("the copy of the fixed pages", () => {
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

  it("keeps the content rules, as content does", () => {
    const passages = Object.entries(pageModules).flatMap(([file, module]) => passagesOf(file, { ...module }));
    expect(passages.length).toBeGreaterThan(Object.keys(pageModules).length);
    expect(passageProblems(passages, context)).toEqual([]);
  });
});

describe("the facts the dated facts guard", () => {
  const facts = [
    { id: "never", about: "Sigiriya at sunrise", problem: "The rock opens after sunrise." },
    {
      id: "says",
      about: "^(?=[\\s\\S]*Mirissa)(?=[\\s\\S]*whale)",
      mustSay: "November to April",
      problem: "One season.",
    },
  ];
  const problems = (text: string) => factProblems([fixture(text)], facts).map((item) => item.message);

  it("refuses a passage that makes a statement never to make again, with the fact's message", () => {
    expect(problems("Climb Sigiriya at sunrise.")).toEqual([
      expect.stringMatching(/^The rock opens after sunrise\. “Climb/),
    ]);
  });

  it("refuses a passage about a fact that does not say it as the fact says, and passes one that does", () => {
    expect(problems("Blue whales off Mirissa from December to April.")).toEqual([expect.stringMatching(/^One season/)]);
    expect(problems("Blue whales off Mirissa from November to April.")).toEqual([]);
    expect(problems("Mirissa's beach in the dry months.")).toEqual([]);
  });
});

describe("places and seasons", () => {
  it("gives Trincomalee one season everywhere, across entries", () => {
    expect(
      problemsOf(
        "From about March to August the whales are off Trincomalee.",
        "The east coast and Trincomalee from roughly May to September.",
      ),
    ).toHaveLength(2);
  });
});

describe("support around the clock and the support line's hours", () => {
  it("promises round-the-clock support only to travelers on a trip", () => {
    expect(problemsOf("Custom itineraries, corporate travel and 24/7 support.")).toHaveLength(1);
    expect(problemsOf("The support line answers day and night while you travel.")).toEqual([]);
  });

  it("gives the support line's hours as the hours for new inquiries", () => {
    expect(problemsOf(`Support line open ${context.supportHours}.`)).toHaveLength(1);
    expect(problemsOf(`New inquiries: ${context.supportHours}.`)).toEqual([]);
  });
});

describe("offices, teams and partners", () => {
  it("names a team or an office only where the agency has one", () => {
    const [office] = site.offices;
    expect(problemsOf("Our team in Bangkok knows every market stall.")).toEqual([
      expect.objectContaining({ file: "fixture", path: ["body"], message: expect.stringContaining('"Bangkok"') }),
    ]);
    expect(problemsOf("Our teams in Hanoi, Colombo and Seoul eat here.").map((item) => item.message)).toEqual(
      site.offices.some((candidate) => candidate.city === "Seoul") ? [] : [expect.stringContaining('"Seoul"')],
    );
    expect(problemsOf("We have no office in Korea: partners in Seoul look after you.")).toEqual([]);
    expect(problemsOf(`Our team in ${office!.city} plans it.`)).toEqual([]);
  });

  it("says in a guide of a country without an office who looks after travelers there", () => {
    const silent = { ...guide("Atlantis", [fixtureRow("Atlantis", "Dry and mild all year round.", {})]), intro: "" };
    expect(guideProblems(silent, context)).toEqual([expect.objectContaining({ path: ["intro"] })]);
  });

  it("writes the Vietnam offices' addresses with today's wards, never a district", () => {
    const office = {
      country: "Vietnam",
      city: "Ho Chi Minh City",
      address: ["12 Nguyen Hue, District 1"],
      postal: { streetAddress: "12 Nguyen Hue", addressCountry: "VN" },
    };
    expect(officeProblems("site.json", [office])).toEqual([
      expect.objectContaining({ path: ["offices", 0, "address"] }),
    ]);
  });
});

describe("the attractions' regions", () => {
  it("are rows of a month table of several rows, so the map's list and the table agree", () => {
    const rows = [fixtureRow("North", "Dry and mild.", {}), fixtureRow("South", "Dry and warm.", {})];
    const attraction = (region: string) => ({ name: "Ha Long Bay", description: "Karsts in a bay.", region });
    expect(guideProblems(guide("Vietnam", rows, [attraction("North"), attraction("Far North")]), context)).toEqual([
      expect.objectContaining({ path: ["attractions", 1, "region"] }),
    ]);
    const whole = [fixtureRow("South Korea", "Four seasons.", {})];
    expect(guideProblems(guide("South Korea", whole, [attraction("Seoul")]), context)).toEqual([]);
  });
});

describe("the trips' prices", () => {
  it("never end on one day for two trips, so the site never loses two prices at once", () => {
    const end = (file: string, validUntil: string) => ({ file, title: file, validUntil });
    expect(priceEndProblems([end("a", "2027-06-30"), end("b", "2027-06-30"), end("c", "2027-07-15")])).toEqual([
      expect.objectContaining({ file: "a", path: ["price", "validUntil"], message: expect.stringContaining("“b”") }),
      expect.objectContaining({ file: "b", path: ["price", "validUntil"], message: expect.stringContaining("“a”") }),
    ]);
  });
});

describe("the month-by-month tables", () => {
  it("never rate a month best or shoulder for a reason that names typhoons", () => {
    const row = fixtureRow("North", "Dry and mild.", {
      sep: { rating: "shoulder", reason: "Typhoons, then clear skies" },
    });
    expect(guideProblems(guide("Vietnam", [row]), context)).toHaveLength(1);
  });

  it("open the reason of a best period with what makes it best, never with a hardship", () => {
    const row = fixtureRow("North", "Dry and mild.", { jan: { rating: "best", reason: "Cold, dry and bright" } });
    expect(guideProblems(guide("Vietnam", [row]), context)).toHaveLength(1);
  });

  it("say why an attraction's card recommends months its region's row rates avoid", () => {
    const row = fixtureRow("North", "Dry and mild from October to April.", {
      jun: { rating: "avoid", reason: "Heat and typhoons" },
      jul: { rating: "avoid", reason: "Heat and typhoons" },
    });
    const sapa = { name: "Sapa Rice Terraces", region: "North", description: "Bright green in June and July." };
    expect(guideProblems(guide("Vietnam", [row], [sapa]), context)).toEqual([
      expect.objectContaining({ path: ["attractions", 0, "description"] }),
    ]);
  });

  it("never rate avoid a month of the whale season a row's note names", () => {
    const row = fixtureRow("South coast", "Whale season (November to April).", {
      nov: { rating: "avoid", reason: "Monsoon" },
    });
    expect(guideProblems(guide("Sri Lanka", [row]), context)).toEqual([
      expect.objectContaining({ message: expect.stringContaining("November") }),
    ]);
    const pastDecember = fixtureRow("South coast", "Whale season (November to April).", {
      feb: { rating: "avoid", reason: "Monsoon" },
    });
    expect(guideProblems(guide("Sri Lanka", [pastDecember]), context)).toEqual([
      expect.objectContaining({ message: expect.stringContaining("February") }),
    ]);
  });
});

describe("articles revised after their date", () => {
  it("carry an updated date no earlier than the latest year they tell of", () => {
    const article = {
      file: "fixture",
      date: "2024-09-05",
      body: "Since July 1, 2025, Sapa has been in Lao Cai province.",
    };
    expect(articleProblems(article)).toEqual([expect.objectContaining({ path: ["updated"] })]);
    expect(articleProblems({ ...article, updated: "2025-07-02" })).toEqual([]);
  });
});

describe("the chat message of an attraction's 'Plan Visit' button", () => {
  it("names each attraction so that it reads right whatever its name (the Mekong Delta, Adam's Peak)", () => {
    for (const { name, attractions } of guides()) {
      for (const attraction of attractions) {
        const message = attractionVisitMessage(attraction.name, name);
        expect(message).toContain(attraction.name);
        expect(message).toContain(name);
        // A name such as "Mekong Delta" or "Cu Chi Tunnels" needs "the" where a sentence runs on into it.
        const literal = attraction.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        expect(message, attraction.name).not.toMatch(new RegExp(`\\b(to|visit|at|see) ${literal}`));
      }
    }
  });
});
