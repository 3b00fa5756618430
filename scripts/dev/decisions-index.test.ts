import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import path from "node:path";
import { decisionsDirectory, formattedIndex, indexPath, readRecord, readRecords } from "./decisions-index";

describe("the index of the decision records", () => {
  // Prettier lays the index out: its first load takes seconds on a busy machine.
  it(
    "lists every record with its title and status, as the records say (npm run decisions)",
    { timeout: 30_000 },
    async () => {
      expect(readFileSync(indexPath(), "utf8")).toBe(await formattedIndex());
    },
  );

  it("reads a record's number, title and status, and a superseded record's successor", () => {
    const text = "# 046. Tests follow the content\n\nDate: 2026-11-25. Status: superseded by 057. Amends 024.\n";
    expect(readRecord("046-tests-follow-the-content.md", text)).toEqual({
      number: "046",
      title: "Tests follow the content",
      status: "superseded by 057",
      file: "046-tests-follow-the-content.md",
    });
  });

  it("reads a status to its first full stop, not to a dot inside a name", () => {
    const text = "# 027. Alias\n\nDate: 2026-11-24. Status: superseded by 071 (package.json imports). Old.\n";
    expect(readRecord("027-alias.md", text).status).toBe("superseded by 071 (package.json imports)");
  });

  it("names the file of a record without a status", () => {
    expect(() => readRecord("099-x.md", "# 099. X\n\nDate: 2026-11-26.\n")).toThrow(/099-x\.md: no "Status:" line/);
  });

  it("keeps every record short: under 80 lines, one decision", () => {
    for (const { file } of readRecords()) {
      const lines = readFileSync(path.join(decisionsDirectory, file), "utf8").trimEnd().split("\n").length;
      expect(lines, file).toBeLessThanOrEqual(80);
    }
  });
});
