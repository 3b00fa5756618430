/** "Mumbai, Colombo and Hanoi". Not Intl.ListFormat, which loads locale data (docs/decisions/142). */
export function joinList(items: readonly string[], word: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}
