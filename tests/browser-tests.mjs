// @ts-check
/**
 * The browser tests on Node 24, the production runtime. `npm test` runs the typecheck, the unit
 * tests and the build on the Node it is started with (the oldest that `engines` names, 20.19, on
 * the machines here), then this: the Playwright runner, the production server it starts, the
 * servers the tests start themselves and the content manager journey's rebuild of a copy of the
 * project all run on Node 24, first on PATH (docs/decisions/162-tests.md).
 * The Node 24 used is the one that runs this script, when it is a Node 24; otherwise the registry's
 * build pinned in tests/support/node24.mjs.
 *   npm run test:browser [-- playwright test arguments]
 */
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { pinnedNode24 } from "./support/node24.mjs";

const root = path.resolve(import.meta.dirname, "..");
const playwright = path.join(root, "node_modules/@playwright/test/cli.js");

/** @param {string} node @param {Record<string, string>} env */
function runBrowserTests(node, env = {}) {
  const result = spawnSync(node, [playwright, "test", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  process.exit(result.status ?? 1);
}

if (process.platform !== "linux" || process.arch !== "x64") {
  console.log(
    `test:browser: the registry's Node 24 binary is for linux-x64; the browser tests run on this Node (${process.version}).`,
  );
  runBrowserTests(process.execPath);
}

if (process.versions.node.split(".")[0] === "24") {
  console.log(`test:browser: the browser tests and the servers they start run on this Node (${process.version})`);
  runBrowserTests(process.execPath);
}

const binary = pinnedNode24();
const version = execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
console.log(`test:browser: the browser tests and the servers they start run on Node ${version}`);
runBrowserTests(binary, { PATH: `${path.dirname(binary)}:${process.env.PATH}` });
