/**
 * A Markdown content file's two parts: the YAML frontmatter between its `---` lines, and the body
 * after them. The one place the files' frontmatter is found; the loaders check it against a schema
 * (frontmatter.server.ts).
 */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? "", body: match[2] ?? "" } : undefined;
}
