/**
 * npm run bench (record 136, docs/benchmarks/README.md): Lighthouse CI over every page and its
 * script-free twin, served over HTTPS and HTTP/2 on 127.0.0.1 and 127.0.0.2 and measured in turn,
 * so that both see the same moments of this machine's load; each page's runs use the CPU slowdown
 * calibrated to the benchmark index of the runs before them (a warm-up run for the first).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildServer, filesOf } from "#server/app.js";
import { calibratedMultiplier, calibration } from "./calibration.ts";
import { buildScriptFreeTwin } from "./script-free-twin.ts";
import { selfSignedCertificate } from "#tests/support/self-signed-certificate.ts";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDirectory = path.join(buildDirectory, "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error(`No build in ${buildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 0);
const reports = path.resolve(".lighthouseci");
/** The most hydration may add to a page's LCP and to its TBT: page minus twin, medians, in ms. */
const allowance = 50;

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
  requestedUrl: string;
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

async function collected(): Promise<Report[]> {
  const files = (await readdir(reports)).filter((name) => /^lhr-.*\.json$/.test(name));
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(reports, name), "utf8")) as Report));
}

/** Never synchronously: the servers live in this process. */
async function lhci(args: string[]): Promise<number> {
  const child = spawn(path.resolve("node_modules/.bin/lhci"), args, { stdio: "inherit" });
  const [code] = (await once(child, "exit")) as [number | null];
  return code ?? 1;
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
let status = 0;
try {
  // The warm-up also clears what an earlier bench left.
  if ((await lhci(["collect", `--url=${page}${pages[0] ?? "/"}`])) !== 0) throw new Error("The warm-up run failed");
  let index = (await collected())[0]!.environment.benchmarkIndex;
  await rm(reports, { recursive: true });
  let version = "";
  for (const pagePath of pages) {
    const multiplier = calibratedMultiplier(index);
    const urls = Array.from({ length: runs }, () => [`--url=${page}${pagePath}`, `--url=${twin}${pagePath}`]).flat();
    const args = ["collect", "--additive", `--settings.throttling.cpuSlowdownMultiplier=${multiplier}`, ...urls];
    if ((await lhci(args)) !== 0) throw new Error(`Lighthouse failed on ${pagePath}`);
    const ofPage = (await collected()).filter((report) => new URL(report.requestedUrl).pathname === pagePath);
    version = ofPage[0]!.lighthouseVersion;
    const indices = ofPage.map((report) => report.environment.benchmarkIndex);
    index = median(indices);
    const of = (origin: string, read: (report: Report) => number) =>
      median(ofPage.filter((report) => report.requestedUrl.startsWith(origin)).map(read));
    const lcp = (report: Report) => report.audits["largest-contentful-paint"]?.numericValue ?? 0;
    const tbt = (report: Report) => report.audits["total-blocking-time"]?.numericValue ?? 0;
    const score = (report: Report) => Math.round((report.categories.performance.score ?? 0) * 100);
    const added = { LCP: of(page, lcp) - of(twin, lcp), TBT: of(page, tbt) - of(twin, tbt) };
    const over = Object.entries(added).filter(([, ms]) => ms > allowance);
    missed.push(...over.map(([metric, ms]) => `${pagePath}: ${metric} +${Math.round(ms)} ms`));
    const ms = (value: number) => `${value > 0 ? "+" : ""}${Math.round(value)}`;
    rows.push(
      `| ${pagePath} | ${Math.round(index)} (${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))}) | ${multiplier}x | ${of(page, score)} / ${of(twin, score)} | ${Math.round(of(page, lcp))} / ${Math.round(of(twin, lcp))} | ${ms(added.LCP)} | ${Math.round(of(page, tbt))} / ${Math.round(of(twin, tbt))} | ${ms(added.TBT)} | ${over.length ? "over" : "within"} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    `\nLighthouse ${version}, mobile, simulated throttling, over HTTP/2 and TLS; page and twin interleaved, ${runs} runs each; medians, times in ms. Index: the host's benchmark index, median (min-max) of the page's runs; CPU slowdown: ${calibration.defaultMultiplier}x x index / ${calibration.referenceIndex} (${calibration.minimum}x-${calibration.maximum}x), from the index of the runs before. Judged: page - twin within ${allowance} ms.\n`,
  );
  console.log(
    "| page | index | CPU slowdown | perf page / twin | LCP page / twin | LCP page - twin | TBT page / twin | TBT page - twin | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  console.log(rows.join("\n"));
  console.log(
    missed.length
      ? `\nHydration adds more than ${allowance} ms on:\n${missed.map((line) => `- ${line}`).join("\n")}`
      : `\nOn every page, hydration adds at most ${allowance} ms of LCP and of TBT.`,
  );
  console.log("\nlhci assert: performance at least 0.98 on every page (median; index and slowdown as above):");
  status = Math.max(missed.length ? 1 : 0, await lhci(["assert"]));
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
process.exit(status);
