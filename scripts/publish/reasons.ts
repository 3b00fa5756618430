import { readFileSync } from "node:fs";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

/**
 * Why a publish was refused, in a line or two that staff can act on: the content check names the
 * file and the field (ContentError, the settings check), a page check names the page and what
 * failed, read from Playwright's JSON report. Nothing else of the output leaves the publishing
 * workflow's log, where developers read it: the reason is shown to anyone at /admin/publishing.json.
 */

// The ANSI colour codes of terminal output.
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** A content file's problem as the build states it: "content/blog/x.md: field …". */
const contentProblem = /(?:^|\s)(content\/[\w./-]+: .+)$/;

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function shorten(text: string, limit = 600): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/**
 * What a publish says it published: the merged change's subject ("Update Articles “hoi-an-nights”"),
 * unless it names an article this build does not publish (a draft, or one dated later, merged
 * early), whose name stays out of the public status until it is published.
 */
export function publicSubject(subject: string, unpublishedSlugs: readonly string[]): string {
  return unpublishedSlugs.some((slug) => subject.includes(slug)) ? "a change to an article not yet published" : subject;
}

/** Why the build refused: the content files it named; anything else stays in the workflow's log. */
export function buildProblem(output: string): string {
  const lines = output
    .replace(colours, "")
    .split(/\r?\n/)
    .map((line) => line.trim());
  const problems = unique(lines.flatMap((line) => contentProblem.exec(line)?.[1] ?? []));
  if (problems.length > 0) return shorten(`The content check refused it. ${problems.slice(0, 3).join(" ")}`);
  return "The site could not be built for a reason other than the content; the publishing workflow's log has the details.";
}

/** A test's title without the tags written in it ("@publish"), which mean nothing to staff. */
const untagged = (title: string) => title.replace(/\s+@[\w-]+/g, "").trim();

/** The titles of the failed tests of a suite and the suites within it: "describe: title". */
function failedTitles(suite: JSONReportSuite, path: readonly string[]): string[] {
  return [
    ...suite.specs.filter((spec) => !spec.ok).map((spec) => [...path, untagged(spec.title)].join(": ")),
    ...(suite.suites ?? []).flatMap((inner) => failedTitles(inner, [...path, inner.title])),
  ];
}

/** Why the page checks refused, from their JSON report (undefined when they wrote none). */
export function checksProblem(report: JSONReport | undefined): string {
  // A file's suite is titled with its path; the describe blocks within it name what is checked.
  const failed = unique((report?.suites ?? []).flatMap((file) => failedTitles(file, [])));
  if (failed.length > 0)
    return shorten(
      `A page check failed: ${failed.slice(0, 3).join("; ")}${failed.length > 3 ? ` (and ${failed.length - 3} more)` : ""}.`,
    );
  return "The page checks did not finish; the publishing workflow's log has the details.";
}

/** Playwright's JSON report from its file, or undefined when the run wrote none. */
export function readReport(file: string): JSONReport | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as JSONReport;
  } catch {
    return undefined;
  }
}
