import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublished, publishedArticleSlugs, publishingDate } from "./route-lists.server";

function articleFolder(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), "saffron-publishing-"));
  for (const [name, frontmatter] of Object.entries(files))
    writeFileSync(path.join(directory, name), `---\n${frontmatter}\n---\nBody.\n`);
  return directory;
}

describe("publishing", () => {
  it("publishes an article dated on or before the build's date, unless it is a draft", () => {
    expect(isPublished({ date: "2024-06-11" }, "2024-06-11")).toBe(true);
    expect(isPublished({ date: "2024-06-12" }, "2024-06-11")).toBe(false);
    expect(isPublished({ date: "2024-06-10", draft: true }, "2024-06-11")).toBe(false);
  });

  it("dates a build by the head office's calendar, or by PUBLISH_DATE", () => {
    // 20:00 UTC on 31 December is already 1 January in Mumbai (UTC+5:30).
    expect(publishingDate(new Date("2025-12-31T20:00:00Z"), undefined)).toBe("2026-01-01");
    expect(publishingDate(new Date("2025-12-31T20:00:00Z"), "2030-05-01")).toBe("2030-05-01");
  });

  it("lists as routes only the articles the build publishes", () => {
    const directory = articleFolder({
      "published.md": "date: 2024-06-11",
      "draft.md": "date: 2024-06-11\ndraft: true",
      "scheduled.md": "date: 2031-01-01",
      "unreadable.md": "date: [",
    });
    // An unreadable file stays listed, so that the article loader names what is wrong with it.
    expect(publishedArticleSlugs(directory, "2026-11-23")).toEqual(["published", "unreadable"]);
    expect(publishedArticleSlugs(directory, "2031-01-01")).toEqual(["published", "scheduled", "unreadable"]);
  });
});
