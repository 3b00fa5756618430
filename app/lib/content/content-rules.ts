import type { WhenToGoRow } from "./destination-schema.ts";
import { monthKeys, monthRatingsOf } from "./month-table.ts";
import { monthAbbreviations, monthNames } from "./months.ts";
import { fillPlaceholders } from "./placeholders.ts";
import type { BookingFacts, DatedFact } from "./settings-schema.ts";

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

/** A fact the rules guard (content/settings/dated-facts.json): the passages `about` it must say `mustSay`, or not exist. */
export type GuardedFact = Pick<DatedFact, "id"> &
  Partial<Pick<DatedFact, "says" | "lapsed" | "about" | "mustSay" | "problem">>;

export interface RuleContext {
  offices: readonly OfficeFacts[];
  supportHours: string;
  facts: readonly GuardedFact[];
  /** The other trips' prices' last days, as published: the content manager checks one trip against them. */
  priceEnds?: readonly PriceEnd[];
  /** The price basis as published, which /admin compares an edit of how booking works against. */
  priceBasis?: PriceBasis;
}

type PriceBasis = Pick<BookingFacts, "gst" | "gstSince">;

/** A changed GST basis moves its day, so that every trip's price comes due until it is checked again. */
export function priceBasisProblems(file: string, edited: PriceBasis, published: PriceBasis | undefined): RuleProblem[] {
  if (!published || edited.gst === published.gst || edited.gstSince > published.gstSince) return [];
  return [
    problem(
      { file, path: ["gstSince"] },
      `The GST basis changes from "${published.gst}" to "${edited.gst}": give the day it changes (after ${published.gstSince}), so that every trip's price is on the due list until it is checked on the new basis.`,
    ),
  ];
}

/** The context of the rules from the business facts and the dated facts, as published or as edited. */
export function ruleContext(
  site: { offices: readonly OfficeFacts[]; hours: { support: { display: string } } },
  facts: readonly GuardedFact[],
): RuleContext {
  return { offices: site.offices, supportHours: site.hours.support.display, facts };
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

export function passageProblems(written: readonly Passage[], context: RuleContext): RuleProblem[] {
  // As a page prints them, a dated fact as it says; an unknown token is left to its own problem.
  const filling = { facts: context.facts, keep: () => true };
  const passages = written.map((item) => ({ ...item, text: fillPlaceholders(item.file, item.text, filling) }));
  const officePlaces = new Set(context.offices.flatMap((office) => [office.city, office.country]));
  const { supportHours } = context;
  return [
    ...factProblems(passages, context.facts),
    ...sentences(passages)
      .filter((item) => !specificationLabels.has(item.text.trim()))
      .filter((item) => roundTheClock.test(item.text) && aboutSupport.test(item.text) && !onATrip.test(item.text))
      .map((item) =>
        problem(item, `Round-the-clock support is promised to travelers on a trip only: say so. ${quote(item.text)}`),
      ),
    ...passages
      .filter(
        (item) =>
          item.text.includes(supportHours) && item.text.trim() !== supportHours && !/new inquir/i.test(item.text),
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
    ...trincomaleeProblems(passages),
  ];
}

/** The passages that state a guarded fact and break it: each found by `about`, and not saying `mustSay`. */
export function factProblems(passages: readonly Passage[], facts: readonly GuardedFact[]): RuleProblem[] {
  return facts.flatMap(({ about: finds, mustSay, problem: message }) => {
    if (finds === undefined) return [];
    const says = mustSay === undefined ? undefined : new RegExp(mustSay, "i");
    return about(new RegExp(finds, "i"), passages)
      .filter((item) => !says?.test(item.text))
      .map((item) => problem(item, `${message ?? ""} ${quote(item.text)}`));
  });
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
