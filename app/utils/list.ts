/** The word that joins the last two names. */
type ListWord = "and" | "or";

/**
 * Names as a sentence: "Mumbai, Colombo, Hanoi and Ho Chi Minh City", with no comma before the
 * "and" (or "or"), as the site's copy writes its lists (the British form). Written out rather than
 * with Intl.ListFormat: the shell evaluates this at start-up, and a page's first Intl formatter loads
 * the browser's locale data, a task of 25-380 ms on the team's machines that the page otherwise never
 * pays (docs/decisions/142-scripts-after-the-content.md).
 */
export function joinList(items: readonly string[], word: ListWord = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}
