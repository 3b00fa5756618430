import type { WhenToGoRow } from "./destination-schema.ts";
import { monthKeys, monthRatingsOf } from "./month-table.ts";
import { monthAbbreviations, monthNames } from "./months.ts";

/**
 * Facts a fact-check found wrong or overtaken, kept from coming back with a later edit
 * (docs/decisions/144-content-schemas-and-rules.md). Each problem names the file and the field.
 */

interface Where {
  file: string;
  /** The field's path: ["attractions", 2, "description"]. */
  path: (string | number)[];
}

export interface Passage extends Where {
  text: string;
}

export interface RuleProblem extends Where {
  message: string;
}

export interface OfficeFacts {
  country: string;
  city: string;
  address: readonly string[];
  postal: { streetAddress: string; addressCountry: string };
}

export interface GuideFacts {
  file: string;
  name: string;
  intro: string;
  attractions: readonly { name: string; description: string; region: string }[];
  tips: { whenToGo: readonly WhenToGoRow[] };
}

export interface ArticleFacts {
  file: string;
  date: string;
  updated?: string;
  body: string;
}

export interface PriceEnd {
  file: string;
  title: string;
  validUntil: string;
}

export interface RuleContext {
  offices: readonly OfficeFacts[];
  supportHours: string;
  /** The other trips' prices' last days, as published: the content manager checks one trip against them. */
  priceEnds?: readonly PriceEnd[];
}

/** Every string of a parsed file, each with its path of keys; a Markdown body paragraph by paragraph. */
export function passagesOf(file: string, value: unknown, path: (string | number)[] = []): Passage[] {
  if (typeof value === "string") return [{ file, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => passagesOf(file, item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      key === "body" && typeof item === "string"
        ? item.split(/\n\s*\n/).map((text) => ({ file, path: [...path, key], text }))
        : passagesOf(file, item, [...path, key]),
    );
  return [];
}

const problem = ({ file, path }: Where, message: string): RuleProblem => ({ file, path, message });

const quote = (text: string) => `“${text.trim().slice(0, 160)}”`;

/** A passage's sentences (and the clauses of a list item, split at semicolons), each where its passage is. */
function sentences(among: readonly Passage[], splitAt = /(?<=[.!?])\s+(?=[A-Z*"])|\n/): Passage[] {
  return among.flatMap((item) => item.text.split(splitAt).map((text) => ({ ...item, text })));
}

const about = (pattern: RegExp, among: readonly Passage[]) => among.filter((item) => pattern.test(item.text));

/** The passages that break "every passage about X says Y". */
function without(pattern: RegExp, among: readonly Passage[], message: string): RuleProblem[] {
  return among
    .filter((item) => !pattern.test(item.text))
    .map((item) => problem(item, `${message} ${quote(item.text)}`));
}

const monthName = monthNames.join("|");
/** "November to April", "May to September": a stretch of months written out. */
const spelledRange = () => new RegExp(`\\b(${monthName}) to (${monthName})\\b`, "g");
const monthIndex = (name: string) => monthNames.indexOf(name as (typeof monthNames)[number]);
const asRange = (first: string, last: string) =>
  `${monthAbbreviations[monthIndex(first)]}-${monthAbbreviations[monthIndex(last)]}`;
/** The months (January as 0) from `first` to `last`, wrapping past December. */
const monthsBetween = (first: string, last: string) =>
  Array.from(
    { length: ((monthIndex(last) - monthIndex(first) + 12) % 12) + 1 },
    (_, step) => (monthIndex(first) + step) % 12,
  );

/** Statements that must never be made again, with why. */
export const outdatedStatements: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /Sigiriya at sunrise/i, why: "the rock opens after sunrise" },
  { pattern: /until the end of 2024/i, why: "Korea's K-ETA exemption has been extended since" },
  {
    pattern: /holds Guinness World Records for both/i,
    why: "the Fansipan cable car lost the length record to the Hon Thom line in 2018",
  },
  { pattern: /Yen Bai province/i, why: "Yen Bai merged into Lao Cai on 1 July 2025" },
  { pattern: /Ha Giang province/i, why: "Ha Giang merged into Tuyen Quang on 1 July 2025" },
  { pattern: /Quang Nam province/i, why: "Quang Nam merged into Da Nang city on 1 July 2025" },
  {
    pattern: /(?<!former )District 4\b/i,
    why: "Ho Chi Minh City's districts were abolished on 1 July 2025: write the former District 4",
  },
  { pattern: /in season all year/i, why: "October and November fall between the monsoons" },
  {
    pattern: /ride the line yourself: the journey from Kandy to Ella/i,
    why: "the Nine Arch Bridge lies beyond Ella, not on the way from Kandy",
  },
  {
    pattern: /highest (peak|mountain) in Indochina/i,
    why: "Fansipan is the highest of Vietnam, Laos and Cambodia only",
  },
  {
    pattern: /each with a local team|a local team (on the ground )?in (each|every)/i,
    why: "the agency works through partners where it has no office",
  },
  {
    pattern: /specialists who live in the places/i,
    why: "the agency has no specialists living in every place it sells",
  },
  { pattern: /rains easing/i, why: "September in northern Vietnam is the height of the typhoon season" },
  { pattern: /hill[- ]tribes?\b/i, why: 'Vietnam says "ethnic-minority", not "hill tribe"' },
  {
    pattern: /Rules that have changed\b[^\n]*invents a restaurant/i,
    why: "a tool inventing a restaurant is an error, not a rule that has changed",
  },
  {
    pattern: /^(?=[\s\S]*Ha Giang)(?=[\s\S]*provincial capital)/i,
    why: "Ha Giang is a town, not a provincial capital",
  },
  {
    pattern: /Singyeongju(?! until)/,
    why: 'the KTX station is "Gyeongju Station" since 28 December 2023',
  },
  { pattern: /home of bibimbap/i, why: "Jeonju is famous for bibimbap; that the dish was born there cannot be shown" },
  {
    pattern: /specialists (have |who have )?walked every route|routes? our specialists drive and walk/i,
    why: 'partners write articles and know routes too: say "our teams and partners"',
  },
];

/** The specification's own labels, which state the promise without its condition. */
const specificationLabels = new Set(["24X7 Support", "24/7 Support", "24/7"]);
const roundTheClock = /24\/7|24X7|round[- ]the[- ]clock|around the clock|day and night|at any hour/i;
/** Generators run day and night too: only a sentence about reaching the agency promises anything. */
const aboutSupport = /support|answer|phone|call|reach|help|line\b|care\b/i;
const onATrip =
  /while (you|they) (travel|are traveling|are away)|on (a|the|your|their) (trip|journey|road)|during (a |the |your )?(trip|travel|journey)|travelers on\b/i;

const name = String.raw`[A-Z][\w'-]*(?: [A-Z][\w'-]*)*`;
const list = String.raw`${name}(?:(?:, | and |, and )${name})*`;
/** "our teams in Hanoi, Colombo and Seoul", "offices in India and Sri Lanka", "our Hanoi and Colombo teams". */
const officeClaims = () => [
  new RegExp(String.raw`(?<!\bno )\b(?:teams?|offices?|staff|specialists) (?:in|at|based in) (${list})`, "g"),
  new RegExp(String.raw`\b[Oo]ur (${list}) (?:teams?|offices?)\b`, "g"),
];

export function passageProblems(passages: readonly Passage[], context: RuleContext): RuleProblem[] {
  const officePlaces = new Set(context.offices.flatMap((office) => [office.city, office.country]));
  const bukchon = about(/Bukchon/, passages);
  const etaStatements = about(/(?<!K-)\bETA\b|Electronic Travel Authori[sz]ation(?![^.]*K-ETA)/, passages).filter(
    (item) => /online|arrival|before you (fly|travel)|apply/i.test(item.text) && !/K-ETA/.test(item.text),
  );
  const { supportHours } = context;
  return [
    ...outdatedStatements.flatMap(({ pattern, why }) =>
      about(pattern, passages).map((item) => problem(item, `Do not write this (${why}): ${quote(item.text)}`)),
    ),
    ...sentences(passages)
      .filter((item) => !specificationLabels.has(item.text.trim()))
      .filter((item) => roundTheClock.test(item.text) && aboutSupport.test(item.text) && !onATrip.test(item.text))
      .map((item) =>
        problem(item, `Round-the-clock support is promised to travelers on a trip only: say so. ${quote(item.text)}`),
      ),
    ...passages
      .filter(
        (item) =>
          (item.text.includes("{{supportHours}}") ||
            (item.text.includes(supportHours) && item.text.trim() !== supportHours)) &&
          !/new inquir/i.test(item.text),
      )
      .map((item) =>
        problem(item, `The support line's hours are the hours for new inquiries: say so. ${quote(item.text)}`),
      ),
    ...passages.flatMap((item) =>
      officeClaims().flatMap((claim) =>
        [...item.text.matchAll(claim)].flatMap(([, places = ""]) =>
          places
            .split(/, and |, | and /)
            .filter((place) => !officePlaces.has(place))
            .map((place) =>
              problem(
                item,
                `"${place}" has no office of ours: name a team or an office only where the business facts list one (or say that partners look after travelers there). ${quote(item.text)}`,
              ),
            ),
        ),
      ),
    ),
    ...[
      ...about(/\b(go|come|visit)\b[^.]*\b(in the|early) morning/i, bukchon),
      ...about(/^(?![\s\S]*(after 10 am|10 am to 5 pm))[\s\S]*\b\d{1,2} (am|pm)\b/i, bukchon),
    ].map((item) =>
      problem(
        item,
        `Bukchon's lanes are closed to visitors from 5 pm to 10 am: send them after 10 am. ${quote(item.text)}`,
      ),
    ),
    ...without(
      /November to April/,
      about(/Mirissa/, passages).filter((item) => /whale/i.test(item.text) && /\b\w+ to April\b/.test(item.text)),
      "Mirissa's blue whales have one season everywhere: November to April.",
    ),
    ...without(
      /at the time of writing/i,
      about(
        /hanbok[^.]*(free|free of charge)\b|\b(closed|closes|does not run) on (Mondays|Tuesdays)|at 10:00 and 14:00/i,
        passages,
      ),
      'A rule that changes (hanbok entry, closing days, guard times) is stated "at the time of writing".',
    ),
    ...without(
      /official K-ETA site/i,
      about(/K-ETA/, passages).filter((item) => /exempt/i.test(item.text)),
      "Korea's K-ETA exemption has been extended more than once: send readers to the official K-ETA site.",
    ),
    ...without(
      /at the time of writing/i,
      etaStatements,
      'Sri Lanka\'s ETA is a rule that changes: state it "at the time of writing".',
    ),
    ...without(/official ETA site/i, etaStatements, "Point readers to the official ETA site for Sri Lanka's ETA."),
    ...about(/saves? time|optional|speeds? up/i, etaStatements).map((item) =>
      problem(item, `Sri Lanka's ETA is needed before the flight, not a way to save time. ${quote(item.text)}`),
    ),
    ...sentences(about(/Nine Arch/, passages))
      .filter((item) => /cross it\b[^.]*\bKandy\b/i.test(item.text))
      .map((item) =>
        problem(
          item,
          `The Nine Arch Bridge is crossed on the short hop from Ella, not the ride from Kandy. ${quote(item.text)}`,
        ),
      ),
    ...trincomaleeProblems(passages),
  ];
}

/** Trincomalee's season, told in more than one place, is one season everywhere. */
function trincomaleeProblems(passages: readonly Passage[]): RuleProblem[] {
  const clauses = sentences(about(/Trincomalee/, passages), /(?<=[.!?;])\s+|\n/).filter((item) =>
    /Trincomalee/.test(item.text),
  );
  const seasons = new Map<string, Passage[]>();
  for (const clause of clauses)
    for (const [, first = "", last = ""] of clause.text.matchAll(spelledRange()))
      seasons.set(asRange(first, last), [...(seasons.get(asRange(first, last)) ?? []), clause]);
  if (seasons.size <= 1) return [];
  const all = [...seasons.keys()].join(", ");
  return [...seasons].flatMap(([range, where]) =>
    where.map((item) =>
      problem(
        item,
        `Trincomalee has one season everywhere, yet the site gives ${all}: this says ${range}. ${quote(item.text)}`,
      ),
    ),
  );
}

/** The rules on a guide's month table and attractions. */
export function guideProblems(guide: GuideFacts, context: RuleContext): RuleProblem[] {
  const { file } = guide;
  const countries = new Set(context.offices.map((office) => office.country));
  const rows = guide.tips.whenToGo;
  const monthProblems = rows.flatMap((row, rowIndex) =>
    monthKeys.flatMap((key, index) => {
      const { rating, reason } = row.months[key];
      const path = ["tips", "whenToGo", rowIndex, "months", key, "reason"];
      const where = `${row.region}, ${monthAbbreviations[index]}`;
      return [
        ...(rating !== "avoid" &&
        /typhoon/i.test(reason) &&
        !/(after|before|between|no|without) (the )?typhoons?/i.test(reason)
          ? [problem({ file, path }, `${where}: a month of typhoons is rated avoid, not ${rating} ("${reason}").`)]
          : []),
        ...(rating === "best" &&
        /^(cold|freezing|hot|heat|humid|rain|rainy|wet|monsoon|typhoons?|storms?|snow)\b/i.test(reason)
          ? [problem({ file, path }, `${where}: a best month's reason opens with what makes it best ("${reason}").`)]
          : []),
      ];
    }),
  );
  const attractionProblems = guide.attractions.flatMap((attraction, index) => {
    const row = rows.find((candidate) => candidate.region === attraction.region);
    if (!row) return [];
    const ratings = monthRatingsOf(row);
    const avoided = monthNames.filter(
      (month) =>
        new RegExp(`\\b${month}\\b`).test(attraction.description) && ratings[monthNames.indexOf(month)] === "avoid",
    );
    return avoided.length > 0 && !/\b(rain|rains|rainy|wet|monsoon|typhoons?)\b/i.test(attraction.description)
      ? [
          problem(
            { file, path: ["attractions", index, "description"] },
            `${attraction.name} recommends ${avoided.join(", ")}, which the month table rates avoid in ${row.region}: say why (the rain, the monsoon).`,
          ),
        ]
      : [];
  });
  const regionProblems =
    rows.length < 2
      ? []
      : guide.attractions.flatMap((attraction, index) =>
          rows.some((row) => row.region === attraction.region)
            ? []
            : [
                problem(
                  { file, path: ["attractions", index, "region"] },
                  `${attraction.name}: "${attraction.region}" is not a row of the month table (${rows.map((row) => row.region).join(", ")}): name the row it lies in.`,
                ),
              ],
        );
  const whaleProblems = rows.flatMap((row, rowIndex) => {
    if (!/whale/i.test(row.note)) return [];
    const ratings = monthRatingsOf(row);
    return [...row.note.matchAll(spelledRange())].flatMap(([, first = "", last = ""]) =>
      monthsBetween(first, last)
        .filter((month) => ratings[month] === "avoid")
        .map((month) =>
          problem(
            { file, path: ["tips", "whenToGo", rowIndex, "months", monthKeys[month]!, "rating"] },
            `${monthNames[month]} is whale season in "${row.region}" (its note says so) but rated avoid.`,
          ),
        ),
    );
  });
  const care =
    !countries.has(guide.name) && !/partner/i.test(guide.intro)
      ? [
          problem(
            { file, path: ["intro"] },
            `We have no office in ${guide.name}: say in the introduction who looks after travelers there (our partners).`,
          ),
        ]
      : [];
  return [...monthProblems, ...attractionProblems, ...regionProblems, ...whaleProblems, ...care];
}

/** An article that tells of a year after its date carries an updated date in that year or later. */
export function articleProblems(article: ArticleFacts): RuleProblem[] {
  const years = [...article.body.matchAll(/\b(?:19|20)\d{2}\b/g)].map(([year]) => Number(year));
  const latest = Math.max(...years);
  const year = (date: string | undefined) => (date ? Number(date.slice(0, 4)) : Number.NEGATIVE_INFINITY);
  if (!(latest > year(article.date) && year(article.updated) < latest)) return [];
  return [
    problem(
      { file: article.file, path: ["updated"] },
      `The article is dated ${article.date} but tells of ${latest}: give the day you revised it (in ${latest} or later) as its updated date.`,
    ),
  ];
}

/** The offices in Vietnam write today's wards, never a district (abolished on 1 July 2025). */
export function officeProblems(file: string, offices: readonly OfficeFacts[]): RuleProblem[] {
  return offices.flatMap((office, index) =>
    office.postal.addressCountry === "VN" &&
    [...office.address, office.postal.streetAddress].some((line) => /\bDistrict\b|\bQuan \d/i.test(line))
      ? [
          problem(
            { file, path: ["offices", index, "address"] },
            `Vietnam abolished districts on 1 July 2025: write the ${office.city} office's address with today's ward.`,
          ),
        ]
      : [],
  );
}

/** No two prices end on one day, so that they turn to "on request" and are checked one at a time. */
export function priceEndProblems(trips: readonly PriceEnd[]): RuleProblem[] {
  return trips.flatMap(({ file, validUntil }) => {
    const others = trips.filter((other) => other.file !== file && other.validUntil === validUntil);
    if (others.length === 0) return [];
    const titles = others.map((other) => `“${other.title}”`).join(", ");
    return [
      problem(
        { file, path: ["price", "validUntil"] },
        `The price of ${titles} also ends on ${validUntil}: choose another day, so that no two prices turn to "on request" together.`,
      ),
    ];
  });
}

export function problemLine({ file, path, message }: RuleProblem): string {
  return `${file}: field "${path.length > 0 ? path.join(".") : "(file)"}": ${message}`;
}
