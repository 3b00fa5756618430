import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build, type Plugin } from "vite";
import { booking } from "#app/data/booking.ts";
import { site } from "#app/data/site.ts";
import { datedFacts } from "#app/generated/settings/dated-facts.ts";
import { festivalCalendar } from "#app/generated/settings/festivals.ts";
import { dueItems, type AgingEntry } from "#app/lib/content/content-due.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import { guides as guidesCollection } from "#app/lib/content/collections.ts";
import { loadDestinationGuides } from "#app/lib/content/destinations.server.ts";
import { loadTrips } from "#app/lib/content/trips.server.ts";
import { slugify } from "#app/utils/slug.ts";
import { buildDefines } from "./build-defines.ts";
import { cmsSettings } from "./cms-settings.ts";
import { tripsByCountry } from "./destination-index.ts";
import { publicPictureUses } from "./picture-uses.ts";

/**
 * The content manager (cms/) is built on its own into build/editor/admin, after the pages, so none
 * of its bytes reach the public site (record 181). CMS_GITHUB_REPO and CMS_GITHUB_BRANCH say where
 * it saves, CMS_AUTH_URL where staff sign in.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Decap's modules that make code from text, rewritten to run nothing they read (record 132). */
const rewrittenModules: Record<string, (code: string) => string> = {
  "gray-matter/lib/engines.js": () => "module.exports = {};",
  "decap-cms-core/dist/esm/formats/toml.js": () =>
    'const refuse = () => { throw new Error("TOML is not read here"); }; export default { fromFile: refuse, toFile: refuse };',
  "decap-cms-core/dist/esm/constants/configSchema.js": () => "export function validateConfig() {}",
  "ts-invariant/lib/invariant.esm.js": (code) => {
    const statement = 'Function("stub", "process = stub")(processStub);';
    if (!code.includes(statement)) throw new Error(`expected to remove ${statement}: has the package changed?`);
    return code.replace(statement, "");
  },
};

const evaluateNothing: Plugin = {
  name: "evaluate-nothing",
  transform(code, id) {
    const file = id.replaceAll("\\", "/");
    const rewritten = Object.keys(rewrittenModules).find((name) => file.endsWith(`/node_modules/${name}`));
    return rewritten ? rewrittenModules[rewritten]!(code) : null;
  },
};

export async function buildAdmin(editorDirectory: string): Promise<void> {
  const started = Date.now();
  const trips = loadTrips();
  const guides = loadDestinationGuides();
  const { festivals } = festivalCalendar;
  // What is due on the build's day (app/lib/content/content-due.ts), as published.
  const aging: AgingEntry[] = [
    ...trips.map((trip) => ({
      title: trip.title,
      file: trip.file,
      checked: trip.price.checked,
      validUntil: trip.price.validUntil,
      bestMonths: trip.bestMonths,
    })),
    ...guides.map((guide) => ({
      title: `${guide.name} guide`,
      file: `${guidesCollection.folder}/${slugify(guide.name)}.${guidesCollection.extension}`,
      checked: guide.checked,
    })),
  ];
  await build({
    configFile: false,
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
      // The content as published, for the checks and warnings of cms/main.tsx.
      __PICTURE_USES__: JSON.stringify(publicPictureUses(root)),
      __GUIDE_MONTHS__: JSON.stringify(Object.fromEntries(guides.map((guide) => [guide.name, guide.tips.whenToGo]))),
      __GUIDE_TRIPS__: JSON.stringify(Object.fromEntries(tripsByCountry(root))),
      __CONTENT_DUE__: JSON.stringify(
        dueItems(aging, publishingDate(), festivals, {
          facts: datedFacts.facts,
          priceBasisSince: booking.gstSince,
        }),
      ),
      __FESTIVALS__: JSON.stringify(festivals),
      __PRICE_ENDS__: JSON.stringify(
        trips.map(({ file, title, price }) => ({ file, title, validUntil: price.validUntil })),
      ),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      outDir: path.resolve(editorDirectory, "admin"),
      emptyOutDir: true,
      // The policy allows files from self, not data: URIs.
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 8000,
      reportCompressedSize: false,
      rolldownOptions: {
        // The content manager, and the staff page of the site's own counts (record 164).
        input: [path.join(root, "cms/index.html"), path.join(root, "cms/counts/index.html")],
        // "use client" marks and js-sha256's Node-only eval() are harmless; any other eval() fails the build (132).
        onLog(level, log, handler) {
          const file = log.id ?? log.loc?.file ?? "";
          const notice =
            log.code === "MODULE_LEVEL_DIRECTIVE" || (log.code === "EVAL" && /[\\/]js-sha256[\\/]/.test(file));
          if (level === "warn" && notice && /node_modules[\\/]/.test(file)) return;
          if (log.code === "EVAL")
            throw new Error(`the content manager must evaluate no code, yet ${file || "its own code"} calls eval()`);
          handler(level, log);
        },
      },
    },
  });
  console.log(`content manager: built into admin/ in ${Date.now() - started} ms`);
}

// `tsx scripts/pipeline/build-admin.ts <editor directory>`: the content manager alone (dev-admin.ts).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildAdmin(process.argv[2] ?? path.join(root, "build/editor"));
}
