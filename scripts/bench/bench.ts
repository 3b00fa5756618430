/**
 * npm run bench: Lighthouse (mobile, default simulated throttling) over every page of the
 * production build served by the Node server, and over its script-free twin: the same pages,
 * stylesheets, fonts and pictures with every script removed (scripts/bench/script-free-twin.ts). Page
 * and twin are measured in turn, run after run, so that both see the same moments of this
 * machine's load; the difference between them is what the scripts and hydration cost
 * (docs/decisions/026-hydration-against-a-script-free-twin.md). A third variant, the page as bare
 * HTML (no script, stylesheet or font), is the floor of the simulation for that page: each page's
 * LCP is printed against it, and only what hydration adds is judged. Five runs each by default;
 * the tables give medians with the spread (min-max).
 * Every run is judged at a CPU calibrated to one phone: Lighthouse's default 4x slowdown suits a
 * host of benchmark index 1,500-2,000, so each run's trace is audited a second time with the
 * slowdown scaled to that run's own index (scripts/bench/calibration.ts,
 * docs/decisions/070-a-bench-calibrated-to-one-phone.md). Simulated throttling loads the page
 * unthrottled and applies the slowdown only when auditing, so both readings come from the same
 * load; the 4x figures are printed beside the calibrated ones, for comparison with earlier records.
 *
 * Build first (npm run build). CHROMIUM_PATH picks the browser; BENCH_RUNS and BENCH_PAGES
 * (comma-separated paths) narrow a run. BENCH_VARIANTS (default page,twin,bare) picks the variants
 * measured; BENCH_BASELINE=<build directory> adds another build (the one before a change, built with
 * BUILD_DIR) as the variant "baseline", interleaved with the others, and prints page - baseline.
 * BENCH_PORT=<n> serves page, twin, bare HTML and baseline on ports n to n+3 and gives the browser's
 * debugging port n+4 (by default, free ports the system picks). BENCH_LONG_TASKS=1 prints, for every
 * run at the calibrated rate, the main thread's long tasks (simulated start and duration, and the
 * script Lighthouse attributes each to) and the scripts' own time (evaluation, parse and compile).
 * BENCH_LCP_ELEMENT=1 prints, for every run, the element Lighthouse took as the largest paint and
 * its LCP, to tell why a page's runs disagree.
 * BENCH_TRACE_DIR=<folder> keeps every run's trace, as gathered (unthrottled), which Chromium's
 * performance panel opens.
 * BENCH_LANTERN=1 prints, for every run, the requests of the simulated LCP's graph with their
 * simulated start and end and their bytes on the wire: where page and twin part (decision 026's
 * sixth round found /destinations' HTML pushing a font into one more round trip this way).
 *
 * The site is served as in production, over HTTPS with HTTP/2, with a throwaway certificate
 * (docs/decisions/012-benchmark-over-http2.md). BENCH_PROTOCOL=http1 serves it over plain
 * HTTP/1.1 instead, for comparison: Lighthouse's simulation then adds a connection per request.
 *
 * One warm-up run, not counted, comes first. The first page Lighthouse loads in a fresh browser
 * pays some of the browser's own start-up, and the first page is always the home page. In five
 * fresh browsers, that first run was the slowest of its browser four times; once it measured 445 ms
 * of total blocking time against 36-73 ms for the runs that followed, on the same build.
 *
 * Like the browser tests, the bench never reaches the internet: the site's third-party hosts (the
 * contact form's Tally script) are blocked through Lighthouse's own request blocking, which its
 * console audit knows to ignore. Their cost is therefore not in these figures.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { auditFlowArtifacts } from "lighthouse";
import type { Flags, Result, RunnerResult } from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { site } from "#app/data/site.ts";
import { buildServer } from "#server/app.js";
import { calibratedMultiplier, calibration } from "./calibration.ts";
import { bareHtml, buildScriptFreeTwin } from "./script-free-twin.ts";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";
import { selfSignedCertificate } from "#tests/support/self-signed-certificate.ts";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDirectory = path.join(buildDirectory, "client");
const baselineDirectory = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
for (const directory of [buildDirectory, ...(baselineDirectory ? [baselineDirectory] : [])]) {
  if (!existsSync(path.join(directory, "client", "index.html"))) {
    console.error(`No build in ${directory}: run \`npm run build\` (or BUILD_DIR=${directory} npm run build) first.`);
    process.exit(1);
  }
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** Every host of the site's third parties, as Lighthouse's blocking patterns. */
const blockedUrlPatterns = [site.contactForm.host, site.chat.host].map((host) => `*://${new URL(host).host}/*`);

const allVariants = ["page", "twin", "bare", "baseline"] as const;
type Variant = (typeof allVariants)[number];
const variants: Variant[] = (process.env.BENCH_VARIANTS ?? "page,twin,bare")
  .split(",")
  .map((name) => name.trim() as Variant)
  .concat(baselineDirectory ? ["baseline"] : [])
  .filter((name, index, list) => list.indexOf(name) === index);
for (const name of variants) {
  if (!allVariants.includes(name))
    throw new Error(`BENCH_VARIANTS: unknown variant "${name}" (${allVariants.join(", ")})`);
}
if (!variants.includes("page") || !variants.includes("twin")) throw new Error("BENCH_VARIANTS must hold page and twin");
if (variants.includes("baseline") && !baselineDirectory) throw new Error("The variant baseline needs BENCH_BASELINE");
const basePort = Number(process.env.BENCH_PORT ?? 0);
/** Each variant's port: consecutive from BENCH_PORT, or any free one. */
const portOf = (offset: number) => (basePort ? basePort + offset : 0);

async function pagePaths(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",").map((page) => page.trim());
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile() && entry.name === "index.html")
      .map((entry) => `/${path.relative(clientDirectory, entry.parentPath).split(path.sep).join("/")}`)
      // The public pages: not the offline fallback, nor the content manager at /admin (it has no twin).
      .filter((page) => page !== "/offline" && page !== "/admin")
      .sort()
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One reading of a run: its scores and metrics at one CPU slowdown. */
interface Reading {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's measure of the host's CPU in this run, and the slowdown the reading used. */
  index: number;
  multiplier: number;
}

/** One run, read at Lighthouse's default slowdown and at the calibrated one, and its transfer sizes. */
interface Run {
  calibrated: Reading;
  uncalibrated: Reading;
  bytes: Record<string, number>;
}

/**
 * The targets, at the calibrated slowdown: hydration adds at most 50 ms of LCP and 50 ms of TBT to
 * a page (page minus twin), and the page's performance score is at least 98 (its twin's reads
 * 98-100). A page's absolute LCP is reported against its bare HTML (no script, stylesheet or font),
 * the floor of Lighthouse's simulation for that page here, which lies near or above 1.0 s on these
 * machines (decision 026): the floor is printed, not judged.
 */
const targets = { addedLcp: 50, addedTbt: 50, performance: 98 };

const protocol = process.env.BENCH_PROTOCOL === "http1" ? "HTTP/1.1" : "HTTP/2 over TLS";
const tls = protocol === "HTTP/1.1" ? undefined : await selfSignedCertificate();
const roots: Record<Variant, string> = {
  page: clientDirectory,
  twin: path.join(buildDirectory, "script-free-twin"),
  bare: path.join(buildDirectory, "bare-html"),
  baseline: path.join(baselineDirectory ?? buildDirectory, "client"),
};
if (variants.includes("twin")) await buildScriptFreeTwin(clientDirectory, roots.twin);
if (variants.includes("bare")) await buildScriptFreeTwin(clientDirectory, roots.bare, bareHtml);
const servers = await Promise.all(
  variants.map(async (variant) => {
    const server = await buildServer({ root: roots[variant], tls });
    // Each variant on an address of its own (127.0.0.1, 127.0.0.2, ...): a site of its own, so
    // every run starts in a fresh renderer process, as a visitor's first page does. On one site, a
    // run's first task paid for tearing down the previous run's page (130 ms of it, unthrottled,
    // after a hydrated page, almost nothing after a twin), and the twin, which always follows the
    // page, read 250-480 ms of blocking time that no script of its own caused.
    const index = allVariants.indexOf(variant);
    const origin = await server.listen({ port: portOf(index), host: `127.0.0.${index + 1}` });
    return { variant, server, origin };
  }),
);
const origins = Object.fromEntries(servers.map(({ variant, origin }) => [variant, origin])) as Record<Variant, string>;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  port: portOf(allVariants.length),
  chromeFlags: [
    ...chromiumFlags,
    // The certificate is made for this run only; no browser trusts it.
    ...(tls ? ["--ignore-certificate-errors"] : []),
  ],
});

// A bench stopped half-way (Ctrl-C, a time limit) takes its browser with it.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    chrome.kill();
    process.exit(130);
  });
}

/** Why a page's accessibility, best-practices or SEO score is under 100: the failing audits. */
function shortfalls(lhr: Result): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const items = (lhr.audits[ref.id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const first = items[0] ?? {};
        const where = [first.description, (first.sourceLocation as { url?: string } | undefined)?.url ?? first.url]
          .filter((part) => typeof part === "string")
          .join(" ");
        return `${id} ${ref.id}${where ? ` (${where})` : ""}`;
      }),
  );
}

/** Runs Lighthouse could not finish (a page that never painted in time, say): listed, not counted. */
const failedRuns: string[] = [];

const flags: Flags = {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  blockedUrlPatterns,
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
};

/**
 * The same run audited again at the slowdown calibrated to its benchmark index. Simulated throttling
 * gathers the page unthrottled, so only the audit's settings change; Lighthouse refuses to audit
 * with settings other than those it gathered with, so the artifacts carry the new throttling too.
 */
async function calibratedAudit(result: RunnerResult, multiplier: number): Promise<Result> {
  const throttling = { ...result.artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  const artifacts = { ...result.artifacts, settings: { ...result.artifacts.settings, throttling } };
  const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts, flags: { ...flags, throttling } }] });
  const lhr = flow.steps[0]?.lhr;
  if (!lhr) throw new Error(`No calibrated audit of ${result.lhr.requestedUrl}`);
  return lhr;
}

function reading(lhr: Result): Reading {
  const { categories, audits } = lhr;
  return {
    performance: (categories.performance?.score ?? 0) * 100,
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    bestPractices: (categories["best-practices"]?.score ?? 0) * 100,
    seo: (categories.seo?.score ?? 0) * 100,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
    fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    index: lhr.environment.benchmarkIndex,
    multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? calibration.defaultMultiplier,
  };
}

async function measure(url: string, page: string, findings: Set<string>): Promise<Run | undefined> {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    failedRuns.push(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return undefined;
  }
  const { audits } = result.lhr;
  const summary =
    (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  for (const shortfall of shortfalls(result.lhr)) findings.add(`${page}: ${shortfall}`);
  if (process.env.BENCH_LCP_ELEMENT) {
    const items =
      (
        audits["largest-contentful-paint-element"]?.details as
          { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined
      )?.items ?? [];
    const node = items[0]?.items?.[0]?.node;
    console.log(
      `${url}: LCP ${Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0)} ms on ${node?.selector ?? "?"} ${node?.snippet?.slice(0, 100) ?? ""}`,
    );
  }
  if (process.env.BENCH_LANTERN) console.log(lanternRequests(url));
  if (process.env.BENCH_TRACE_DIR) await keepTrace(process.env.BENCH_TRACE_DIR, url, result);
  const calibratedLhr = await calibratedAudit(result, calibratedMultiplier(result.lhr.environment.benchmarkIndex));
  if (process.env.BENCH_LONG_TASKS) console.log(longTasks(url, calibratedLhr));
  return {
    calibrated: reading(calibratedLhr),
    uncalibrated: reading(result.lhr),
    bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
  };
}

/** Saves a run's trace as it was gathered (unthrottled), named by variant, page and time. */
async function keepTrace(directory: string, url: string, result: RunnerResult): Promise<void> {
  const variant = servers.find(({ origin }) => url.startsWith(origin))?.variant ?? "page";
  const page = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  await mkdir(directory, { recursive: true });
  const trace = (result.artifacts as unknown as { Trace: unknown }).Trace;
  await writeFile(path.join(directory, `${page}-${variant}-${Date.now()}.json`), JSON.stringify(trace));
}

/**
 * The requests of the last run's simulated LCP (Lantern's pessimistic graph, the one that holds
 * every request begun before the observed paint), in simulated order: start and end in ms, bytes.
 */
function lanternRequests(url: string): string {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get("pessimisticLargestContentfulPaint");
  const origin = new URL(url).origin;
  const rows = [...(timings ?? new Map())]
    .filter(([node]) => node.type === "network")
    .sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime)
    .map(
      ([node, timing]) =>
        `  ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms  ${node.request.transferSize} B  ${node.request.url.replace(origin, "")}`,
    );
  return `${url}: requests of the simulated LCP\n${rows.join("\n")}`;
}

/**
 * A run's long tasks at the calibrated slowdown (Lighthouse's long-tasks audit: simulated start and
 * duration, and the script it attributes the task to; its split by kind of work is lost in the
 * simulation) and its scripts' own time (the bootup-time audit: evaluation and parse-and-compile).
 */
function longTasks(url: string, lhr: Result): string {
  const origin = new URL(url).origin;
  const short = (address: string) => address.replace(origin, "") || "(page)";
  const debug = (lhr.audits["long-tasks"]?.details as { debugData?: LongTaskData } | undefined)?.debugData;
  const tasks = (debug?.tasks ?? []).map(
    ({ urlIndex, startTime, duration }) =>
      `  task at ${Math.round(startTime)} ms: ${Math.round(duration)} ms, ${short(debug?.urls[urlIndex] ?? "?")}`,
  );
  const scripts = ((lhr.audits["bootup-time"]?.details as { items?: BootupItem[] } | undefined)?.items ?? []).map(
    (item) =>
      `  script ${short(item.url)}: ${Math.round(item.total)} ms (evaluation ${Math.round(item.scripting)}, parse and compile ${Math.round(item.scriptParseCompile)})`,
  );
  const { index, multiplier, tbt } = reading(lhr);
  return `${url}: index ${Math.round(index)}, ${multiplier}x, TBT ${Math.round(tbt)} ms\n${[...tasks, ...scripts].join("\n")}`;
}

interface LongTaskData {
  urls: string[];
  tasks: { urlIndex: number; startTime: number; duration: number }[];
}
interface BootupItem {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

type Metric = Exclude<keyof Reading, "index" | "multiplier">;
const metrics: readonly Metric[] = ["performance", "accessibility", "bestPractices", "seo", "lcp", "fcp", "tbt", "cls"];
const format = (metric: Metric, value: number) => (metric === "cls" ? value.toFixed(3) : String(Math.round(value)));
const signed = (metric: Metric, value: number) =>
  `${value > 0 ? "+" : value < 0 ? "-" : ""}${format(metric, Math.abs(value))}`;
type Calibration = "calibrated" | "uncalibrated";

/** Median and spread of one figure over the runs, as `median (min-max)`. */
function spread(values: number[], show: (value: number) => string): string {
  const range = values.length > 1 ? ` (${show(Math.min(...values))}-${show(Math.max(...values))})` : "";
  return `${show(median(values))}${range}`;
}
const m = (list: readonly Run[], at: Calibration, metric: keyof Reading) => median(list.map((run) => run[at][metric]));
/** A variant's row: the host's index and the slowdown, then every figure. */
function cells(results: readonly Run[], at: Calibration): string {
  const host = [
    spread(
      results.map((run) => run[at].index),
      (value) => String(Math.round(value)),
    ),
    spread(
      results.map((run) => run[at].multiplier),
      (value) => `${value.toFixed(2)}x`,
    ),
  ];
  const figures = metrics.map((metric) =>
    spread(
      results.map((run) => run[at][metric]),
      (value) => format(metric, value),
    ),
  );
  return [...host, ...figures].join(" | ");
}

const rows: Record<Calibration, string[]> = { calibrated: [], uncalibrated: [] };
const closing: string[] = [];
const bytesRows: string[] = [];
const missed: string[] = [];
const floors: string[] = [];
const findings: Record<Variant, Set<string>> = {
  page: new Set(),
  twin: new Set(),
  bare: new Set(),
  baseline: new Set(),
};
try {
  const pages = await pagePaths();
  const [warmUpPage = "/"] = pages;
  for (const variant of variants) {
    await lighthouse(`${origins[variant]}${warmUpPage}`, { ...flags, onlyCategories: ["performance"] });
  }
  for (const page of pages) {
    const measured = Object.fromEntries(variants.map((variant) => [variant, [] as Run[]])) as Record<Variant, Run[]>;
    for (let run = 0; run < runs; run += 1) {
      // Interleaved, each variant first in turn, so that none always follows another.
      const order = variants.map((_, index) => variants[(index + run) % variants.length]!);
      for (const which of order) {
        const result = await measure(`${origins[which]}${page}`, page, findings[which]);
        if (result) measured[which].push(result);
      }
    }
    const { page: results, twin: twinResults } = measured;
    for (const at of ["calibrated", "uncalibrated"] as const) {
      const difference = (metric: Metric, other: readonly Run[]) => m(results, at, metric) - m(other, at, metric);
      rows[at].push(
        ...variants.map(
          (variant, index) =>
            `| ${index === 0 ? page : ""} | ${variant === "bare" ? "bare HTML" : variant} | ${cells(measured[variant], at)} |`,
        ),
        `| | page - twin | | | ${metrics.map((metric) => signed(metric, difference(metric, twinResults))).join(" | ")} |`,
        ...(variants.includes("baseline")
          ? [
              `| | page - baseline | | | ${metrics.map((metric) => signed(metric, difference(metric, measured.baseline))).join(" | ")} |`,
            ]
          : []),
      );
    }
    const pair = (metric: Metric, at: Calibration) =>
      `${format(metric, m(results, at, metric))} / ${format(metric, m(twinResults, at, metric))}`;
    closing.push(
      `| ${page} | ${Math.round(m(results, "calibrated", "index"))} | ${m(results, "calibrated", "multiplier").toFixed(2)}x | ${pair("lcp", "calibrated")} | ${pair("tbt", "calibrated")} | ${pair("performance", "calibrated")} | ${pair("lcp", "uncalibrated")} | ${pair("tbt", "uncalibrated")} | ${pair("performance", "uncalibrated")} |`,
    );
    const kB = (type: string) => (median(results.map((run) => run.bytes[type] ?? 0)) / 1024).toFixed(1);
    bytesRows.push(
      `| ${page} | ${kB("document")} | ${kB("script")} | ${kB("stylesheet")} | ${kB("font")} | ${kB("image")} | ${kB("total")} |`,
    );
    if (variants.includes("bare")) {
      const lcp = m(results, "calibrated", "lcp");
      const floor = m(measured.bare, "calibrated", "lcp");
      floors.push(
        `${page}: LCP ${Math.round(lcp)} ms, its bare HTML ${Math.round(floor)} ms (${signed("lcp", lcp - floor)} over the floor)`,
      );
    }
    const added = (metric: Metric) => m(results, "calibrated", metric) - m(twinResults, "calibrated", metric);
    if (added("lcp") > targets.addedLcp)
      missed.push(`${page}: hydration adds ${Math.round(added("lcp"))} ms of LCP, over ${targets.addedLcp} ms`);
    if (added("tbt") > targets.addedTbt)
      missed.push(`${page}: hydration adds ${Math.round(added("tbt"))} ms of TBT, over ${targets.addedTbt} ms`);
    if (m(results, "calibrated", "performance") < targets.performance)
      missed.push(
        `${page}: performance ${Math.round(m(results, "calibrated", "performance"))}, under ${targets.performance}`,
      );
    console.log(closing.at(-1));
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map(({ server }) => server.close()));
}

const heading = "| page | build | index | CPU slowdown | perf | a11y | best pr. | SEO | LCP | FCP | TBT | CLS |";
const alignment = "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
console.log(
  `\nLighthouse 12, mobile, simulated throttling, served over ${protocol}; ${variants.join(", ")} interleaved, ${runs} runs each after one warm-up run of each; median (min-max), times in ms; the difference is of the medians. Each run's CPU slowdown is ${calibration.defaultMultiplier}x x its benchmark index / ${calibration.referenceIndex} (${calibration.minimum}x-${calibration.maximum}x).\n`,
);
console.log(`At the calibrated CPU slowdown (judged):\n\n${heading}\n${alignment}\n${rows.calibrated.join("\n")}`);
console.log(
  `\nAt Lighthouse's default ${calibration.defaultMultiplier}x, from the same runs (as in earlier records):\n\n${heading}\n${alignment}\n${rows.uncalibrated.join("\n")}`,
);
console.log(
  `\nIn short, medians, page / twin:\n\n| page | index | CPU slowdown | LCP | TBT | perf | LCP at ${calibration.defaultMultiplier}x | TBT at ${calibration.defaultMultiplier}x | perf at ${calibration.defaultMultiplier}x |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n${closing.join("\n")}`,
);
console.log("\nTransfer sizes of the pages (with scripts), median, kB\n");
console.log("| page | HTML | JS | CSS | fonts | images | total |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const row of bytesRows) console.log(row);
if (floors.length > 0)
  console.log(
    `\nEach page against its floor (its bare HTML: no script, stylesheet or font), calibrated:\n${floors.map((line) => `- ${line}`).join("\n")}`,
  );
console.log(
  missed.length === 0
    ? `\nEvery page, at the calibrated slowdown: hydration adds at most ${targets.addedLcp} ms of LCP and ${targets.addedTbt} ms of TBT, performance at least ${targets.performance} (medians).`
    : `\nTargets missed, at the calibrated slowdown:\n${missed.map((line) => `- ${line}`).join("\n")}`,
);
if (failedRuns.length > 0)
  console.log(`\nRuns that failed, not counted:\n${failedRuns.map((line) => `- ${line}`).join("\n")}`);
for (const variant of variants) {
  if (variant === "bare" || findings[variant].size === 0) continue;
  console.log(`\nAudits that failed on the ${variant}:`);
  for (const finding of findings[variant]) console.log(`- ${finding}`);
}
