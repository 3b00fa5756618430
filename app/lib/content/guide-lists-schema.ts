import { z } from "zod";
import { edited, line } from "./schema-kit.ts";

/** A guide's place in the list of guides. */
export const guideOrder = edited(z.number().int().min(1).max(99), {
  label: "Place in the list",
  hint: "Guides are shown by this number, lowest first (1 first). Two guides with one number are shown by name.",
});

/**
 * What the guides' index reads of a guide, before the map's country names exist to check the country
 * against (the guide's own schema does, destination-schema.ts).
 */
export const guideIndexSchema = z.object({ name: line(1, 60, { label: "Country" }), order: guideOrder });
