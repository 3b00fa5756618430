/**
 * npm run bench (record 168, docs/benchmarks/README.md): Lighthouse over every page and
 * its script-free twin, served over HTTPS and HTTP/2 on 127.0.0.1 and 127.0.0.2 and measured in
 * turn, so that both see the same moments of this machine's load. Chromium itself throttles the
 * CPU (Lighthouse's devtools throttling), at the slowdown calibrated to the benchmark index of the
 * run before (a warm-up run for the first), so a long task in the report is one the page ran.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildServer, filesOf } from "#server/app.js";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";
import { selfSignedCertificate } from "#tests/support/self-signed-certificate.ts";
import { calibratedMultiplier, calibration } from "./calibration.ts";
import { buildScriptFreeTwin } from "./script-free-twin.ts";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDirectory = path.join(buildDirectory, "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error(`No build in ${buildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 0);
/** The first is judged; another ("simulate": Lighthouse's Lantern estimate) is measured beside it, run by run. */
const methods = (process.env.BENCH_THROTTLING ?? "devtools").split(",").map((method) => method.trim());
const reports = path.resolve(".lighthouse");
/** The most hydration may add to a page's LCP and to its TBT: page minus twin, medians, in ms. */
const allowance = 50;
/** The least performance score of a page (median). */
const minimumScore = 98;

/** Every prerendered page but the offline fallback and the content manager. */
async function pagePaths(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",").map((page) => page.trim());
  return (await filesOf(clientDirectory))
    .filter((file) => path.posix.basename(file) === "index.html")
    .map((file) => `/${path.posix.dirname(file).replace(/^\.$/, "")}`)
    .filter((page) => page !== "/offline" && page !== "/admin")
    .sort();
}

interface Report {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number }[] } }>;
  environment: { benchmarkIndex: number };
}

interface Run {
  index: number;
  score: number;
  lcp: number;
  tbt: number;
  longestTask: number;
}

/** Lighthouse 13 needs Node 22.19 or later: the machine's Node if it is, else the Node 24 the browser tests run on. */
const lighthouseNode = (() => {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return process.execPath;
  const folder = execFileSync(process.execPath, ["tests/browser-tests.mjs", "--node-dir"], { encoding: "utf8" });
  return path.join(folder.trim(), "node");
})();
const lighthouseCli = path.resolve("node_modules/lighthouse/cli/index.js");
let reportCount = 0;

/** One Lighthouse run, in a browser of its own; never synchronously: the servers live in this process. */
async function lighthouse(url: string, method: string, multiplier: number): Promise<Run & { version: string }> {
  reportCount += 1;
  const output = path.join(reports, `${String(reportCount).padStart(3, "0")}-${method}.json`);
  const args = [
    lighthouseCli,
    url,
    "--quiet",
    "--only-categories=performance",
    "--output=json",
    "--output=html",
    `--output-path=${output.replace(/\.json$/, "")}`,
    `--throttling-method=${method}`,
    `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    // The certificate is made for the bench only. Every host but the bench's two addresses
    // resolves to nothing, so no run reaches the internet (the contact form's host included).
    `--chrome-flags=${[
      ...chromiumFlags,
      "--ignore-certificate-errors",
      '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2"',
    ].join(" ")}`,
  ];
  // On a busy host a trace is now and then lost (NO_NAVSTART): that run is made again, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    const child = spawn(lighthouseNode, args, { stdio: "inherit", env: { ...process.env, CHROME_PATH: chromiumPath } });
    const [code] = (await once(child, "exit")) as [number | null];
    if (code === 0) break;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}`);
    console.log(`Lighthouse failed on ${url}; running it again`);
  }
  const report = JSON.parse(await readFile(output.replace(/\.json$/, ".report.json"), "utf8")) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? 0;
  const tasks = report.audits["long-tasks"]?.details?.items?.map((item) => item.duration ?? 0) ?? [];
  return {
    version: report.lighthouseVersion,
    index: report.environment.benchmarkIndex,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    longestTask: Math.max(0, ...tasks),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** BENCH_AGAINST: another build, measured in place of the twin. */
const against = process.env.BENCH_AGAINST;
const twinDirectory = against ? path.resolve(against, "client") : path.join(buildDirectory, "script-free-twin");
if (!against) await buildScriptFreeTwin(clientDirectory, twinDirectory);
const tls = await selfSignedCertificate();
const servers = await Promise.all([clientDirectory, twinDirectory].map((root) => buildServer({ root, tls })));
const [page, twin] = (await Promise.all(
  servers.map((server, index) => server.listen({ port, host: `127.0.0.${index + 1}` })),
)) as [string, string];
const pages = await pagePaths();
const rows: string[] = [];
const missed: string[] = [];
let version = "";
const ms = (value: number) => `${value > 0 ? "+" : ""}${Math.round(value)}`;
try {
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports);
  // The warm-up gives the first run its index.
  let index = (await lighthouse(`${page}${pages[0] ?? "/"}`, methods[0]!, calibration.defaultMultiplier)).index;
  for (const pagePath of pages) {
    const measured = new Map<string, { page: Run[]; twin: Run[]; multipliers: number[] }>(
      methods.map((method) => [method, { page: [], twin: [], multipliers: [] }]),
    );
    for (let round = 1; round <= runs; round += 1) {
      for (const method of methods) {
        const of = measured.get(method)!;
        for (const [origin, list] of [
          [page, of.page],
          [twin, of.twin],
        ] as const) {
          const multiplier = calibratedMultiplier(index);
          const run = await lighthouse(`${origin}${pagePath}`, method, multiplier);
          ({ version, index } = run);
          list.push(run);
          of.multipliers.push(multiplier);
          console.log(
            `${pagePath} ${origin === page ? "page" : "twin"} ${method} ${round}/${runs}: index ${Math.round(run.index)}, CPU ${multiplier}x, perf ${run.score}, LCP ${Math.round(run.lcp)}, TBT ${Math.round(run.tbt)}, longest task ${Math.round(run.longestTask)}`,
          );
        }
      }
    }
    for (const [method, of] of measured) {
      const both = [...of.page, ...of.twin];
      const indices = both.map((run) => run.index);
      const at = (list: Run[], read: (run: Run) => number) => median(list.map(read));
      const added = {
        LCP: at(of.page, (run) => run.lcp) - at(of.twin, (run) => run.lcp),
        TBT: at(of.page, (run) => run.tbt) - at(of.twin, (run) => run.tbt),
      };
      const score = at(of.page, (run) => run.score);
      const over = [
        ...Object.entries(added)
          .filter(([, value]) => value > allowance)
          .map(([metric, value]) => `${metric} ${ms(value)} ms`),
        ...(score < minimumScore ? [`performance ${score}`] : []),
      ];
      if (method === methods[0]) missed.push(...over.map((problem) => `${pagePath}: ${problem}`));
      rows.push(
        `| ${pagePath} | ${method} | ${Math.round(median(indices))} (${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))}) | ${Math.round(median(of.multipliers) * 100) / 100}x | ${score} / ${at(of.twin, (run) => run.score)} | ${Math.round(at(of.page, (run) => run.lcp))} / ${Math.round(at(of.twin, (run) => run.lcp))} | ${ms(added.LCP)} | ${Math.round(at(of.page, (run) => run.tbt))} / ${Math.round(at(of.twin, (run) => run.tbt))} | ${ms(added.TBT)} | ${Math.round(at(of.page, (run) => run.longestTask))} / ${Math.round(at(of.twin, (run) => run.longestTask))} | ${method !== methods[0] ? "beside" : over.length ? "over" : "within"} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(
    `\nLighthouse ${version}, mobile, over HTTP/2 and TLS; page and twin interleaved, ${runs} runs each; medians, times in ms. Index: the host's benchmark index, median (min-max) of the page's runs; CPU slowdown: ${calibration.defaultMultiplier}x x index / ${calibration.referenceIndex} (${calibration.minimum}x-${calibration.maximum}x), from the index of the run before. Judged (${methods[0]}): page - twin within ${allowance} ms, performance at least ${minimumScore}.\n`,
  );
  console.log(
    "| page | throttling | index | CPU slowdown | perf page / twin | LCP page / twin | LCP page - twin | TBT page / twin | TBT page - twin | longest task page / twin | |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  console.log(rows.join("\n"));
  console.log(
    missed.length
      ? `\nOver the bench's bounds:\n${missed.map((line) => `- ${line}`).join("\n")}`
      : `\nOn every page, hydration adds at most ${allowance} ms of LCP and of TBT, and performance is at least ${minimumScore}.`,
  );
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
process.exit(missed.length ? 1 : 0);
