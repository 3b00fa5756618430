import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { buildDefines } from "./scripts/pipeline/build-defines.ts";

const include = [
  "app/**/*.test.{ts,tsx}",
  "cms/**/*.test.{ts,tsx}",
  "server/**/*.test.{js,ts}",
  "scripts/**/*.test.ts",
  "tests/*.test.ts",
  "art/**/*.test.ts",
];

/**
 * The other files share one module graph per worker, which saves two thirds of the unit tests' time
 * (record 187); a module replaced with `vi.mock` would leak into the files after it.
 */
const replacingModules = ["app", "cms", "server", "scripts", "tests", "art"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.(ts|tsx|js)$/.test(file) && !file.includes("node_modules"))
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8"))),
);

export default defineConfig({
  define: buildDefines,
  test: {
    environment: "node",
    setupFiles: ["./tests/unit-setup.ts"],
    restoreMocks: true,
    // They run beside the build (record 187): on a loaded machine, tests of a second alone took over five.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "shared", include, exclude: replacingModules, isolate: false } },
      { extends: true, test: { name: "isolated", include: replacingModules, sequence: { groupOrder: 1 } } },
    ],
  },
});
