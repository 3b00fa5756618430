import sanitizeHtml from "sanitize-html";

/**
 * The one wrapper around sanitize-html: the second wall after the Markdown renderer, keeping only
 * what it writes (docs/decisions/062-content-renders-as-content.md).
 */

const headings = ["h1", "h2", "h3", "h4", "h5", "h6"];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headings,
    ..."p a strong em del code pre blockquote ul ol li hr br wbr".split(" "),
    ..."table thead tbody tr th td figure figcaption picture source img".split(" "),
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

/** sanitize-html ends an empty element with " />"; the site writes "<img …>" (text and values are escaped). */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).replace(/ \/>/g, ">");
}
