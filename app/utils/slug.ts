/**
 * The one URL form of a name, for paths, query values and fragment ids alike: lowercased, "&"
 * written "and", apostrophes dropped, every other run of signs one hyphen, none at either end.
 * "South Korea" becomes "south-korea", "Food & Culture" "food-and-culture", "Adam's Peak" "adams-peak".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s*&\s*/g, " and ")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
