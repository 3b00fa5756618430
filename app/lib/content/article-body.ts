/**
 * The rules of an article's body and the form in which its read time is shown, shared
 * by the build (blog.server.ts, the final gate) and the content manager's editor and preview, so
 * that staff see the same limits and the same page while they write. Pure: no Node.
 */

/** Reading speed used for the read time (words a minute). */
export const wordsPerMinute = 220;

/**
 * Every article is long-form: 1,300 to 2,700 words, which at 220 words a minute is a read time of
 * 6 to 12 minutes (the specification's range).
 */
export const articleWords = { min: 1300, max: 2700 } as const;

/** Each article shows at least this many figures with captions in its body. */
export const minimumFigures = 2;

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`-]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / wordsPerMinute));
}

/** The read time as the page shows it: "9 min read". */
export function readTimeLabel(markdown: string): string {
  return `${readTimeMinutes(markdown)} min read`;
}

/** How wide a figure is drawn inside the article's measure, for photographs' responsive sources. */
export const figureSizes = "(min-width: 48rem) 42rem, calc(100vw - 2.5rem)";

/** A figure: a picture alone on its line, `![alt text](picture "Caption.")`. */
const figureLine = /^!\[([^\]]*)\]\(\s*(\S+?)(?:\s+"([^"]*)")?\s*\)\s*$/gm;

/**
 * What the editor tells a writer before the build would: the body's length, its sections and its
 * figures. Undefined when the body passes. The build checks the same and more.
 */
export function articleBodyProblem(markdown: string): string | undefined {
  const words = countWords(markdown);
  if (words < articleWords.min || words > articleWords.max) {
    return `The article has ${words} words; it needs ${articleWords.min} to ${articleWords.max} (a read time of 6 to 12 minutes).`;
  }
  if (!/^## \S/m.test(markdown)) return 'Divide the article into sections with "Heading 2" headings.';
  const figures = [...markdown.matchAll(figureLine)];
  if (figures.length < minimumFigures)
    return `Add at least ${minimumFigures} pictures, each on its own line, with alt text and a caption.`;
  for (const [, alt, , caption] of figures) {
    if (!alt?.trim()) return "Every picture needs alt text: what the picture shows, for readers who cannot see it.";
    if (!caption?.trim()) return "Every picture needs a caption.";
  }
  return undefined;
}
