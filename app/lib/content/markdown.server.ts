import { Marked, type Tokens } from "marked";

export interface Heading {
  id: string;
  /** Plain text of the heading, for tables of contents. */
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

/** A URL fragment for a heading: "1. Information We Collect" becomes "information-we-collect". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&amp;|&/g, " and ")
    .replace(/<[^>]+>/g, "")
    .replace(/^\d+\.\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Renders trusted, build-time Markdown to HTML. Headings get ids so that they can be linked to;
 * links to other sites open in a new tab without an opener.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const id = headingId(text);
        headings.push({ id, text: text.replace(/[*_`]/g, ""), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${title}"` : "";
        const external = /^https?:\/\//.test(href);
        const rel = external ? ' target="_blank" rel="noopener noreferrer"' : "";
        return `<a href="${href}"${titleAttribute}${rel}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}
