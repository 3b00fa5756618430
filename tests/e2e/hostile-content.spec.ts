import { execFile } from "node:child_process";
import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { buildServer } from "#server/app.js";
import { anyArticle } from "#tests/site-content.ts";
import { copyProject } from "#tests/support/project-copy.ts";
import { expect, hydratedSelector, test } from "./fixtures";

/**
 * What staff write is content, never code (docs/decisions/062-content-renders-as-content.md): an
 * article whose body holds a script element, an inline event handler, a `javascript:` link and a
 * frame, built as the site is built and served as production serves it, runs none of them and
 * shows none of them as markup. The build's refusal of an inline script it did not write is
 * checked on a fixture (scripts/pipeline/inline-script-check.test.ts).
 */
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);

/** Each sets window.__hostile if it ever runs. */
const hostileMarkdown = `

A line with <script>window.__hostile = "inline script"</script> inside it.

<script>window.__hostile = "script block"</script>

<img src="/no-such-picture.png" onerror="window.__hostile = 'event handler'"> and <b onmouseover="window.__hostile = 'hover'">bold</b> words.

Follow [this hostile link](javascript:window.__hostile='link') to nowhere.

<iframe src="/about"></iframe>
`;

let project: string;
let server: Awaited<ReturnType<typeof buildServer>> | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  project = copyProject("saffron-hostile-");
  appendFileSync(path.join(project, "content/blog", `${anyArticle.slug}.md`), hostileMarkdown);
  await run("npm", ["run", "build"], { cwd: project, maxBuffer: 64 * 1024 * 1024 });
  server = await buildServer({ root: path.join(project, "build/client") });
  origin = (await server.listen({ port: 0, host: "127.0.0.1" })).replace("127.0.0.1", "localhost");
});

test.afterAll(async () => {
  await server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("an article's script, handler, javascript: link and frame neither run nor appear as markup", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${origin}/blog/${anyArticle.slug}`);
  await page.locator(hydratedSelector).waitFor();

  const article = page.getByRole("main").getByRole("article").first();
  // The text may show, as text.
  await expect(article.getByText('<script>window.__hostile = "script block"</script>')).toBeVisible();
  await expect(article.locator("script, iframe, img[onerror], [onmouseover], a[href^='javascript:' i]")).toHaveCount(0);
  await expect(article.getByRole("link", { name: "this hostile link" })).toHaveCount(0);
  await article.getByText("bold", { exact: false }).first().hover();
  await article.getByText("this hostile link").click();

  expect(await page.evaluate(() => (window as { __hostile?: string }).__hostile)).toBeUndefined();
  // Nothing was even tried and blocked: the policy had nothing to refuse.
  expect(violations).toEqual([]);
  // The page's own scripts still ran: it hydrated under a policy that names only the build's scripts.
  const policy = (await page.request.get(`${origin}/blog/${anyArticle.slug}`)).headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toMatch(/unsafe-inline/);
});
