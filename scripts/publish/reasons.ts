/**
 * Why a publish was refused, in a line or two that staff can act on: the content check names the
 * file and the field (ContentError, the settings check), a page check names the page and what
 * failed. Nothing else of the output leaves the publishing workflow's log, where developers read
 * it: the reason is shown to anyone at /admin/publishing.json.
 */

// The ANSI colour codes of terminal output.
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** A content file's problem as the build states it: "content/blog/x.md: field …". */
const contentProblem = /(?:^|\s)(content\/[\w./-]+: .+)$/;

/** A failed browser test in Playwright's list report: "✘ … › file:line › describe › title (time)". */
const failedTest = /^\s*(?:✘|×|x)\s+\d+\s+(?:\[[^\]]+\]\s+›\s+)?[^›]+›\s+(.+?)(?:\s+\(\d[\d.]*m?s\))?$/;

function lines(output: string): string[] {
  return output.replace(colours, "").split(/\r?\n/);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function shorten(text: string, limit = 600): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

export function publishingProblem(step: "build" | "checks", output: string): string {
  const all = lines(output);
  if (step === "build") {
    const problems = unique(all.flatMap((line) => contentProblem.exec(line.trim())?.[1] ?? []));
    if (problems.length > 0) return shorten(`The content check refused it. ${problems.slice(0, 3).join(" ")}`);
    // Anything else the build printed stays in the workflow's log: the status file is public.
    return "The site could not be built for a reason other than the content; the publishing workflow's log has the details.";
  }
  const failed = unique(all.flatMap((line) => failedTest.exec(line)?.[1]?.replace(/\s+›\s+/g, ": ") ?? []));
  if (failed.length > 0)
    return shorten(
      `A page check failed: ${failed.slice(0, 3).join("; ")}${failed.length > 3 ? ` (and ${failed.length - 3} more)` : ""}.`,
    );
  return "The page checks did not finish; the publishing workflow's log has the details.";
}
