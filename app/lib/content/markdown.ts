import { Marked, type Tokens } from "marked";
import type { ImageAsset } from "#app/utils/images.ts";
import { pictureId } from "#app/utils/picture-id.ts";

export interface Heading {
  id: string;
  /** Plain text. */
  text: string;
  depth: number;
}

interface FigureOptions {
  /** Throws when the id (`href` as written) is not in the image manifest. */
  resolve: (id: string, href: string) => ImageAsset;
  /** How wide the figure is drawn, for photographs' sources. */
  sizes: string;
}

type Renderer = { parser: { parseInline(tokens: Tokens.Generic[]): string } };

/** For HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function renderFigure(token: Tokens.Image, { resolve, sizes }: FigureOptions): string {
  // "hoi-an" or, as the content manager writes it, "/content/images/hoi-an.jpg".
  const id = pictureId(token.href);
  const alt = token.text.trim();
  const caption = (token.title ?? "").trim();
  if (alt === "") throw new Error(`figure "${id}" has no alt text: write ![what the picture shows](${id} "Caption.")`);
  if (caption === "") throw new Error(`figure "${id}" has no caption: write ![${alt}](${id} "Caption.")`);
  const image = resolve(id, token.href.trim());
  const img = `<img src="${escapeHtml(image.src)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
  const picture =
    image.sources.length === 0
      ? img
      : `<picture>${image.sources.map((source) => `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" sizes="${escapeHtml(sizes)}">`).join("")}${img}</picture>`;
  return `<figure>${picture}<figcaption>${escapeHtml(caption)}</figcaption></figure>\n`;
}

/**
 * HTTPS, mailto, tel or an address of this site ("/trips", "#section"); `javascript:` and `data:`
 * above all are not links (docs/decisions/062-content-renders-as-content.md).
 */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside a URL and leading spaces or controls: so must the check.
  const cleaned = href.replace(/[\s\p{Cc}]+/gu, "");
  if (cleaned.startsWith("//")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme === undefined ? !cleaned.includes("\\") : ["https", "mailto", "tel"].includes(scheme);
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
 * Staff's Markdown as HTML: raw HTML shows as text, a link not allowed is its words alone. With
 * `figures`, `![alt](image-id "Caption.")` alone in its paragraph is a <figure> of the image pipeline.
 */
export function renderMarkdown(
  markdown: string,
  { figures }: { figures?: FigureOptions } = {},
): { html: string; headings: Heading[]; figures: string[] } {
  const headings: Heading[] = [];
  const figureIds: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      paragraph({ tokens }: Tokens.Paragraph) {
        const only = tokens.filter((token) => !(token.type === "text" && token.raw.trim() === ""));
        const [first] = only;
        if (!figures || only.length !== 1 || first?.type !== "image") return false;
        figureIds.push(pictureId((first as Tokens.Image).href));
        return renderFigure(first as Tokens.Image, figures);
      },
      image({ href, title, text }: Tokens.Image) {
        if (!figures) {
          if (!isAllowedHref(href) || /^(mailto|tel):/i.test(href.trim())) return escapeHtml(text);
          const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
          return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute}>`;
        }
        throw new Error(
          `figure "${href}" must stand alone in its own paragraph, with a blank line before and after it`,
        );
      },
      heading(this: Renderer, { tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const id = headingId(text);
        headings.push({ id, text: text.replace(/[*_`]/g, ""), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link(this: Renderer, { href, title, tokens }: Tokens.Link) {
        // An e-mail address written out may break after its "@" on a narrow screen, as the site's
        // own addresses do (app/components/ui/email-address.tsx).
        const written = this.parser.parseInline(tokens);
        if (!isAllowedHref(href)) return written;
        const inner = href.startsWith("mailto:") ? written.replace(/^([^\s@<>]+@)([^\s@<>]+)$/, "$1<wbr>$2") : written;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        const external = /^https:\/\//i.test(href.trim());
        const rel = external ? ' target="_blank" rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(href.trim())}"${titleAttribute}${rel}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings, figures: figureIds };
}
