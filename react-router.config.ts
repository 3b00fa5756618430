import type { Config } from "@react-router/dev/config";
import { destinations } from "./app/data/destinations";
import { tripSlugs } from "./app/lib/content/route-lists.server";
import { fragmentPath, siteFragments } from "./app/utils/fragments";
import { finishBuild } from "./scripts/pipeline/finish-build.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR lets two builds (e.g. parallel work or a Node 24 check) run side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is prerendered to HTML at build time; there is no server rendering at request time.
  ssr: false,
  // React Router 8's behaviour, adopted ahead (docs/decisions/160-a-static-host-and-a-maintained-sign-in.md), except
  // the split route modules: scripts/pipeline/defer-javascript.ts rewrites the module script that
  // splitting changes, so adopting it starts there.
  future: {
    v8_viteEnvironmentApi: true,
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: false,
  },
  // Every static path of routes.ts, plus /404 for the catch-all (copied to 404.html after the
  // build), and the file of every part of a page drawn when the site builds (app/routes/fragment.tsx).
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
