import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articles, collectionOf, collections, isFolder } from "#app/lib/content/collections.ts";
import { publishingDate, unpublishedArticleSlugs } from "#app/lib/content/route-lists.server.ts";
import { pictureId } from "#app/utils/picture-id.ts";

/** A picture written as the content manager writes it ("content/images/x.jpg") or by its id in a figure. */
const pathReference = /(?:^|[\s("'])\/?content\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)\.[a-z]+/g;
/** A figure of a Markdown body: `![alt](picture-id "Caption.")`. */
const figureReference = /!\[[^\]]*\]\(\s*\/?(?:content\/images\/)?([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.[a-z]+)?[\s)]/g;
/** A frontmatter or YAML field that names a picture by its id alone ("image: hero-vietnam"). */
const fieldReference = /^\s*-?\s*(?:image|photo|picture):\s*["']?([a-z0-9]+(?:-[a-z0-9]+)*)["']?\s*$/gm;

/** How the content manager names an entry to staff: an entry of a folder by its title (or country), a file by what it is. */
function describe(file: string, text: string): string {
  const found = collectionOf(file);
  if (found?.file) return found.file.entry;
  // A folder's entry by the field the content manager names it with (an article's title, a guide's country).
  const field = found && isFolder(found.collection) ? found.collection.list.identifierField : "title";
  const title = new RegExp(`^${field}:\\s*(.+)$`, "m")
    .exec(text)?.[1]
    ?.trim()
    .replace(/^["']|["']$/g, "");
  if (found && isFolder(found.collection))
    return `the ${found.collection.singular} “${title ?? path.basename(file, `.${found.collection.extension}`)}”`;
  return title ? `“${title}”` : file;
}

export function contentFiles(root: string): string[] {
  return collections.flatMap((collection) => {
    if (!isFolder(collection))
      return collection.files.map(({ file }) => file).filter((file) => existsSync(path.join(root, file)));
    const folder = path.join(root, collection.folder);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith(`.${collection.extension}`))
      .sort()
      .map((name) => `${collection.folder}/${name}`);
  });
}

/** Every picture id that content names, with the entries (in staff's words, and their files) that name it. */
export function pictureUses(root: string): Map<string, { entry: string; file: string }[]> {
  const uses = new Map<string, { entry: string; file: string }[]>();
  for (const file of contentFiles(root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    const ids = new Set<string>();
    for (const pattern of [pathReference, figureReference, fieldReference])
      for (const match of text.matchAll(pattern)) ids.add(match[1]!);
    const entry = describe(file, text);
    for (const id of ids) uses.set(id, [...(uses.get(id) ?? []), { entry, file }]);
  }
  return uses;
}

/**
 * Which entries use each picture, for /admin's warning before one is deleted. /admin's files are
 * public, so an article this build does not publish is named only as such.
 */
export function publicPictureUses(root: string, today: string = publishingDate()): Record<string, string[]> {
  const slugs = new Set(unpublishedArticleSlugs(path.join(root, articles.folder), today));
  const unpublished = (file: string) =>
    path.dirname(file) === articles.folder && slugs.has(path.basename(file, `.${articles.extension}`));
  return Object.fromEntries(
    [...pictureUses(root)].map(([id, uses]) => [
      id,
      [...new Set(uses.map(({ entry, file }) => (unpublished(file) ? "an article not yet published" : entry)))],
    ]),
  );
}

/** The pictures content names that content/images lacks: the build refuses them. */
export function missingPictures(root: string): string[] {
  const present = new Set(readdirSync(path.join(root, "content/images")).map(pictureId));
  return [...pictureUses(root)]
    .filter(([id]) => !present.has(id))
    .map(
      ([id, users]) =>
        `content/images: there is no picture "${id}", yet ${users.map(({ entry, file }) => `${entry} (${file})`).join(" and ")} ${users.length === 1 ? "uses" : "use"} it. Choose another picture there, or upload one named ${id}.`,
    );
}
