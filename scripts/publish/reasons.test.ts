import { describe, expect, it } from "vitest";
import { publishingProblem } from "./reasons";

describe("the reason given for a refused publish", () => {
  it("names the content file and field the build refused", () => {
    const output = [
      "> saffron-route-website@1.0.0 build",
      '\u001b[31mError:\u001b[39m content/blog/hoi-an-nights.md: field "image": "hoi-an" is not a picture of content/images (choose another in the content manager, or add content/images/hoi-an.svg or a photograph of that name)',
      "    at parseBlogArticle (app/lib/content/blog.server.ts:70:11)",
    ].join("\n");
    expect(publishingProblem("build", output)).toBe(
      'The content check refused it. content/blog/hoi-an-nights.md: field "image": "hoi-an" is not a picture of content/images (choose another in the content manager, or add content/images/hoi-an.svg or a photograph of that name)',
    );
  });

  it("keeps the build's own words in the log when no content file is named: the reason is public", () => {
    const reason = publishingProblem("build", "vite v8\nError: ENOENT /home/runner/work/secret-path/x\n");
    expect(reason).toBe(
      "The site could not be built for a reason other than the content; the publishing workflow's log has the details.",
    );
  });

  it("names the pages whose checks failed", () => {
    const output = [
      "Running 40 tests using 2 workers",
      "  ✓   1 [chromium] › tests/e2e/integrity.spec.ts:31:3 › integrity of the built site › every page is valid HTML (html-validate, zero errors) (4.2s)",
      "  ✘   2 [chromium] › tests/e2e/pages.spec.ts:72:7 › every page hydrates cleanly › /blog/hoi-an-nights at 390 px: no axe violation (12.1s)",
    ].join("\n");
    expect(publishingProblem("checks", output)).toBe(
      "A page check failed: every page hydrates cleanly: /blog/hoi-an-nights at 390 px: no axe violation.",
    );
  });
});
