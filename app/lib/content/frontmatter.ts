/** A frontmatter of another language (`---js`, `---toml`) is never read. */
export const missingFrontmatter = "missing the frontmatter block (--- alone on the first line, and again after it)";

/** A Markdown file's YAML frontmatter, between its `---` lines, and its body. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? "", body: match[2] ?? "" } : undefined;
}
