import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { JSONReport, JSONReportSpec, JSONReportSuite } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { buildProblem, checksProblem, publicSubject, readReport } from "./reasons";

describe("the reason given for a refused build", () => {
  it("names the content file and field the build refused", () => {
    const output = [
      "> saffron-route-website@1.0.0 build",
      '\u001b[31mError:\u001b[39m content/blog/hoi-an-nights.md: field "image": "hoi-an" is not a picture of content/images (choose another in the content manager, or add content/images/hoi-an.svg or a photograph of that name)',
      "    at parseBlogArticle (app/lib/content/blog.server.ts:70:11)",
    ].join("\n");
    expect(buildProblem(output)).toBe(
      'The content check refused it. content/blog/hoi-an-nights.md: field "image": "hoi-an" is not a picture of content/images (choose another in the content manager, or add content/images/hoi-an.svg or a photograph of that name)',
    );
  });

  it("keeps the build's own words in the log when no content file is named: the reason is public", () => {
    const reason = buildProblem("vite v8\nError: ENOENT /home/runner/work/secret-path/x\n");
    expect(reason).toBe(
      "The site could not be built for a reason other than the content; the publishing workflow's log has the details.",
    );
  });
});

/** A test of the report, passed or failed, as Playwright's JSON reporter writes it. */
function spec(title: string, ok: boolean): JSONReportSpec {
  return { title, ok, tags: ["@publish"], tests: [], id: title, file: "tests/e2e/pages.spec.ts", line: 1, column: 1 };
}

function suite(title: string, specs: JSONReportSpec[], suites: JSONReportSuite[] = []): JSONReportSuite {
  return { title, file: "tests/e2e/pages.spec.ts", line: 1, column: 1, specs, suites };
}

function report(suites: JSONReportSuite[]): JSONReport {
  return {
    config: {} as JSONReport["config"],
    suites,
    errors: [],
    stats: { startTime: "2026-11-26T00:30:00Z", duration: 1000, expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
  };
}

describe("the reason given for refused page checks", () => {
  it("names the pages whose checks failed, by their describe block and title", () => {
    const checks = report([
      suite("integrity.spec.ts", [spec("every page is valid HTML (html-validate, zero errors)", true)]),
      suite(
        "pages.spec.ts",
        [],
        [
          suite("every page hydrates cleanly", [
            spec("/blog/hoi-an-nights at 390 px: no axe violation @publish", false),
          ]),
        ],
      ),
    ]);
    expect(checksProblem(checks)).toBe(
      "A page check failed: every page hydrates cleanly: /blog/hoi-an-nights at 390 px: no axe violation.",
    );
  });

  it("counts the failures beyond the first three", () => {
    const failed = ["/", "/about", "/blog", "/contact", "/services"].map((page) =>
      spec(`${page}: no axe violation`, false),
    );
    expect(checksProblem(report([suite("pages.spec.ts", [], [suite("axe", failed)])]))).toBe(
      "A page check failed: axe: /: no axe violation; axe: /about: no axe violation; axe: /blog: no axe violation (and 2 more).",
    );
  });

  it("says the checks did not finish when they wrote no report or failed no test", () => {
    const unfinished = "The page checks did not finish; the publishing workflow's log has the details.";
    expect(checksProblem(undefined)).toBe(unfinished);
    expect(checksProblem(report([suite("pages.spec.ts", [spec("/ at 390 px", true)])]))).toBe(unfinished);
  });

  it("reads the report from its file, and nothing from a missing or broken one", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "reasons-"));
    const file = path.join(folder, "report.json");
    expect(readReport(file)).toBeUndefined();
    writeFileSync(file, "{ not json");
    expect(readReport(file)).toBeUndefined();
    const written = report([suite("pages.spec.ts", [spec("/ at 390 px", false)])]);
    writeFileSync(file, JSON.stringify(written));
    expect(readReport(file)).toEqual(written);
  });
});

describe("the subject a publish records, which /admin/publishing.json shows to anyone", () => {
  it("names a published change, and only as such an article not yet published", () => {
    expect(publicSubject("Update Articles “hoi-an-nights”", ["sapa-in-winter"])).toBe(
      "Update Articles “hoi-an-nights”",
    );
    expect(publicSubject("Create Articles “sapa-in-winter”", ["sapa-in-winter"])).toBe(
      "a change to an article not yet published",
    );
  });
});
