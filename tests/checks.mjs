// @ts-check
/**
 * What `npm test` runs between the assets and the browser tests: two lanes side by side, each a
 * list of commands run in order. Most of these tools use one core and CI has two, so the lanes
 * take about half the time one line of them took; each lane holds about half of their CPU time
 * (docs/decisions/187-the-test-command-in-five-minutes.md). A lane stops at its first failure;
 * each command's output is printed whole once it ends, so the lanes' lines never mix.
 *   node tests/checks.mjs
 */
import { spawn } from "node:child_process";
import path from "node:path";

const lanes = [
  // typegen writes the route types tsc reads.
  ["react-router typegen", "tsc", "knip", "vitest run"],
  ["prettier --check .", "eslint .", "react-router build"],
];

/** The project's own programs first, as npm runs a script, also when this file is run by hand. */
const bin = path.resolve(import.meta.dirname, "../node_modules/.bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

/** @param {string} command @returns {Promise<number>} its exit code, once its output is printed */
function run(command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"], env });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command} (${seconds} s${code === 0 ? "" : `, exit ${code}`})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    }),
  );
}

/** @param {string[]} commands */
async function runLane(commands) {
  for (const command of commands) {
    const code = await run(command);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(lanes.map(runLane));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
