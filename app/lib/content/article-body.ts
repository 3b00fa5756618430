/** An article body's rules, shared by the build and the content manager's editor. Pure: no Node. */

export const wordsPerMinute = 220;

/** A read time of 6 to 12 minutes at 220 words a minute (the specification's range). */
export const articleWords = { min: 1300, max: 2700 } as const;

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

/** How wide a figure is drawn inside the article's measure. */
export const figureSizes = "(min-width: 48rem) 42rem, calc(100vw - 2.5rem)";

/** `![alt text](picture "Caption.")` alone on its line. */
const figureLine = /^!\[([^\]]*)\]\(\s*(\S+?)(?:\s+"([^"]*)")?\s*\)\s*$/gm;

/** What the editor tells a writer before the build would (which checks more); undefined when it passes. */
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
