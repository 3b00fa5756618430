import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/** An article's frontmatter as the agency wrote it: the tests follow the content, not a copy of it. */
export interface Frontmatter {
  id: number;
  slug: string;
  title: string;
  author: string;
  date: string;
  /** The day of the last revision, for an article revised after it was published. */
  updated?: string;
  category: string;
  featured: boolean;
  imageAlt: string;
}

/** Every article of content/blog, newest first. */
export const articles: Frontmatter[] = readdirSync("content/blog")
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const frontmatter = parseYaml(
      /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join("content/blog", name), "utf8"))?.[1] ?? "",
    ) as Frontmatter;
    // The content manager saves a cleared date as an empty value: the article has no updated date.
    return { ...frontmatter, updated: frontmatter.updated || undefined };
  })
  .sort((a, b) => b.date.localeCompare(a.date));
