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
const reports = path.resolve(".lighthouse");
/** The most hydration may add to a page's LCP and to its TBT: page minus twin, medians, in ms. */
const allowance = 50;
/** The least performance score of a page (median). */
const minimumScore = 98;

interface Report {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number }[] } }>;
  environment: { benchmarkIndex: number };
}

/** One run's figures, as the table prints them. */
const measures = ["index", "perf", "LCP", "TBT", "longest task"] as const;
type Run = Record<(typeof measures)[number], number> & { slowdown: number };

/** Lighthouse 13 needs Node 22.19 or later: the machine's Node if it is, else the Node 24 the browser tests run on. */
const lighthouseNode = (() => {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return process.execPath;
  const folder = execFileSync(process.execPath, ["tests/browser-tests.mjs", "--node-dir"], { encoding: "utf8" });
  return path.join(folder.trim(), "node");
})();
let reportCount = 0;
let version = "";

/** One Lighthouse run, in a browser of its own; never synchronously: the servers live in this process. */
async function lighthouse(url: string, slowdown: number): Promise<Run> {
  reportCount += 1;
  const output = path.join(reports, String(reportCount).padStart(3, "0"));
  const args = [
    path.resolve("node_modules/lighthouse/cli/index.js"),
    url,
    "--quiet",
    "--only-categories=performance",
    "--output=json",
    "--output=html",
    `--output-path=${output}`,
    "--throttling-method=devtools",
    `--throttling.cpuSlowdownMultiplier=${slowdown}`,
    // The certificate is made for the bench only. Every host but the bench's two addresses
    // resolves to nothing, so no run reaches the internet (the contact form's host included).
    `--chrome-flags=${[
      "--headless=new",
      ...chromiumFlags,
      "--ignore-certificate-errors",
      // The home carousel holds still, as for a reader who asks for less motion: its rotation every
      // four seconds is what the page does once loaded, which Lighthouse would read as a page still
      // drawing (docs/decisions/191).
      "--force-prefers-reduced-motion",
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
  const report = JSON.parse(await readFile(`${output}.report.json`, "utf8")) as Report;
  version = report.lighthouseVersion;
  const audit = (id: string) => report.audits[id]?.numericValue ?? 0;
  const tasks = report.audits["long-tasks"]?.details?.items?.map((item) => item.duration ?? 0) ?? [];
  return {
    index: report.environment.benchmarkIndex,
    slowdown,
    perf: Math.round((report.categories.performance.score ?? 0) * 100),
    LCP: audit("largest-contentful-paint"),
    TBT: audit("total-blocking-time"),
    "longest task": Math.max(0, ...tasks),
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
const origins = (await Promise.all(
  servers.map((server, index) => server.listen({ port, host: `127.0.0.${index + 1}` })),
)) as [string, string];
/** BENCH_PAGES, or every prerendered page but the offline fallback and the content manager. */
const pages =
  process.env.BENCH_PAGES?.split(",").map((page) => page.trim()) ??
  (await filesOf(clientDirectory))
    .filter((file) => path.posix.basename(file) === "index.html")
    .map((file) => `/${path.posix.dirname(file).replace(/^\.$/, "")}`)
    .filter((page) => page !== "/offline" && page !== "/admin")
    .sort();
const rows: string[] = [];
const missed: string[] = [];
const round = (value: number) => Math.round(value * 100) / 100;
const ms = (value: number) => `${value > 0 ? "+" : ""}${Math.round(value)}`;
try {
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports);
  // The warm-up gives the first run its index.
  let { index } = await lighthouse(`${origins[0]}${pages[0] ?? "/"}`, calibration.defaultMultiplier);
  for (const pagePath of pages) {
    const measured: [Run[], Run[]] = [[], []];
    for (let run = 1; run <= runs; run += 1) {
      for (const [side, origin] of origins.entries()) {
        const result = await lighthouse(`${origin}${pagePath}`, calibratedMultiplier(index));
        ({ index } = result);
        measured[side]!.push(result);
        const figures = measures.map((measure) => `${measure} ${Math.round(result[measure])}`).join(", ");
        console.log(`${pagePath} ${side ? "twin" : "page"} ${run}/${runs}: CPU ${result.slowdown}x, ${figures}`);
      }
    }
    const [page, twin] = measured.map((list) => (read: keyof Run) => median(list.map((run) => run[read])));
    const indices = measured.flat().map((run) => run.index);
    const added = { LCP: page!("LCP") - twin!("LCP"), TBT: page!("TBT") - twin!("TBT") };
    const over = [
      ...Object.entries(added)
        .filter(([, value]) => value > allowance)
        .map(([metric, value]) => `${metric} ${ms(value)} ms`),
      ...(page!("perf") < minimumScore ? [`performance ${page!("perf")}`] : []),
    ];
    missed.push(...over.map((problem) => `${pagePath}: ${problem}`));
    const pair = (read: keyof Run) => `${Math.round(page!(read))} / ${Math.round(twin!(read))}`;
    rows.push(
      `| ${pagePath} | ${Math.round(median(indices))} (${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))}) | ${round(median(measured.flat().map((run) => run.slowdown)))}x | ${pair("perf")} | ${pair("LCP")} | ${ms(added.LCP)} | ${pair("TBT")} | ${ms(added.TBT)} | ${pair("longest task")} | ${over.length ? "over" : "within"} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    `\nLighthouse ${version}, mobile, devtools throttling, over HTTP/2 and TLS; page and ${against ? against : "twin"} interleaved, ${runs} runs each; medians, times in ms. Index: the host's benchmark index, median (min-max) of the page's runs; CPU slowdown: ${calibration.defaultMultiplier}x x index / ${calibration.referenceIndex} (${calibration.minimum}x-${calibration.maximum}x), from the index of the run before. Judged: page - twin within ${allowance} ms, performance at least ${minimumScore}.\n`,
  );
  console.log(
    "| page | index | CPU slowdown | perf page / twin | LCP page / twin | LCP page - twin | TBT page / twin | TBT page - twin | longest task page / twin | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
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
