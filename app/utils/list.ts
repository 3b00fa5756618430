const conjunction = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/**
 * Names as a sentence: "Mumbai, Colombo, Hanoi and Ho Chi Minh City", with no comma before the
 * "and", as the site's copy writes its lists (the British form).
 */
export function joinList(items: readonly string[]): string {
  return conjunction.format(items);
}
