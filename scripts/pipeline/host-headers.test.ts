import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePolicy } from "#app/lib/page-policies.ts";
import { adminPolicy, policiesFromHeadersFile, robotsTag } from "#server/security.js";
import { sealInlineScripts, writeEditorHostFiles, writeHostHeaders, writeStaticHostRedirects } from "./host-headers";

/**
 * The static host (docs/decisions/160-a-static-host-and-a-maintained-sign-in.md): `build/client`
 * published as the public site with the `_headers` and `_redirects` the build wrote, and the
 * content editor on an origin of its own. A small player of `_redirects` answers as Netlify does.
 */

const editorOrigin = "https://admin.saffronroute.example";
const publicOrigin = "https://www.saffronroute.example";

const pages: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "about/index.html": "<!doctype html><title>About</title>",
  "contact/index.html":
    '<!doctype html><title>Contact</title><iframe data-tally-src="https://tally.so/embed/form" title="Contact form"></iframe>',
  "404.html": "<!doctype html><title>Page Not Found</title>",
  // A content manager left in the public folder by mistake: the rules still send its addresses away.
  "admin/index.html": "<!doctype html><title>Content manager</title>",
};

let build: string;
let client: string;
let editor: string;

beforeAll(async () => {
  build = await mkdtemp(path.join(tmpdir(), "saffron-static-host-"));
  client = path.join(build, "client");
  editor = path.join(build, "editor");
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), text);
  }
  await mkdir(editor);
  await writeHostHeaders(client, await sealInlineScripts(client, "a-build-token"));
  await writeEditorHostFiles(editor);
});

afterAll(async () => {
  await rm(build, { recursive: true, force: true });
});

type Answer = { status: number; location?: string; file?: string };

/**
 * Netlify's answer. Rules apply top first; a source ending in `*` matches what starts with it and
 * `:splat` is what `*` matched; the query goes along. An existing file is served before a rule,
 * unless its status ends in `!`.
 */
function netlify(files: ReadonlySet<string>, redirects: string) {
  const rules = redirects
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);
  return (address: string): Answer => {
    const url = new URL(address, publicOrigin);
    const pathname = url.pathname;
    const candidate = pathname.endsWith("/") ? `${pathname.slice(1)}index.html` : pathname.slice(1);
    const file = [candidate, `${candidate}/index.html`].find((name) => files.has(name));
    const rule = rules.find(([source]) =>
      source.endsWith("*") ? pathname.startsWith(source.slice(0, -1)) : pathname === source,
    );
    if (rule && (rule[2].endsWith("!") || !file)) {
      const [source, destination, status] = rule;
      const splat = source.endsWith("*") ? pathname.slice(source.length - 1) : "";
      return { status: Number.parseInt(status, 10), location: `${destination.replace(":splat", splat)}${url.search}` };
    }
    return file ? { status: 200, file } : { status: 404, file: "404.html" };
  };
}

describe("the headers written for the static host", () => {
  it("give each page the policy app/lib/page-policies.ts declares for its address, read back as the Node server reads them", async () => {
    const policies = policiesFromHeadersFile(await readFile(path.join(client, "_headers"), "utf8"));
    for (const address of ["/", "/about", "/contact", "/404.html"])
      expect(policies.get(address), address).toBe(pagePolicy(address, []));
    expect(policies.get("/contact")).not.toBe(policies.get("/about"));
    expect(policies.has("/admin")).toBe(false);
  });

  it("give the editor's site the content manager's policy, an opener the sign-in popup can reach, and no index", async () => {
    const headers = await readFile(path.join(editor, "_headers"), "utf8");
    const everything = headers.split("\n\n")[0] ?? "";
    expect(everything.split("\n")[0]).toBe("/*");
    expect(everything).toContain(`  content-security-policy: ${adminPolicy}`);
    expect(everything).toContain("  cross-origin-opener-policy: same-origin-allow-popups");
    expect(everything).toContain(`  x-robots-tag: ${robotsTag}`);
    expect(everything).toContain("  x-frame-options: DENY");
    // Netlify joins every rule that matches: each header is given once for any path.
    const names = headers
      .split("\n")
      .filter((line) => line.startsWith("  "))
      .map((line) => line.split(":")[0]);
    expect(new Set(names).size).toBe(names.length);
    expect(await readFile(path.join(editor, "_redirects"), "utf8")).toBe("/ /admin/ 302\n");
  });
});

describe("the public site with the content editor on its own origin", () => {
  it("sends every address of the content manager to the editor's origin, even were its files published", async () => {
    await writeStaticHostRedirects(client, editorOrigin);
    const host = netlify(new Set(Object.keys(pages)), await readFile(path.join(client, "_redirects"), "utf8"));
    for (const [address, location] of [
      ["/admin", `${editorOrigin}/admin/`],
      ["/admin/", `${editorOrigin}/admin/`],
      ["/admin/index.html", `${editorOrigin}/admin/index.html`],
      ["/admin/?x=1", `${editorOrigin}/admin/?x=1`],
    ] as [string, string][])
      expect(host(address), address).toEqual({ status: 301, location });
    // The public pages stay where they are; another spelling finds no editor, only the 404 page.
    expect(host("/")).toEqual({ status: 200, file: "index.html" });
    expect(host("/contact")).toEqual({ status: 200, file: "contact/index.html" });
    expect(host("/ADMIN/x")).toEqual({ status: 404, file: "404.html" });
  });

  it("writes no redirects while the editor has no origin of its own (this machine, the tests)", async () => {
    await rm(path.join(client, "_redirects"), { force: true });
    await writeStaticHostRedirects(client, undefined);
    expect(existsSync(path.join(client, "_redirects"))).toBe(false);
  });
});
