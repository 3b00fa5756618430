import type { z } from "zod";
import { editorMeta, type EditorMeta } from "#app/lib/content/schema-kit.ts";

/**
 * The content manager's fields, generated from the content schemas the build parses the same files
 * with, each with a check that runs the field's own zod schema (cms/checked-widgets.tsx): what the
 * build refuses at a field, the editor refuses there first, in the same words (record 144).
 */

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** The part of zod 4's internal definition read here. */
interface Definition {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: {
    _zod: {
      def: { check: string; minimum?: number; maximum?: number; length?: number; value?: number; format?: string };
    };
  }[];
}

export function definition(schema: z.ZodType): Definition {
  return (schema as unknown as { _zod: { def: Definition } })._zod.def;
}

/** A field's schema without its optional, default and preprocessing wrappers, with what they said. */
interface Unwrapped {
  core: z.ZodType;
  required: boolean;
  defaultValue?: unknown;
  meta?: EditorMeta;
}

export function unwrap(schema: z.ZodType): Unwrapped {
  let core = schema;
  let required = true;
  let defaultValue: unknown;
  let meta = editorMeta(schema);
  for (;;) {
    const def = definition(core);
    if (def.type === "optional" || def.type === "nullable") {
      required = false;
      core = def.innerType!;
    } else if (def.type === "default" || def.type === "prefault") {
      required = false;
      defaultValue = def.defaultValue;
      core = def.innerType!;
    } else if (def.type === "pipe") {
      // A preprocess runs before its schema (`in` is a transform); a transform runs after it.
      core = definition(def.in!).type === "transform" ? def.out! : def.in!;
    } else break;
    meta ??= editorMeta(core);
  }
  return { core, required, defaultValue, meta };
}

function limits(def: Definition): { min?: number; max?: number; integer: boolean } {
  const result: { min?: number; max?: number; integer: boolean } = { integer: false };
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, length, value, format } = check._zod.def;
    if (kind === "min_length") result.min = minimum;
    if (kind === "max_length") result.max = maximum;
    // Numbers' bounds are all inclusive here (zod's min and max).
    if (kind === "greater_than") result.min = value;
    if (kind === "less_than") result.max = value;
    if (kind === "length_equals") result.min = result.max = length;
    if (kind === "number_format" && format === "safeint") result.integer = true;
  }
  return result;
}

const pictureHint =
  "Choose a picture of the library or upload one (JPEG, PNG or SVG, its file name in lowercase words joined by hyphens). A picture uploaded with an existing picture's name replaces it everywhere.";

/** Every field's check, by the field's path in its collection ("articles/title"), which its configuration names. */
export const fieldChecks = new Map<string, z.ZodType>();

function leafWidget(core: z.ZodType, meta: EditorMeta | undefined): Record<string, unknown> & { widget: string } {
  const def = definition(core);
  if (meta?.kind === "fixed") return { widget: "hidden" };
  if (def.type === "enum") return { widget: "select", options: Object.values(def.entries ?? {}) };
  if (def.type === "boolean") return { widget: "boolean" };
  if (def.type === "number") {
    const { min, max, integer } = limits(def);
    return { widget: "number", value_type: integer ? "int" : "float", min, max };
  }
  if (def.type !== "string") throw new Error(`cms/schema-fields.ts: no widget for a zod ${def.type}`);
  switch (meta?.kind) {
    case "picture":
      // The site's library only, no outside address.
      return { widget: "image", choose_url: false, media_library: { config: { multiple: false } } };
    case "date":
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      };
    case "multiline":
      return { widget: "text" };
    case "relation": {
      const relation = meta.relation!;
      return {
        widget: "relation",
        collection: relation.collection,
        value_field: relation.valueField,
        display_fields: relation.displayFields,
        search_fields: relation.searchFields,
      };
    }
    default:
      return { widget: "string" };
  }
}

function fieldFromSchema(name: string, schema: z.ZodType, path: string): CmsField {
  const { core, required, defaultValue, meta } = unwrap(schema);
  const def = definition(core);
  if (!meta?.label) throw new Error(`cms/schema-fields.ts: ${path} has no label (edited() gives one)`);
  const common = {
    name,
    label: meta.label,
    ...(meta?.hint || meta?.kind === "picture"
      ? { hint: [meta?.hint, meta?.kind === "picture" ? pictureHint : undefined].filter(Boolean).join(" ") }
      : {}),
    ...(required ? {} : { required: false }),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  };
  if (def.type === "object") {
    return {
      ...common,
      widget: "object",
      ...(meta?.collapsed ? { collapsed: true } : {}),
      ...(meta?.summary ? { summary: meta.summary } : {}),
      fields: fieldsFromSchema(core, path),
    };
  }
  if (def.type === "array") {
    const { min, max } = limits(def);
    const element = unwrap(def.element!);
    const single = definition(element.core).type !== "object";
    const items = single
      ? { field: fieldFromSchema("item", def.element!, `${path}/item`) }
      : { fields: fieldsFromSchema(element.core, path) };
    // A folded item of a list of single values shows its value, not the item's label again.
    const summary = meta?.summary ?? (single ? "{{fields.item}}" : undefined);
    return {
      ...common,
      widget: "list",
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...(summary ? { summary } : {}),
      ...items,
    };
  }
  // Booleans are never "required": Decap counts false as empty.
  const leaf = leafWidget(core, meta);
  fieldChecks.set(path, schema);
  return {
    ...common,
    ...(def.type === "boolean" ? { required: false } : {}),
    ...leaf,
    ...(leaf.widget === "hidden" ? {} : { check: path }),
  };
}

/** The fields of an object schema, in its order, which is the order the content manager writes them in. */
export function fieldsFromSchema(schema: z.ZodType, path: string): CmsField[] {
  const shape = definition(unwrap(schema).core).shape;
  if (!shape) throw new Error(`cms/schema-fields.ts: ${path} is not an object schema`);
  return Object.entries(shape).map(([name, field]) => fieldFromSchema(name, field, `${path}/${name}`));
}

/** The widgets cms/checked-widgets.tsx wraps. */
export const checkedWidgets = [
  "string",
  "text",
  "number",
  "select",
  "datetime",
  "image",
  "relation",
  "boolean",
] as const;
