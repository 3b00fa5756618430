import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

/**
 * docs/decisions/README.md, the index of the decision records, written from the records themselves:
 * each record's number and title (its first line, "# NNN. Title") and its status (the first clause
 * after "Status:" on its date line, to the first full stop or semicolon). `npm run decisions` rewrites it; a unit test fails while it is
 * out of date, so a record added, renamed or superseded in a branch shows in the index after a merge.
 */

export const decisionsDirectory = path.resolve(import.meta.dirname, "../../docs/decisions");
const indexFile = "README.md";

export interface RecordEntry {
  number: string;
  title: string;
  status: string;
  file: string;
}

/** The number, title and status of one record, or the reason it cannot be read. */
export function readRecord(file: string, text: string): RecordEntry {
  const heading = /^# (\d{3})\. (.+)$/m.exec(text);
  if (!heading) throw new Error(`docs/decisions/${file}: the first line must be "# NNN. Title"`);
  const status = /Status: (.+?)(?:[.;](?=\s|$)|$)/m.exec(text);
  if (!status) throw new Error(`docs/decisions/${file}: no "Status:" line (accepted, or superseded by NNN)`);
  return { number: heading[1]!, title: heading[2]!.trim(), status: status[1]!.trim(), file };
}

/** The index's text for these records, in the order of their numbers. */
export function indexText(records: readonly RecordEntry[]): string {
  const rows = [...records]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map(({ number, title, status, file }) => `| ${number} | [${title.replaceAll("|", "\\|")}](${file}) | ${status} |`);
  return [
    "# Decision records",
    "",
    "Why the site is built the way it is: one decision per record (context, decision, consequences).",
    'A record that a later one replaces stays, with "Status: superseded by NNN" on its date line;',
    "measurements behind a record live in docs/benchmarks/. This index is written from the records",
    "by `npm run decisions`; a unit test fails when it is out of date.",
    "",
    "| No. | Decision | Status |",
    "| --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

/** Every record of the folder, read. */
export function readRecords(directory: string = decisionsDirectory): RecordEntry[] {
  return readdirSync(directory)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => readRecord(file, readFileSync(path.join(directory, file), "utf8")));
}

export const indexPath = (directory: string = decisionsDirectory) => path.join(directory, indexFile);

/** The index as it is written: the records' list, laid out as Prettier lays out the repository's Markdown. */
export async function formattedIndex(directory: string = decisionsDirectory): Promise<string> {
  const file = indexPath(directory);
  return format(indexText(readRecords(directory)), { ...(await resolveConfig(file)), filepath: file });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(indexPath(), await formattedIndex());
  console.log(`decisions: ${indexPath()} lists ${readRecords().length} records`);
}
