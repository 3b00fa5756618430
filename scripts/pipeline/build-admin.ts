import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build, type BuildOptions, type Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { site } from "#app/data/site.ts";
import { dueItems, type AgingEntry } from "#app/lib/content/content-due.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import { guides, settingsFile, type FolderCollection } from "#app/lib/content/collections.ts";
import type { FestivalDates } from "#app/lib/content/trip-schema.ts";
import { loadTrips, type LoadedTrip } from "#app/lib/content/trips.server.ts";
import { buildDefines } from "./build-defines.ts";
import { tripsByCountry } from "./destination-index.ts";
import { publicPictureUses } from "./picture-uses.ts";

/**
 * The content manager (cms/, Decap CMS) is built on its own into build/editor/admin, after the
 * pages: none of its bytes reach the public site, and the editor's origin serves it at /admin with
 * its own policy (server/security.js). CMS_GITHUB_REPO ("owner/name") and CMS_GITHUB_BRANCH say
 * where it saves; CMS_AUTH_URL where staff sign in (the agency's sign-in client).
 */

const root = path.resolve(import.meta.dirname, "../..");

const defaultRepository = "saffron-route/website";

/**
 * An origin of its own from the environment, not the public site's, such as
 * https://admin.example.com; undefined when not set (this machine, the tests).
 */
function ownOrigin(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const origin = URL.canParse(value.trim()) ? new URL(value.trim()).origin : "";
  if (origin !== value.trim().replace(/\/+$/, "") || origin === site.origin)
    throw new Error(
      `${name} must be an origin of its own, not the site's, such as https://admin.example.com (got ${value}).`,
    );
  return origin;
}

/** ADMIN_ORIGIN, the content editor's own origin (docs/decisions/160-a-static-host-and-a-maintained-sign-in.md). */
export const editorOrigin = (value: string | undefined) => ownOrigin("ADMIN_ORIGIN", value);

function cmsSettings(environment: NodeJS.ProcessEnv = process.env) {
  // An editor on its own origin is the production one: without the sign-in client, no one could sign in.
  if (editorOrigin(environment.ADMIN_ORIGIN) && !environment.CMS_AUTH_URL?.trim())
    throw new Error("ADMIN_ORIGIN is set without CMS_AUTH_URL, the sign-in client's address (docs/agency-setup.md).");
  return {
    repo: environment.CMS_GITHUB_REPO?.trim() || defaultRepository,
    branch: environment.CMS_GITHUB_BRANCH?.trim() || "main",
    origin: site.origin,
    authUrl: ownOrigin("CMS_AUTH_URL", environment.CMS_AUTH_URL),
  };
}

/** The entries of a collection of YAML files, parsed (the pages' build has checked them), with their paths. */
function yamlEntries<T>(collection: FolderCollection): { file: string; data: T }[] {
  const directory = path.join(root, collection.folder);
  return readdirSync(directory)
    .filter((file) => file.endsWith(`.${collection.extension}`))
    .map((file) => ({
      file: `${collection.folder}/${file}`,
      data: parseYaml(readFileSync(path.join(directory, file), "utf8")) as T,
    }));
}

/**
 * Each guide's month-by-month table, by country, as published (the pages' build has checked the
 * guides): the content manager checks a trip's regions against it before it saves.
 */
const guideMonths = () =>
  Object.fromEntries(
    yamlEntries<{ name: string; tips: { whenToGo: unknown } }>(guides).map(({ data }) => [
      data.name,
      data.tips.whenToGo,
    ]),
  );

/** The festivals of content/settings/festivals.json, as published. */
const festivals = () =>
  (JSON.parse(readFileSync(path.join(root, settingsFile("festivals").file), "utf8")) as { festivals: FestivalDates[] })
    .festivals;

/**
 * What is due on the build's day (app/lib/content/content-due.ts): the trips' prices (against
 * their best months, read from their guides) and last checks, the festivals with no dates still to
 * come, and the guides' last checks, as published.
 */
function contentDue(trips: readonly LoadedTrip[], festivalList: readonly FestivalDates[]) {
  const entries: AgingEntry[] = [
    ...trips.map((trip) => ({
      title: trip.title,
      file: trip.file,
      checked: trip.price.checked,
      validUntil: trip.price.validUntil,
      bestMonths: trip.bestMonths,
    })),
    ...yamlEntries<{ name: string; checked: string }>(guides).map(({ file, data }) => ({
      title: `${data.name} guide`,
      file,
      checked: String(data.checked),
    })),
  ];
  return dueItems(entries, publishingDate(), festivalList);
}

/** A module's code without one statement, which must be there: a new version that changes it fails the build. */
function without(statement: string): (code: string) => string {
  return (code) => {
    if (!code.includes(statement)) throw new Error(`expected to remove ${statement}: has the package changed?`);
    return code.replace(statement, "");
  };
}

/**
 * The modules of Decap's packages that make code from text, rewritten in this bundle so that the
 * content manager runs nothing it reads and its policy refuses code made from text
 * (docs/decisions/132-the-editor-evaluates-no-code.md):
 * - gray-matter's engines: its JavaScript engine runs as code a front matter opened with `---js` or
 *   `---javascript`, whatever format the collection names. The Markdown format reads no such file
 *   (cms/content-format.ts); were it reached, gray-matter, left with the YAML, TOML and JSON
 *   parsers Decap gives it, refuses any other language ("engine is not registered").
 * - Decap's TOML format, whose parser (@iarna/toml) calls eval() as it loads: no file here is TOML,
 *   and a front matter opened with `---toml` is refused with it.
 * - Decap's check of its configuration, which compiles its schema with ajv, that is with
 *   new Function(): the configuration is this project's code (cms/config.ts, checked by
 *   cms/config.test.ts and loaded by every browser test of /admin), never something staff write.
 * - ts-invariant (of the GitHub backend), which defines a global `process` with new Function().
 */
const rewrittenModules: Record<string, (code: string) => string> = {
  "gray-matter/lib/engines.js": () => "module.exports = {};",
  "decap-cms-core/dist/esm/formats/toml.js": () =>
    'const refuse = () => { throw new Error("TOML is not read here"); }; export default { fromFile: refuse, toFile: refuse };',
  "decap-cms-core/dist/esm/constants/configSchema.js": () => "export function validateConfig() {}",
  "ts-invariant/lib/invariant.esm.js": without('Function("stub", "process = stub")(processStub);'),
};

const evaluateNothing: Plugin = {
  name: "evaluate-nothing",
  transform(code, id) {
    const file = id.replaceAll("\\", "/");
    const rewritten = Object.keys(rewrittenModules).find((name) => file.endsWith(`/node_modules/${name}`));
    return rewritten ? rewrittenModules[rewritten]!(code) : null;
  },
};

/**
 * Rolldown's notices about Decap's packages that say nothing about this bundle, so a clean build
 * prints no warning: MODULE_LEVEL_DIRECTIVE, for the "use client" marks of React Server
 * Components, which mean nothing in a browser-only bundle; and EVAL in js-sha256 alone, whose
 * `eval("require(...)")` runs only under Node. Any other code that evaluates code fails the build.
 */
function isPackageNotice(log: { code?: string }, file: string): boolean {
  if (!/node_modules[\\/]/.test(file)) return false;
  return log.code === "MODULE_LEVEL_DIRECTIVE" || (log.code === "EVAL" && /[\\/]js-sha256[\\/]/.test(file));
}

const quietAboutPackages: NonNullable<NonNullable<BuildOptions["rolldownOptions"]>["onLog"]> = (
  level,
  log,
  handler,
) => {
  const file = log.id ?? log.loc?.file ?? "";
  if (level === "warn" && isPackageNotice(log, file)) return;
  if (log.code === "EVAL")
    throw new Error(`the content manager must evaluate no code, yet ${file || "its own code"} calls eval()`);
  handler(level, log);
};

export async function buildAdmin(editorDirectory: string): Promise<void> {
  const started = Date.now();
  const trips = loadTrips();
  const festivalList = festivals();
  await build({
    configFile: false,
    mode: "production",
    root: path.join(root, "cms"),
    base: "/admin/",
    logLevel: "warn",
    plugins: [
      evaluateNothing,
      tailwindcss(),
      {
        name: "admin-title",
        transformIndexHtml: (html) =>
          html.replace("<title>Content manager</title>", `<title>Content manager · ${site.brandName}</title>`),
      },
    ],
    define: {
      ...buildDefines,
      __CMS_SETTINGS__: JSON.stringify(cmsSettings()),
      // Which entries use which picture: the warning before a picture is deleted.
      __PICTURE_USES__: JSON.stringify(publicPictureUses(root)),
      __GUIDE_MONTHS__: JSON.stringify(guideMonths()),
      // Which trips name each guide's country, as published: deleting a guide in use is refused.
      __GUIDE_TRIPS__: JSON.stringify(Object.fromEntries(tripsByCountry(root))),
      __CONTENT_DUE__: JSON.stringify(contentDue(trips, festivalList)),
      // The festivals, as published: the content manager asks a trip in their months to name them.
      __FESTIVALS__: JSON.stringify(festivalList),
      // Each trip's price's last day, as published: no two trips' prices end on one day.
      __PRICE_ENDS__: JSON.stringify(
        trips.map(({ file, title, price }) => ({ file, title, validUntil: price.validUntil })),
      ),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      outDir: path.resolve(editorDirectory, "admin"),
      emptyOutDir: true,
      // The policy of /admin allows files from this site, not data: URIs.
      assetsInlineLimit: 0,
      minify: true,
      chunkSizeWarningLimit: 8000,
      reportCompressedSize: false,
      rolldownOptions: { onLog: quietAboutPackages },
    },
  });
  console.log(`content manager: built into admin/ in ${Date.now() - started} ms`);
}

// `tsx scripts/pipeline/build-admin.ts <editor directory>`: the content manager alone (npm run dev uses it).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildAdmin(process.argv[2] ?? path.join(root, "build/editor"));
}
