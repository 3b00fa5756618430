/**
 * "Mumbai, Colombo and Hanoi", with no comma before the "and". Not Intl.ListFormat: the shell runs this
 * at start-up, and a first Intl formatter loads the locale data (docs/decisions/142-scripts-after-the-content.md).
 */
export function joinList(items: readonly string[], word: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}
