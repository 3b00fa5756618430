import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePolicy } from "#app/lib/page-policies.ts";
import {
  adminPolicy,
  pageHeadersFromHeadersFile,
  resourcePolicy,
  robotsTag,
  securityHeaders,
  workerPolicy,
} from "#server/security.js";
import { withPolicyInDocument, writeEditorHostFiles, writeHostHeaders, writeStaticHostRedirects } from "./host-headers";

/**
 * The static host (docs/decisions/167-only-reviewed-code-deploys.md): `build/client` published as
 * the public site with the `_headers` and `_redirects` the build wrote, and the content editor on an
 * origin of its own. Headers are matched by Netlify's own parser and rule patterns
 * (@netlify/headers-parser); a small player of `_redirects` answers as Netlify does.
 */

const editorOrigin = "https://admin.saffronroute.example";
const publicOrigin = "https://www.saffronroute.example";

const page = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8"/><title>${title}</title></head></html>`;
const files: Record<string, string> = {
  "index.html": page("Home"),
  "about/index.html": page("About"),
  "contact/index.html": page("Contact"),
  "blog/rss.xml": "<rss/>",
  "404.html": page("Page Not Found"),
  "favicon.svg": "<svg/>",
  "assets/app-abc.js": "",
  "assets/mark-abc.svg": "<svg/>",
  "sw.js": "",
  // A content manager left in the public folder by mistake: the rules still send its addresses away.
  "admin/index.html": page("Content manager"),
};

let build: string;
let client: string;
let editor: string;
let rules: Header[];
let redirects: string;

beforeAll(async () => {
  build = await mkdtemp(path.join(tmpdir(), "saffron-static-host-"));
  client = path.join(build, "client");
  editor = path.join(build, "editor");
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), text);
  }
  await mkdir(editor);
  await writeHostHeaders(client);
  await writeEditorHostFiles(editor);
  await writeStaticHostRedirects(client, editorOrigin);
  const parsed = await parseAllHeaders({
    headersFiles: [path.join(client, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as Header[];
  redirects = await readFile(path.join(client, "_redirects"), "utf8");
});

afterAll(async () => {
  await rm(build, { recursive: true, force: true });
});

/**
 * The headers Netlify gives an answer at `pathname`: those of every rule it matches. Each header is
 * given by one rule, so joining values or keeping the last give the same, but Permissions-Policy,
 * which a page allowing more repeats after /* (a browser reads the last of a feature named twice).
 */
function headersAt(pathname: string): Record<string, string> {
  const matching = rules.filter(({ forRegExp }) => forRegExp.test(pathname));
  const names = matching.flatMap(({ values }) => Object.keys(values)).filter((name) => name !== "permissions-policy");
  expect(new Set(names).size, `${pathname}: a header given by two rules`).toBe(names.length);
  return Object.assign({}, ...matching.map(({ values }) => values)) as Record<string, string>;
}

type Answer = { status: number; location?: string; file?: string; headers: Record<string, string> };

/**
 * Netlify's answer. Redirect rules apply top first; a source ending in `*` matches what starts with
 * it and `:splat` is what `*` matched; the query goes along. An existing file is served before a
 * rule, unless its status ends in `!`; an unknown address gets 404.html with status 404.
 */
function host(address: string): Answer {
  const redirectRules = redirects
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);
  const url = new URL(address, publicOrigin);
  const pathname = url.pathname;
  const candidate = pathname.endsWith("/") ? `${pathname.slice(1)}index.html` : pathname.slice(1);
  const file = [candidate, `${candidate}/index.html`].find((name) => Object.hasOwn(files, name));
  const rule = redirectRules.find(([source]) =>
    source.endsWith("*") ? pathname.startsWith(source.slice(0, -1)) : pathname === source,
  );
  const headers = headersAt(pathname);
  if (rule && (rule[2].endsWith("!") || !file)) {
    const [source, destination, status] = rule;
    const splat = source.endsWith("*") ? pathname.slice(source.length - 1) : "";
    return {
      status: Number.parseInt(status, 10),
      location: `${destination.replace(":splat", splat)}${url.search}`,
      headers,
    };
  }
  return file ? { status: 200, file, headers } : { status: 404, file: "404.html", headers };
}

describe("the static host's answers, through Netlify's own header rules", () => {
  it("give each page, by its address, the policy app/lib/page-policies.ts declares, and the shared headers", () => {
    for (const [address, route] of <[string, string][]>[
      ["/", "/"],
      ["/about", "/about"],
      ["/about/", "/about"],
      ["/contact", "/contact"],
      ["/contact?topic=visas", "/contact"],
    ]) {
      const answer = host(address);
      expect(answer.status, address).toBe(200);
      expect(answer.headers, address).toMatchObject({
        ...securityHeaders,
        "content-security-policy": pagePolicy(route, []),
        "cache-control": "no-cache",
      });
    }
    expect(host("/contact").headers["content-security-policy"]).not.toBe(
      host("/about").headers["content-security-policy"],
    );
  });

  it("send a page's file named directly to the page's address, where its rules are", () => {
    for (const [address, location] of <[string, string][]>[
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/contact/index.html?topic=visas", "/contact?topic=visas"],
    ])
      expect(host(address), address).toMatchObject({ status: 301, location });
  });

  it("answer an unknown address with the 404 page, which carries its own policy in its document", async () => {
    const answer = host("/no-such-page/deeper");
    expect(answer).toMatchObject({ status: 404, file: "404.html" });
    expect(answer.headers).toMatchObject(securityHeaders);
    const html = await readFile(path.join(client, "404.html"), "utf8");
    const policy = pagePolicy("/404.html", []);
    expect(html).toContain(withPolicyInDocument(page("Page Not Found"), policy).split("<title>")[0]);
    expect(html).toMatch(
      /^<!doctype html><html><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; /,
    );
    expect(html).not.toContain("frame-ancestors");
    // By its own address too, the Node server's and the static host's policy agree.
    expect(host("/404.html").headers["content-security-policy"]).toBe(policy);
  });

  it("give files a browser may open as documents, SVG and XML, inside /assets/ or not, the resource policy", () => {
    for (const address of ["/favicon.svg", "/assets/mark-abc.svg", "/blog/rss.xml", "/assets/app-abc.js"])
      expect(host(address).headers["content-security-policy"], address).toBe(resourcePolicy);
    expect(host("/sw.js").headers["content-security-policy"]).toBe(workerPolicy);
    expect(host("/assets/app-abc.js").headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("are the ones the Node server reads back for each page", async () => {
    const pages = pageHeadersFromHeadersFile(await readFile(path.join(client, "_headers"), "utf8"));
    for (const address of ["/", "/about", "/contact", "/404.html"])
      expect(pages.get(address)?.["content-security-policy"], address).toBe(pagePolicy(address, []));
    expect(pages.has("/*")).toBe(false);
    expect(pages.has("/admin")).toBe(false);
  });

  it("send every address of the content manager to the editor's origin, even were its files published", () => {
    for (const [address, location] of [
      ["/admin", `${editorOrigin}/admin/`],
      ["/admin/", `${editorOrigin}/admin/`],
      ["/admin/index.html", `${editorOrigin}/admin/index.html`],
      ["/admin/?x=1", `${editorOrigin}/admin/?x=1`],
    ] as [string, string][])
      expect(host(address), address).toMatchObject({ status: 301, location });
    // Another spelling finds no editor, only the 404 page.
    expect(host("/ADMIN/x")).toMatchObject({ status: 404, file: "404.html" });
  });
});

describe("the editor's site", () => {
  it("gives every answer the content manager's policy, an opener the sign-in popup can reach, and no index", async () => {
    const headers = await readFile(path.join(editor, "_headers"), "utf8");
    const everything = headers.split("\n\n")[0] ?? "";
    expect(everything.split("\n")[0]).toBe("/*");
    expect(everything).toContain(`  content-security-policy: ${adminPolicy}`);
    expect(everything).toContain("  cross-origin-opener-policy: same-origin-allow-popups");
    expect(everything).toContain(`  x-robots-tag: ${robotsTag}`);
    expect(everything).toContain("  x-frame-options: DENY");
    const names = headers
      .split("\n")
      .filter((line) => line.startsWith("  "))
      .map((line) => line.split(":")[0]);
    expect(new Set(names).size).toBe(names.length);
    expect(await readFile(path.join(editor, "_redirects"), "utf8")).toBe("/ /admin/ 302\n");
  });

  it("is not linked from the public site's redirects while the editor has no origin of its own", async () => {
    await writeStaticHostRedirects(client, undefined);
    expect(await readFile(path.join(client, "_redirects"), "utf8")).not.toContain("admin");
    await writeStaticHostRedirects(client, editorOrigin);
  });
});
