import { z } from "zod";
import type { ImageId } from "#app/generated/images.ts";
import { calendarDay } from "#app/utils/dates.ts";
import { pictureId } from "#app/utils/picture-id.ts";
import "./field-problems.ts";

/**
 * The pieces every content schema is built from. The content manager's fields are generated from
 * the schemas (cms/schema-fields.ts): `editor` is what it shows of a field.
 */

/** How a field is edited when its type alone does not say ("fixed": shown, never changed). */
type EditorKind = "multiline" | "picture" | "date" | "relation" | "fixed";

export interface EditorMeta {
  label: string;
  hint?: string;
  kind?: EditorKind;
  /** A list's one-line summary of an entry, such as "{{fields.name}}". */
  summary?: string;
  /** A group of fields shown folded. */
  collapsed?: boolean;
  /** For a relation: the collection it picks from, and what it shows and stores. */
  relation?: { collection: string; valueField: string; displayFields: string[]; searchFields: string[] };
}

declare module "zod" {
  interface GlobalMeta {
    editor?: EditorMeta;
  }
}

export function edited<T extends z.ZodType>(schema: T, editor: EditorMeta): T {
  return schema.meta({ editor });
}

export function editorMeta(schema: z.ZodType): EditorMeta | undefined {
  return schema.meta()?.editor;
}

export const line = (min: number, max: number, editor: EditorMeta) =>
  edited(z.string().trim().min(min).max(max), editor);

/** A paragraph: like `line`, edited in a box of several lines. */
export const paragraph = (min: number, max: number, editor: Omit<EditorMeta, "kind">) =>
  line(min, max, { ...editor, kind: "multiline" });

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

/** A field staff may leave empty: the content manager writes "", [] or a group of empty fields for it. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());
}

/** Trimmed text written as `pattern` says, or `message`. */
export const matching = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message);

/** A list of `min` to `max` entries. */
export const list = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item).min(min).max(max);

/** A day, written YYYY-MM-DD, as the content manager's date picker writes it. */
export const day = (editor: Omit<EditorMeta, "kind">) =>
  edited(
    matching(/^\d{4}-\d{2}-\d{2}$/, "Write the date as YYYY-MM-DD, such as 2026-03-14.").refine(
      (value) => calendarDay(value) !== undefined,
      "This day does not exist: check the month and the day.",
    ),
    { ...editor, kind: "date" },
  );

const pictureReference = /^(?:\/?content\/images\/)?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.(?:svg|jpe?g|png|webp|avif))?$/;

/**
 * A picture of content/images, written as its id ("hero-vietnam") or as the content manager writes
 * it ("/content/images/hero-vietnam.svg"); parsed, its id. The loaders check that it exists (the
 * editor cannot see content/images).
 */
export const picture = (editor: Omit<EditorMeta, "kind">) =>
  edited(
    matching(
      pictureReference,
      "Choose a picture from the library: its file name must be lowercase words joined by hyphens, such as hoi-an-lanterns.jpg.",
    ).transform((value) => pictureId(value) as ImageId),
    { ...editor, kind: "picture" },
  );

/** A picture and its alt text, as `image` and `imageAlt`, spread into the entry's fields. */
export const describedPicture = (label: string, hint?: string) => ({
  image: picture({ label, ...(hint ? { hint } : {}) }),
  imageAlt: line(10, 200, {
    label: `${label}: alt text`,
    hint: "What the picture shows, for readers who cannot see it.",
  }),
});

export const coordinates = (hint: string) =>
  edited(
    z.strictObject({
      lat: edited(z.number().min(-90).max(90), { label: "Latitude (north)" }),
      lon: edited(z.number().min(-180).max(180), { label: "Longitude (east)" }),
    }),
    { label: "Position on the map", hint },
  );

/** A list whose entries (or their `key`) differ: `"Hanoi" is already ${what}.` */
export function distinct<T extends z.ZodType>(list: z.ZodArray<T>, what: string, key?: string) {
  return list.superRefine((items, context) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key === undefined ? item : (item as Record<string, unknown>)[key];
      if (seen.has(value))
        context.addIssue({
          code: "custom",
          path: key === undefined ? [index] : [index, key],
          message: `"${String(value)}" is already ${what}.`,
        });
      seen.add(value);
    });
  });
}

/** A list of distinct entries that keeps every one of `kept` (the specification's, or `whose`). */
export function keptList(
  kept: readonly string[],
  what: string,
  editor: { label: string; hint: string },
  whose = "specification's",
) {
  const list = z
    .array(line(2, 40, { label: what }))
    .min(1)
    .superRefine((items, context) => {
      const missing = kept.filter((value) => !items.includes(value));
      if (missing.length > 0)
        context.addIssue({
          code: "custom",
          message: `Keep the ${whose} ${editor.label.toLowerCase()}: ${missing.map((value) => `"${value}"`).join(", ")} ${missing.length === 1 ? "is" : "are"} missing.`,
        });
    });
  return edited(distinct(list, "in the list"), editor);
}
