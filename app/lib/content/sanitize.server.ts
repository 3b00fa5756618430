import sanitizeHtml from "sanitize-html";

/**
 * The one wrapper around sanitize-html. Every page's HTML from content passes through it at build
 * time, after the Markdown renderer (markdown.ts), which already shows raw HTML as text and keeps
 * only allowed links: this allow-list is the second wall. Only the elements and attributes that
 * renderer writes survive, links keep only https, mailto and tel (or an address of this site), and
 * pictures only https or this site (docs/decisions/062-content-renders-as-content.md).
 */

const headings = ["h1", "h2", "h3", "h4", "h5", "h6"];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headings,
    "p",
    "a",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "hr",
    "br",
    "wbr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "picture",
    "source",
    "img",
  ],
  allowedAttributes: {
    ...Object.fromEntries(headings.map((heading) => [heading, ["id"]])),
    a: ["href", "title", "target", "rel"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    source: ["type", "srcset", "sizes"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
  },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // The empty elements the renderer writes, without a closing tag.
  selfClosing: ["img", "br", "hr", "wbr", "source"],
  // Anything else is dropped with what it holds when it can run or show another document.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
};

/**
 * Keeps only the allowed markup of a page's content HTML. sanitize-html ends an empty element with
 * " />"; the site's HTML writes "<img …>" as the renderer does (text and attribute values are
 * escaped, so " />" is only ever the end of a tag).
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).replace(/ \/>/g, ">");
}
