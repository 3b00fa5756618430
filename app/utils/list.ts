const lists = {
  and: new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }),
  or: new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" }),
};

/**
 * Names as a sentence: "Mumbai, Colombo, Hanoi and Ho Chi Minh City", with no comma before the
 * "and" (or "or"), as the site's copy writes its lists (the British form).
 */
export function joinList(items: readonly string[], word: keyof typeof lists = "and"): string {
  return lists[word].format(items);
}
