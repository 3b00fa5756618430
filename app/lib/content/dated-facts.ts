import { datedFacts } from "#app/generated/settings/dated-facts.ts";
import { factToken, type GuardedFact } from "./content-rules.ts";

type PrintedFact = GuardedFact & { says: string; reviewBy: string };

/**
 * Every string of `value` with each "{{fact:k-eta-exemption}}" written as the fact says it until its
 * review day, and in its wording for after that day from then on: no page states a lapsed fact as
 * current (docs/decisions/165-dated-facts.md).
 */
export function withDatedFacts<T>(
  file: string,
  value: T,
  today: string,
  facts: readonly PrintedFact[] = datedFacts.facts,
): T {
  const fill = (item: unknown): unknown => {
    if (typeof item === "string")
      return item.replace(factToken, (token, id: string) => {
        const fact = facts.find((candidate) => candidate.id === id);
        if (!fact?.lapsed)
          throw new Error(
            `${file}: ${token} names ${fact ? "a fact without its wording for after the review day" : "no fact of content/settings/dated-facts.json"}`,
          );
        return today < fact.reviewBy ? fact.says : fact.lapsed;
      });
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === "object")
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry)]));
    return item;
  };
  return fill(value) as T;
}
