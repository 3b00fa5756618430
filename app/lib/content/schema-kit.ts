import { z } from "zod";
import type { ImageId } from "#app/generated/images.ts";
import { calendarDay } from "#app/utils/dates.ts";
import { pictureId } from "#app/utils/picture-id.ts";
import "./field-problems.ts";

/**
 * The pieces every content schema is built from. A schema is the one statement of a kind of
 * content: the build checks files with it, the types come from it, and the content manager's
 * fields and their checks are generated from it (cms/schema-fields.ts), so a limit or a pattern is
 * written once. Each field carries what the content manager shows of it (`editor`: label, hint,
 * how it is edited).
 */

/** How a field is edited in the content manager, when its type alone does not say ("fixed": shown, never changed). */
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

/** Attaches what the content manager shows of a field. */
export function edited<T extends z.ZodType>(schema: T, editor: EditorMeta): T {
  return schema.meta({ editor });
}

/** The content manager's description of a schema, if it has one. */
export function editorMeta(schema: z.ZodType): EditorMeta | undefined {
  return schema.meta()?.editor;
}

/** A line of text, trimmed, between `min` and `max` characters. */
export const line = (min: number, max: number, editor: EditorMeta) =>
  edited(z.string().trim().min(min).max(max), editor);

/** A paragraph: like `line`, edited in a box of several lines. */
export const paragraph = (min: number, max: number, editor: Omit<EditorMeta, "kind">) =>
  edited(z.string().trim().min(min).max(max), { ...editor, kind: "multiline" });

/** "", [], or a group of fields all left empty: what the content manager writes for a field not given. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

/**
 * A field staff may leave empty. The content manager writes an empty text as "", an emptied list
 * as [] and a group of empty fields as an object of empty values; all mean "not given", as a
 * missing field does.
 */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());
}

/** A day, written YYYY-MM-DD, as the content manager's date picker writes it. */
export const day = (editor: Omit<EditorMeta, "kind">) =>
  edited(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Write the date as YYYY-MM-DD, such as 2026-03-14.")
      .refine((value) => calendarDay(value) !== undefined, "This day does not exist: check the month and the day."),
    { ...editor, kind: "date" },
  );

/** The file name of a picture: lowercase words, digits and hyphens, with an image extension. */
const pictureReference = /^(?:\/?content\/images\/)?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.(?:svg|jpe?g|png|webp|avif))?$/;

/**
 * A picture of content/images, written as its id ("hero-vietnam") or as the content manager writes
 * it ("/content/images/hero-vietnam.svg"). Whether the file exists is checked when the site builds
 * (content/images is not in the editor's reach): the loaders check it and name the field. Parsed,
 * it is the picture's id.
 */
export const picture = (editor: Omit<EditorMeta, "kind">) =>
  edited(
    z
      .string()
      .trim()
      .regex(
        pictureReference,
        "Choose a picture from the library: its file name must be lowercase words joined by hyphens, such as hoi-an-lanterns.jpg.",
      )
      .transform((value) => pictureId(value) as ImageId),
    { ...editor, kind: "picture" },
  );

/** What a picture shows, for readers who cannot see it: one rule for every picture that carries one. */
const pictureDescription = { min: 10, max: 200 } as const;

/**
 * A picture and its description (alt text), the pair every article, attraction and trip shows:
 * `image` and `imageAlt`, spread into the entry's fields. The one place that says how long a
 * picture's description is.
 */
export const describedPicture = (label: string, hint?: string) => ({
  image: picture({ label, ...(hint ? { hint } : {}) }),
  imageAlt: line(pictureDescription.min, pictureDescription.max, {
    label: `${label}: alt text`,
    hint: "What the picture shows, for readers who cannot see it.",
  }),
});

/** A point on the maps, in decimal degrees (north and east positive). */
export const coordinates = (hint: string) =>
  edited(
    z.strictObject({
      lat: edited(z.number().min(-90).max(90), { label: "Latitude (north)" }),
      lon: edited(z.number().min(-180).max(180), { label: "Longitude (east)" }),
    }),
    { label: "Position on the map", hint },
  );

/** A list of distinct entries that keeps every one of `kept`, each problem at the list's field. */
export function keptList(kept: readonly string[], what: string, editor: { label: string; hint: string }) {
  return edited(
    z
      .array(line(2, 40, { label: what }))
      .min(1)
      .superRefine((items, context) => {
        const missing = kept.filter((value) => !items.includes(value));
        if (missing.length > 0)
          context.addIssue({
            code: "custom",
            message: `Keep the specification's ${editor.label.toLowerCase()}: ${missing.map((value) => `"${value}"`).join(", ")} ${missing.length === 1 ? "is" : "are"} missing.`,
          });
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item))
            context.addIssue({ code: "custom", path: [index], message: `"${item}" is already in the list.` });
          seen.add(item);
        });
      }),
    editor,
  );
}
