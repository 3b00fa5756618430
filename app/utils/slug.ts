/** The one URL form of a name: "Food & Culture" is "food-and-culture", "Adam's Peak" "adams-peak". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s*&\s*/g, " and ")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
