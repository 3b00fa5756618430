import type { BlockEditorComponentOptions, EditorComponentField } from "decap-cms-core";

/** Decap's own names for a Markdown picture's parts. */
interface Figure {
  image?: string;
  alt?: string;
  /** The caption. */
  title?: string;
}

/**
 * A picture in an article's body, `![alt text](/content/images/picture.svg "Caption.")`: it replaces
 * Decap's image button (same id), whose "Title" field hides that the title is the caption.
 */
export const figureComponent: BlockEditorComponentOptions = {
  id: "image",
  label: "Picture with caption",
  fields: [
    { name: "image", label: "Picture", widget: "image", choose_url: false } as EditorComponentField,
    { name: "alt", label: "Alt text (what the picture shows)", widget: "string" },
    { name: "title", label: "Caption", widget: "string" },
  ],
  pattern: /^!\[([^\]]*)\]\((\S+?)(?:\s+"([^"]*)")?\)$/,
  fromBlock: (match: RegExpMatchArray): Figure => ({
    alt: match[1] ?? "",
    image: match[2] ?? "",
    title: match[3] ?? "",
  }),
  toBlock: ({ alt = "", image = "", title = "" }: Figure) =>
    `![${alt.replace(/[[\]]/g, "")}](${image} "${title.replace(/"/g, "'")}")`,
  // Shown only in Decap's generic preview; the article preview renders figures as the site does.
  toPreview: ({ title = "" }: Figure) => `Picture: ${title}`,
};
