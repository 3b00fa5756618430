import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Built on its own by scripts/pipeline/build-admin.ts.
    "cms/main.tsx",
    "cms/counts/counts-page.ts",
    // Bundled by scripts/pipeline/count-functions.ts into the host's functions.
    "server/counts/functions.js",
    // Run by hand with tsx.
    "art/{render,contact-sheet}.ts",
  ],
  ignoreDependencies: [
    // Read by file path: scripts/pipeline/fonts subsets their files, and the social images load one.
    "@fontsource-variable/figtree",
    "@fontsource-variable/fraunces",
    // Resolved by path (require.resolve of its countries-50m.json) in app/lib/maps/geo.server.ts.
    "world-atlas",
    // Declared so that Decap's react-router-dom 5 stays nested (docs/decisions/149-content-manager.md).
    "react-router-dom",
    // Its command-line program is run by scripts/bench/bench.ts, on Node 24.
    "lighthouse",
  ],
  // System tools, not packages: the server test makes a throwaway certificate with openssl, and a
  // throwaway PostgreSQL runs as its own user by runuser (tests/support/postgres.ts).
  ignoreBinaries: ["openssl", "runuser"],
  compilers: {
    // Tailwind 4 is imported from CSS (`@import "tailwindcss"`): read the CSS imports as imports.
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
};

export default config;
