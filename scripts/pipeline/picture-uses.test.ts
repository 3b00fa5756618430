import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingPictures, pictureUses, publicPictureUses } from "./picture-uses";

/** A project folder holding only the given content files. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "saffron-pictures-"));
  mkdirSync(path.join(root, "content/images"), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const article = [
  "---",
  "title: Hoi An by Night",
  "image: content/images/hoi-an-lanterns.jpg",
  "---",
  "## The old town",
  "",
  '![Lanterns over the river](content/images/hoi-an-river.svg "The Thu Bon at dusk.")',
  "",
  '![A tailor at work](hoi-an-tailor "A fitting on Le Loi street.")',
].join("\n");

describe("the pictures content uses", () => {
  it("are found wherever content names them, each with the entries that use it, in staff's words", () => {
    const root = projectWith({
      "content/blog/hoi-an-by-night.md": article,
      "content/settings/team.json": JSON.stringify({
        members: [{ name: "A", photo: "content/images/hoi-an-river.svg" }],
      }),
      "content/destinations/vietnam.yaml": "name: Vietnam\nattractions:\n  - image: content/images/hoi-an-river.svg\n",
    });
    const uses = pictureUses(root);
    expect([...uses.keys()].sort()).toEqual(["hoi-an-lanterns", "hoi-an-river", "hoi-an-tailor"]);
    expect(
      uses
        .get("hoi-an-river")
        ?.map(({ entry }) => entry)
        .sort(),
    ).toEqual(["the article “Hoi An by Night”", "the destination guide “Vietnam”", "the team"]);
  });

  it("are refused by the build when missing, naming every entry that uses them", () => {
    const root = projectWith({ "content/blog/hoi-an-by-night.md": article });
    writeFileSync(path.join(root, "content/images/hoi-an-lanterns.jpg"), "");
    writeFileSync(path.join(root, "content/images/hoi-an-tailor.svg"), "");
    expect(missingPictures(root)).toEqual([
      'content/images: there is no picture "hoi-an-river", yet the article “Hoi An by Night” (content/blog/hoi-an-by-night.md) uses it. Choose another picture there, or upload one named hoi-an-river.',
    ]);
  });

  it("name in /admin's public files only the articles this build publishes", () => {
    const dated = (date: string, extra = "") => article.replace("---\ntitle", `---\ndate: "${date}"${extra}\ntitle`);
    const root = projectWith({
      "content/blog/hoi-an-by-night.md": dated("2026-01-10"),
      "content/blog/hoi-an-in-spring.md": dated("2026-03-01").replace("Hoi An by Night", "Hoi An in Spring"),
      "content/blog/hoi-an-tailors.md": dated("2026-01-01", "\ndraft: true").replace("Hoi An by Night", "Tailors"),
    });
    expect(publicPictureUses(root, "2026-02-01")["hoi-an-river"]).toEqual([
      "the article “Hoi An by Night”",
      "an article not yet published",
    ]);
    expect(JSON.stringify(publicPictureUses(root, "2026-02-01"))).not.toMatch(/Spring|Tailors/);
  });
});
