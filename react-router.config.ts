import { randomBytes } from "node:crypto";
import type { Config } from "@react-router/dev/config";
import { destinations } from "./app/data/destinations";
import { tripSlugs } from "./app/lib/content/route-lists.server";
import { fragmentPath, siteFragments } from "./app/utils/fragments";
import { finishBuild } from "./scripts/pipeline/finish-build.ts";
import { inlineScriptTokenVariable } from "./server/inline-scripts.js";

// A token of this build, which React Router writes as the nonce of its inline scripts while it
// prerenders and the build removes once it has hashed them (docs/decisions/169-inline-scripts-marked-by-the-build.md).
process.env[inlineScriptTokenVariable] ??= randomBytes(18).toString("base64url");

export default {
  // BUILD_DIR lets two builds run side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // React Router 8's behaviour (record 140), except split route modules: they change the module
  // script scripts/pipeline/defer-javascript.ts rewrites.
  future: {
    v8_viteEnvironmentApi: true,
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: false,
  },
  // /404 becomes 404.html after the build; fragments are the parts of pages drawn at build time.
  async prerender({ getStaticPaths }) {
    const fragments = siteFragments(
      destinations.map(({ slug }) => slug),
      tripSlugs(),
    );
    return [...getStaticPaths(), "/404", ...fragments.map(({ name }) => fragmentPath(name))];
  },
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
