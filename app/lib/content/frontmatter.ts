/**
 * What the loaders and the content manager say of a Markdown file that does not open with `---`
 * alone on its first line: a front matter of another language (`---js`, `---toml`) is never read.
 */
export const missingFrontmatter = "missing the frontmatter block (--- alone on the first line, and again after it)";

/**
 * A Markdown content file's two parts: the YAML frontmatter between its `---` lines, and the body
 * after them. The one place the files' frontmatter is found; the loaders check it against a schema
 * (frontmatter.server.ts).
 */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? "", body: match[2] ?? "" } : undefined;
}
