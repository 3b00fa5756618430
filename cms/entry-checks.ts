import type { z } from "zod";
import { ownerOf, ruleProblems } from "#app/lib/content/collections.ts";
import { ruleContext, type GuardedFact, type RuleContext } from "#app/lib/content/content-rules.ts";
import type { SiteFacts } from "#app/lib/content/settings-schema.ts";
import type { PlacedEntry } from "#app/lib/maps/country-coder.ts";
import { definition, unwrap } from "./schema-fields";

/**
 * The whole-entry check before a save: the entry's schema, then the content rules that concern the
 * entry alone, as the build runs them on all of content/. The fields' own checks have spoken at the
 * fields; this catches what only the whole entry shows, naming the field by its labels.
 */

/** Every entry's schema, by collection name or "collection/file". */
export const entrySchemas = new Map<string, z.ZodType>();

/** A field's path in words: ["attractions", 2, "name"] of a guide is "Attractions, number 3, Name". */
function pathLabel(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const words: string[] = [];
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (current === undefined) {
      words.push(String(key));
      continue;
    }
    const def = definition(unwrap(current).core);
    if (typeof key === "number" && def.type === "array") {
      words.push(`number ${key + 1}`);
      current = def.element;
    } else {
      const field: z.ZodType | undefined = def.shape?.[String(key)];
      words.push(field ? (unwrap(field).meta?.label ?? String(key)) : String(key));
      current = field;
    }
  }
  return words.join(", ");
}

/** The problems of an entry, each naming its field in words; given the facts as published, the content rules too. */
export function entryProblems(key: string, data: unknown, body?: string, published?: RuleContext): string[] {
  const schema = entrySchemas.get(key);
  if (!schema) return [];
  const result = schema.safeParse(data);
  if (!result.success)
    return result.error.issues.map((issue) =>
      issue.path.length > 0 ? `${pathLabel(schema, issue.path)}: ${issue.message}` : issue.message,
    );
  const owner = ownerOf(key);
  if (!published || !owner) return [];
  // The business facts and the dated facts as published, or as this entry edits them.
  const context = {
    ...published,
    ...(key === "settings/site" ? ruleContext(result.data as SiteFacts, published.facts) : {}),
    ...(key === "settings/dated-facts" ? { facts: (result.data as { facts: GuardedFact[] }).facts } : {}),
  };
  return ruleProblems(owner, { file: key, data: result.data, body }, context).map(({ path, message }) =>
    path[0] === "body" ? `Text: ${message}` : `${pathLabel(schema, path)}: ${message}`,
  );
}

/**
 * The places of a guide or a trip outside its country. The country coder (120 kB with brotli) loads
 * on the first save of one, not with the content manager.
 */
export async function entryPlaceProblems(key: string, data: Record<string, unknown>): Promise<string[]> {
  const schema = entrySchemas.get(key);
  if (!schema || (key !== "guides" && key !== "trips")) return [];
  const { placeProblems } = await import("#app/lib/maps/country-coder.ts");
  return placeProblems(data as unknown as PlacedEntry).map(
    ({ path, message }) => `${pathLabel(schema, path)}: ${message}`,
  );
}
