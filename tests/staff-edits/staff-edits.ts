/**
 * An ordinary day of staff edits, made on a copy of the project the way the content manager
 * (/admin) writes them, and then the whole suite run on that copy. Whatever staff can save within
 * the schemas must pass `npm test`; this is the proof that it does.
 *
 *   npm run check:staff-edits                 copy, edit, then `npm test` in the copy
 *   npm run check:staff-edits -- --no-test    copy and edit only, and print the copy's path, to
 *                                             build it and run single specs there by hand
 *
 * The edit set: a new article (dated this year, Cultural Travel, its main picture a JPEG upload,
 * its body copied from an article already there so that it passes the build's rules), made the
 * featured article; the oldest article nothing links to deleted (chosen at run time); the privacy policy's
 * "Last updated" changed and a section added; a team member without a portrait; an office in a
 * country the agency sells no guide for (Dubai) with its own phone and hours; a new phone number
 * and head-office e-mail; one attraction renamed; a sample trip deleted and another added; and a
 * new destination, Thailand, with its pictures, a new attraction type, a trip, another trip deleted
 * and the guides reordered (staff-edits-thailand.ts). Every edited file is then written in the
 * content manager's own form (npm run
 * content:format in the copy), as a save in /admin writes it. The copy is removed after a passing
 * run and kept after a failing one.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { splitFrontmatter } from "#app/lib/content/frontmatter.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import type { SiteFacts } from "#app/lib/content/settings-schema.ts";
import { commitAll, copyProject } from "#tests/support/project-copy.ts";
import { addThailand } from "./thailand.ts";

const root = path.resolve(import.meta.dirname, "../..");
const runTests = !process.argv.includes("--no-test");

type Fields = Record<string, unknown>;

/** A Markdown file with YAML frontmatter, as the content manager reads and writes it. */
function readDocument(file: string): { fields: Fields; body: string } {
  const parts = splitFrontmatter(readFileSync(file, "utf8"));
  if (!parts) throw new Error(`${file}: no frontmatter`);
  return { fields: parseYaml(parts.frontmatter) as Fields, body: parts.body };
}

function writeDocument(file: string, fields: Fields, body: string): void {
  writeFileSync(file, `---\n${stringifyYaml(fields)}---\n${body}`);
}

/** The content manager writes JSON with two spaces and no final line break. */
function writeJson(file: string, data: unknown): void {
  writeFileSync(file, JSON.stringify(data, null, 2));
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

interface Article {
  file: string;
  slug: string;
  fields: Fields;
  body: string;
}

function articlesOf(project: string): Article[] {
  const directory = path.join(project, "content/blog");
  return readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.join(directory, name);
      return { file, slug: name.slice(0, -".md".length), ...readDocument(file) };
    });
}

/** Every text file of content/ but one, to find what links to an article. */
function otherContent(project: string, except: string): string[] {
  return readdirSync(path.join(project, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== except)
    .map((file) => readFileSync(file, "utf8"));
}

/** A new article, its main picture uploaded as a JPEG made from one of the project's own drawings. */
async function addArticle(project: string, today: string): Promise<string> {
  const articles = articlesOf(project);
  const source = articles.find((article) => article.fields.category === "Cultural Travel") ?? articles[0];
  if (!source) throw new Error("content/blog has no article to copy the body of");
  const picture = "gyeongju-tombs-at-dusk";
  const drawing = path.join(project, "content/images/blog-cultural-journey-gyeongju-tombs.svg");
  // 16:9 at 1600 px, the size the content guide asks of a main picture.
  await sharp(drawing, { density: 144 })
    .resize(1600, 900, { fit: "cover" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(project, `content/images/${picture}.jpg`));

  const slug = "gyeongju-and-andong-slowly";
  // Dated in 2026 (today, while it lasts) and never after today, so that the build publishes it.
  const date = today.startsWith("2026-") ? today : "2026-06-30";
  writeDocument(
    path.join(project, `content/blog/${slug}.md`),
    {
      title: "Gyeongju and Andong, Slowly: Silla Tombs and a River Village",
      excerpt:
        "Royal tombs at dusk, a temple before the tour buses and a clan village by the river: two quiet days in Korea's south, paced for the places rather than the timetable.",
      image: `content/images/${picture}.jpg`,
      imageAlt:
        "Illustration of Gyeongju's grassy royal burial mounds among pine trees, two walkers on the path under a pale sun.",
      author: "Daniel Seo",
      date,
      category: "Cultural Travel",
    },
    source.body,
  );
  return slug;
}

/** The blog's settings: which article is featured (content/settings/blog.json). */
const blogSettings = (project: string) => path.join(project, "content/settings/blog.json");

/** Chooses the featured article, as the blog settings' relation field does. */
function featureArticle(project: string, slug: string): void {
  writeJson(blogSettings(project), { ...readJson<Fields>(blogSettings(project)), featured: slug });
}

/**
 * Deletes the oldest article, not the featured one, that nothing else in content/ links to. The
 * content manager deletes the entry's file and leaves its pictures in content/images.
 */
function deleteArticle(project: string): string {
  const featured = readJson<{ featured?: string }>(blogSettings(project)).featured;
  const candidates = articlesOf(project)
    .filter((article) => article.slug !== featured && article.fields.draft !== true)
    .filter((article) => otherContent(project, article.file).every((text) => !text.includes(`/blog/${article.slug}`)))
    .sort((a, b) => String(a.fields.date).localeCompare(String(b.fields.date)));
  const [oldest] = candidates;
  if (!oldest) throw new Error("content/blog has no non-featured article that nothing links to");
  unlinkSync(oldest.file);
  return oldest.slug;
}

/** A new "Last updated" month and a section before the last one (Contact Us), numbered like the rest. */
function editPrivacyPolicy(project: string, today: string): string {
  const file = path.join(project, "content/legal/privacy.md");
  const { fields, body } = readDocument(file);
  const month = new Date(`${today}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const headings = [...body.matchAll(/^## (\d+)\. .*$/gm)];
  const last = headings.at(-1);
  if (!last || last.index === undefined) throw new Error(`${file}: no numbered section to add one before`);
  const number = Number(last[1]);
  const section = [
    `## ${number}. Our AI Trip Planner`,
    "",
    "When you ask our AI trip planner for ideas, it sees only what you type into it: destinations, dates, interests and the pace you like. We use those answers to suggest an itinerary and, if you ask us to, to start planning your trip with a specialist. We do not use your conversations to train models, and a specialist checks every plan before we book anything.",
    "",
    "",
  ].join("\n");
  const renumbered = last[0].replace(`## ${number}.`, `## ${number + 1}.`);
  writeDocument(
    file,
    { ...fields, lastUpdated: month },
    `${body.slice(0, last.index)}${section}${renumbered}${body.slice(last.index + last[0].length)}`,
  );
  return month;
}

/**
 * The offices as the agency runs them: an office in a country the agency sells no guide for
 * (Dubai) with its own phone and hours, the head office's phone changed, and its e-mail changed to
 * a long address on a hyphenated domain. Dubai's card on /contact and its structured data then give
 * its own number; every other office the head office's.
 */
function editOffices(project: string): void {
  const file = path.join(project, "content/settings/site.json");
  const facts = readJson<SiteFacts>(file);
  facts.phone = "+91 22 6130 4500";
  facts.email = "holidays-and-tours@saffron-route.example";
  facts.offices.push({
    country: "United Arab Emirates",
    office: "Dubai Office",
    city: "Dubai",
    address: ["Office 1807, Bay Square Building 11", "Business Bay, Dubai"],
    postal: {
      streetAddress: "Office 1807, Bay Square Building 11, Business Bay",
      addressLocality: "Dubai",
      addressRegion: "Dubai",
      addressCountry: "AE",
    },
    // Bay Square, Business Bay.
    coordinates: { lat: 25.186, lon: 55.281 },
    phone: "+971 4 555 0142",
    hours: { schema: "Mo-Fr 08:00-17:00", display: "Monday to Friday, 8:00 to 17:00 (Gulf time)" },
  });
  writeJson(file, facts);
}

/** A team member added from the content manager without a portrait: no photo field at all. */
function addTeamMember(project: string): void {
  const file = path.join(project, "content/settings/team.json");
  const team = readJson<{ members: Fields[] }>(file);
  team.members.push({
    name: "Farah Siddiqui",
    role: "Head of Middle East Journeys",
    description:
      "Farah opened our Dubai office and plans journeys for travelers from the Gulf: Sri Lanka's hill country in the summer heat, Korea in autumn colors, Vietnam's north in spring. She answers in English, Arabic and Hindi.",
  });
  writeJson(file, team);
}

/**
 * Renames one attraction. The name carries an apostrophe and brackets on purpose: its anchor, chat
 * message, map label and structured data must all survive them. The guide is written back whole,
 * in the content manager's YAML, as a save in /admin writes it.
 */
function renameAttraction(project: string): { from: string; to: string } {
  const rename = { guide: "sri-lanka", from: "Adam's Peak", to: "Adam's Peak (Sri Pada)" };
  const file = path.join(project, `content/destinations/${rename.guide}.yaml`);
  const guide = parseYaml(readFileSync(file, "utf8")) as { attractions: { name: string }[] };
  const attraction = guide.attractions.find((candidate) => candidate.name === rename.from);
  if (!attraction)
    throw new Error(
      `${file}: no attraction named "${rename.from}" to rename; choose another in tests/staff-edits/staff-edits.ts`,
    );
  attraction.name = rename.to;
  writeFileSync(file, stringifyYaml(guide));
  return rename;
}

/**
 * Removes one sample trip and adds another: a copy of a remaining trip under a new title (its file
 * name made from the title, as /admin makes it) and a new price, ending on a day no other price
 * ends on.
 */
function replaceTrip(project: string): { deleted: string; added: string } {
  const directory = path.join(project, "content/trips");
  const files = readdirSync(directory)
    .filter((file) => file.endsWith(".yaml"))
    .sort();
  const [model, ...others] = files;
  const removed = others.at(-1);
  if (!model || !removed) throw new Error(`${directory}: the trip edits need two trips at least`);
  unlinkSync(path.join(directory, removed));
  const read = (file: string) =>
    parseYaml(readFileSync(path.join(directory, file), "utf8")) as {
      title: string;
      price: { from: number; validUntil: string };
    };
  const trip = read(model);
  trip.title = `${trip.title}, Family Pace`.slice(0, 60);
  trip.price.from = Math.round(trip.price.from * 1.1);
  // A price ends on a day of its own, as /admin asks: the model's last day, or the first free one after it.
  const taken = new Set(files.filter((file) => file !== removed).map((file) => String(read(file).price.validUntil)));
  let until = new Date(`${trip.price.validUntil}T00:00:00Z`);
  while (taken.has(until.toISOString().slice(0, 10))) until = new Date(until.getTime() + 86_400_000);
  trip.price.validUntil = until.toISOString().slice(0, 10);
  const added = trip.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  writeFileSync(path.join(directory, `${added}.yaml`), stringifyYaml(trip));
  return { deleted: removed.replace(/\.yaml$/, ""), added };
}

const project = copyProject("saffron-staff-edits-", root);
const today = publishingDate();
const added = await addArticle(project, today);
featureArticle(project, added);
const deleted = deleteArticle(project);
const privacyDate = editPrivacyPolicy(project, today);
editOffices(project);
addTeamMember(project);
const renamed = renameAttraction(project);
const trips = replaceTrip(project);
const thailand = await addThailand(project);
const formatted = spawnSync("npm", ["run", "content:format"], { cwd: project, stdio: "ignore" });
if (formatted.status !== 0) throw new Error(`npm run content:format failed in ${project}`);
// Published, as the content manager's editorial workflow merges an entry into main.
commitAll(project, "Staff edits");

console.log(`Staff edits applied to ${project}:
  content/blog/${added}.md added and featured (main picture content/images/gyeongju-tombs-at-dusk.jpg)
  content/blog/${deleted}.md deleted
  privacy policy last updated ${privacyDate}, with a section more
  an office in Dubai with its own phone and hours, a new phone number and head-office e-mail, a fourth team member without a portrait
  attraction "${renamed.from}" renamed "${renamed.to}"
  content/trips/${trips.deleted}.yaml deleted, content/trips/${trips.added}.yaml added
  a new destination: ${thailand.join("; ")}`);

if (!runTests) {
  console.log(
    `\nBuild and test it there, for example:\n  cd ${project} && npm run build && E2E_PORT=<a free port> npx playwright test tests/e2e/blog.spec.ts`,
  );
} else {
  const result = spawnSync("npm", ["test"], { cwd: project, stdio: "inherit" });
  if (result.status === 0) {
    rmSync(project, { recursive: true, force: true });
    console.log("\nnpm test passed on the edited copy.");
  } else {
    console.error(`\nnpm test failed on the edited copy; it is kept at ${project}`);
    process.exitCode = result.status ?? 1;
  }
}
