import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePolicy } from "#app/lib/page-policies.ts";
import { adminPolicy, policiesFromHeadersFile } from "#server/security.js";
import { writeHostHeaders, writeStaticHostRedirects } from "./host-headers";

/**
 * The static-host route (README, Deployment): `build/client` published without its `admin/` folder,
 * with the `_headers` and `_redirects` the build wrote, and the content editor on an origin of its
 * own. A small player of those files answers requests as Netlify and Cloudflare Pages do.
 */

const editorOrigin = "https://admin.saffronroute.example";
const publicOrigin = "https://www.saffronroute.example";

const pages: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "about/index.html": "<!doctype html><title>About</title>",
  "contact/index.html":
    '<!doctype html><title>Contact</title><iframe data-tally-src="https://tally.so/embed/form" title="Contact form"></iframe>',
  "404.html": "<!doctype html><title>Page Not Found</title>",
  "admin/index.html":
    '<!doctype html><title>Content manager</title><script type="module" src="/admin/assets/cms.js"></script>',
  "admin/assets/cms.js": "localStorage.setItem('decap-cms-user', token)",
};

let build: string;
let client: string;

beforeAll(async () => {
  build = await mkdtemp(path.join(tmpdir(), "saffron-static-host-"));
  client = path.join(build, "client");
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), text);
  }
  await writeHostHeaders(client);
});

afterAll(async () => {
  await rm(build, { recursive: true, force: true });
});

/** The files a static host publishes as the README says: build/client without admin/. */
async function publishedFiles(): Promise<Set<string>> {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter((file) => !file.startsWith("admin/")),
  );
}

type Answer = { status: number; location?: string; file?: string };

/**
 * A static host's answer. Rules apply top first; a source ending in `*` matches what starts with
 * it and `:splat` is what `*` matched; the query goes along. Netlify serves an existing file before
 * a rule without `!`; Cloudflare Pages applies the rule first (`rulesFirst`).
 */
function staticHost(files: Set<string>, redirects: string, rulesFirst: boolean) {
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
    if (rule && (rulesFirst || !file)) {
      const [source, destination, status] = rule;
      const splat = source.endsWith("*") ? pathname.slice(source.length - 1) : "";
      return { status: Number(status), location: `${destination.replace(":splat", splat)}${url.search}` };
    }
    return file ? { status: 200, file } : { status: 404, file: "404.html" };
  };
}

describe("the headers written for every way of serving", () => {
  it("give each page the policy app/lib/page-policies.ts declares for its address, read back as the Node server reads them", async () => {
    const policies = policiesFromHeadersFile(await readFile(path.join(client, "_headers"), "utf8"));
    for (const [address, expected] of [
      ["/", pagePolicy("/", [])],
      ["/about", pagePolicy("/about", [])],
      ["/contact", pagePolicy("/contact", [])],
      ["/404.html", pagePolicy("/404.html", [])],
      ["/admin", adminPolicy],
    ] as const)
      expect(policies.get(address), address).toBe(expected);
    expect(policies.get("/contact")).not.toBe(policies.get("/about"));
  });
});

describe("the static-host route with the content editor on its own origin", () => {
  it("sends every address of the content manager and its sign-in to the editor's origin, on either kind of host", async () => {
    await writeStaticHostRedirects(client, editorOrigin);
    const redirects = await readFile(path.join(client, "_redirects"), "utf8");
    const files = await publishedFiles();
    for (const rulesFirst of [false, true]) {
      const host = staticHost(files, redirects, rulesFirst);
      for (const [address, location] of [
        ["/admin", `${editorOrigin}/admin/`],
        ["/admin/", `${editorOrigin}/admin/`],
        ["/admin/index.html", `${editorOrigin}/admin/index.html`],
        ["/admin/assets/cms.js", `${editorOrigin}/admin/assets/cms.js`],
        ["/oauth/auth?provider=github&scope=repo", `${editorOrigin}/oauth/auth?provider=github&scope=repo`],
        ["/oauth/callback?code=c&state=s", `${editorOrigin}/oauth/callback?code=c&state=s`],
      ] as [string, string][])
        expect(host(address), `${address} (${rulesFirst ? "rules first" : "files first"})`).toEqual({
          status: 301,
          location,
        });
      // The public pages stay where they are; another spelling finds no editor, only the 404 page.
      expect(host("/")).toEqual({ status: 200, file: "index.html" });
      expect(host("/contact")).toEqual({ status: 200, file: "contact/index.html" });
      expect(host("/ADMIN/")).toEqual({ status: 404, file: "404.html" });
    }
  });

  it("writes no redirects while the editor shares the public site's origin", async () => {
    await rm(path.join(client, "_redirects"), { force: true });
    await writeStaticHostRedirects(client, undefined);
    expect(existsSync(path.join(client, "_redirects"))).toBe(false);
  });
});
