import type { ImageAsset } from "#app/utils/images.ts";
import { renderMarkdown } from "./markdown.ts";

/** An article body's rules, shared by the build and the content manager's editor. Pure: no Node. */

const wordsPerMinute = 220;

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

const anyPicture = () => ({ src: "", width: 1, height: 1, sources: [] });

/**
 * An article's body rendered with its figures, and the first rule it breaks: the build's check and
 * /admin's before a save, in the same words. `resolve` finds a figure's picture (the editor's finds any).
 */
export function renderArticleBody(
  markdown: string,
  resolve: (id: string, href: string) => ImageAsset = anyPicture,
): { html: string; problem?: string } {
  const words = countWords(markdown);
  if (words < articleWords.min || words > articleWords.max)
    return {
      html: "",
      problem: `the body has ${words} words; an article has ${articleWords.min} to ${articleWords.max} (a read time of 6 to 12 minutes at ${wordsPerMinute} words a minute)`,
    };
  let rendered;
  try {
    rendered = renderMarkdown(markdown, { figures: { sizes: figureSizes, resolve } });
  } catch (error) {
    return { html: "", problem: (error as Error).message };
  }
  const { html, headings, figures } = rendered;
  let previous = 1;
  for (const { depth, text } of headings) {
    // Headings start at h2 (the title is the page's only h1) and never skip a level.
    if (depth === 1)
      return {
        html,
        problem: `heading "${text}" is written "# ": the title is the page's heading, use "## " in the body`,
      };
    if (depth > previous + 1)
      return {
        html,
        problem: `heading "${text}" jumps to level ${depth}: write "${"#".repeat(previous + 1)} " instead`,
      };
    previous = depth;
  }
  if (!headings.some((heading) => heading.depth === 2))
    return { html, problem: 'the body has no heading: divide it into sections with "## Heading" lines' };
  if (figures.length < minimumFigures)
    return {
      html,
      problem: `the body has ${figures.length} figure(s); an article needs at least ${minimumFigures}, each on its own line as ![alt text](image-id "Caption.")`,
    };
  return { html };
}

/** What /admin tells a writer before a save; undefined when the body passes. */
export const articleBodyProblem = (markdown: string) => renderArticleBody(markdown).problem;
