import type { z } from "zod";
import { unwrap } from "./schema-fields";

/**
 * The whole-entry check the content manager runs before it saves: the entry's schema, rules
 * between fields and entries of a list included (two attractions of one name, an update before
 * the article's date). The fields' own checks have already spoken at the fields; this catches what
 * only the whole entry shows, and names the field by its labels.
 */

/** Every entry's schema, by collection name or "collection/file". */
export const entrySchemas = new Map<string, z.ZodType>();

interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

function definition(schema: z.ZodType): Definition {
  return (schema as unknown as { _zod: { def: Definition } })._zod.def;
}

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

/** The problems of an entry's data, each naming its field in words; empty when the entry passes. */
export function entryProblems(key: string, data: unknown): string[] {
  const schema = entrySchemas.get(key);
  if (!schema) return [];
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${pathLabel(schema, issue.path)}: ${issue.message}` : issue.message,
  );
}
