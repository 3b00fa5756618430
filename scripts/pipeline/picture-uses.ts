import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { pictureId } from "../../app/utils/picture-id.ts";

/**
 * Which content uses which picture of content/images: the content manager warns before a picture
 * in use is deleted (its list comes from here, built into /admin), and the build refuses a picture
 * that is missing, naming every entry that uses it, before any page is rendered.
 */

/** A picture written as the content manager writes it ("content/images/x.jpg") or by its id in a figure. */
const pathReference = /(?:^|[\s("'])\/?content\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)\.[a-z]+/g;
/** A figure of a Markdown body: `![alt](picture-id "Caption.")`. */
const figureReference = /!\[[^\]]*\]\(\s*\/?(?:content\/images\/)?([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.[a-z]+)?[\s)]/g;
/** A frontmatter or YAML field that names a picture by its id alone ("image: hero-vietnam"). */
const fieldReference = /^\s*-?\s*(?:image|photo|picture):\s*["']?([a-z0-9]+(?:-[a-z0-9]+)*)["']?\s*$/gm;

/** How the content manager names an entry to staff: an article by its title, a file by what it is. */
function describe(file: string, text: string): string {
  const folder = file.split("/")[1];
  const title = /^title:\s*(.+)$/m
    .exec(text)?.[1]
    ?.trim()
    .replace(/^["']|["']$/g, "");
  if (folder === "blog") return `the article “${title ?? path.basename(file, ".md")}”`;
  if (folder === "trips") return `the trip “${title ?? path.basename(file, ".yaml")}”`;
  if (folder === "destinations") {
    const name = (parseYaml(text) as { name?: string } | null)?.name;
    return `the ${name ?? path.basename(file, ".yaml")} guide`;
  }
  if (file.endsWith("team.json")) return "the team";
  if (file.endsWith("site.json")) return "the business facts";
  return title ? `“${title}”` : file;
}

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every picture id that content names, with the entries (in staff's words, and their files) that name it. */
export function pictureUses(root: string): Map<string, { entry: string; file: string }[]> {
  const uses = new Map<string, { entry: string; file: string }[]>();
  for (const full of filesUnder(path.join(root, "content"))) {
    const file = path.relative(root, full).split(path.sep).join("/");
    const text = readFileSync(full, "utf8");
    const ids = new Set<string>();
    for (const pattern of [pathReference, figureReference, fieldReference])
      for (const match of text.matchAll(pattern)) ids.add(match[1]!);
    const entry = describe(file, text);
    for (const id of ids) uses.set(id, [...(uses.get(id) ?? []), { entry, file }]);
  }
  return uses;
}

/** The pictures content names that content/images lacks, each with the entries that name it. */
export function missingPictures(root: string): string[] {
  const present = new Set(readdirSync(path.join(root, "content/images")).map(pictureId));
  return [...pictureUses(root)]
    .filter(([id]) => !present.has(id))
    .map(
      ([id, users]) =>
        `content/images: there is no picture "${id}", yet ${users.map(({ entry, file }) => `${entry} (${file})`).join(" and ")} ${users.length === 1 ? "uses" : "use"} it. Choose another picture there, or upload one named ${id}.`,
    );
}
