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
 * Build first (npm run build). CHROMIUM_PATH picks the browser; BENCH_RUNS and BENCH_PAGES
 * (comma-separated paths) narrow a run. BENCH_LCP_ELEMENT=1 prints, for every run, the element
 * Lighthouse took as the largest paint and its LCP, to tell why a page's runs disagree.
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
import { readdir } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { site } from "../../app/data/site.ts";
import { buildServer } from "../../server/app.js";
import { bareHtml, buildScriptFreeTwin } from "./script-free-twin.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { selfSignedCertificate } from "../../tests/support/self-signed-certificate.ts";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** Every host of the site's third parties, as Lighthouse's blocking patterns. */
const blockedUrlPatterns = [site.contactForm.host, site.chat.host].map((host) => `*://${new URL(host).host}/*`);

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

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  bytes: Record<string, number>;
}

/**
 * Lighthouse's measure of this machine's CPU, from every run. Its simulation multiplies the CPU time
 * it observes by 4 (layout by 2), a factor meant for a host of 1,500-2,000, so that the result
 * reads like a mid-range phone; on a slower host the same page reads slower.
 */
const benchmarkIndexes: number[] = [];

/**
 * The targets: hydration adds at most 50 ms of LCP and 40 ms of TBT to a page (page minus twin).
 * A page's absolute LCP is reported against its bare HTML (no script, stylesheet or font), the
 * floor of Lighthouse's simulation for that page here, which lies near or above 1.0 s on these
 * machines (decision 026): the floor is printed, not judged.
 */
const targets = { addedLcp: 50, addedTbt: 40 };

const protocol = process.env.BENCH_PROTOCOL === "http1" ? "HTTP/1.1" : "HTTP/2 over TLS";
const tls = protocol === "HTTP/1.1" ? undefined : await selfSignedCertificate();
const twinDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "script-free-twin");
await buildScriptFreeTwin(clientDirectory, twinDirectory);
const server = await buildServer({ root: clientDirectory, tls });
const origin = await server.listen({ port: 0, host: "127.0.0.1" });
const twinServer = await buildServer({ root: twinDirectory, tls });
const twinOrigin = await twinServer.listen({ port: 0, host: "127.0.0.1" });
const bareDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "bare-html");
await buildScriptFreeTwin(clientDirectory, bareDirectory, bareHtml);
const bareServer = await buildServer({ root: bareDirectory, tls });
const bareOrigin = await bareServer.listen({ port: 0, host: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
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

async function measure(url: string, page: string, findings: Set<string>): Promise<Run | undefined> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    blockedUrlPatterns,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    failedRuns.push(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return undefined;
  }
  const { categories, audits } = result.lhr;
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
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
  return {
    performance: (categories.performance?.score ?? 0) * 100,
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    bestPractices: (categories["best-practices"]?.score ?? 0) * 100,
    seo: (categories.seo?.score ?? 0) * 100,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
    fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
  };
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

type Metric = "performance" | "accessibility" | "bestPractices" | "seo" | "lcp" | "fcp" | "tbt" | "cls";
const metrics: readonly Metric[] = ["performance", "accessibility", "bestPractices", "seo", "lcp", "fcp", "tbt", "cls"];
const format = (metric: Metric, value: number) => (metric === "cls" ? value.toFixed(3) : String(Math.round(value)));
const signed = (metric: Metric, value: number) =>
  `${value > 0 ? "+" : value < 0 ? "-" : ""}${format(metric, Math.abs(value))}`;

/** Median and spread of one figure over the runs, as `median (min-max)`. */
function cell(results: readonly Run[], metric: Metric): string {
  const values = results.map((run) => run[metric]);
  const spread =
    values.length > 1 ? ` (${format(metric, Math.min(...values))}-${format(metric, Math.max(...values))})` : "";
  return `${format(metric, median(values))}${spread}`;
}

const rows: string[] = [];
const bytesRows: string[] = [];
const missed: string[] = [];
const floors: string[] = [];
const findings = new Set<string>();
const twinFindings = new Set<string>();
try {
  const pages = await pagePaths();
  const [warmUpPage = "/"] = pages;
  for (const warmUpOrigin of [origin, twinOrigin, bareOrigin]) {
    await lighthouse(`${warmUpOrigin}${warmUpPage}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns,
      onlyCategories: ["performance"],
    });
  }
  const variants = ["page", "twin", "bare"] as const;
  for (const page of pages) {
    const measured: Record<(typeof variants)[number], Run[]> = { page: [], twin: [], bare: [] };
    const bases = { page: origin, twin: twinOrigin, bare: bareOrigin };
    const pageFindings = { page: findings, twin: twinFindings, bare: new Set<string>() };
    for (let run = 0; run < runs; run += 1) {
      // Interleaved, each variant first in turn, so that none always follows another.
      const order = variants.map((_, index) => variants[(index + run) % variants.length]!);
      for (const which of order) {
        const result = await measure(`${bases[which]}${page}`, page, pageFindings[which]);
        if (result) measured[which].push(result);
      }
    }
    const { page: results, twin: twinResults, bare: bareResults } = measured;
    const m = (list: readonly Run[], metric: Metric) => median(list.map((run) => run[metric]));
    const difference = (metric: Metric) => m(results, metric) - m(twinResults, metric);
    rows.push(
      `| ${page} | page | ${metrics.map((metric) => cell(results, metric)).join(" | ")} |`,
      `| | twin | ${metrics.map((metric) => cell(twinResults, metric)).join(" | ")} |`,
      `| | bare HTML | ${metrics.map((metric) => cell(bareResults, metric)).join(" | ")} |`,
      `| | page - twin | ${metrics.map((metric) => signed(metric, difference(metric))).join(" | ")} |`,
    );
    const kB = (type: string) => (median(results.map((run) => run.bytes[type] ?? 0)) / 1024).toFixed(1);
    bytesRows.push(
      `| ${page} | ${kB("document")} | ${kB("script")} | ${kB("stylesheet")} | ${kB("font")} | ${kB("image")} | ${kB("total")} |`,
    );
    floors.push(
      `${page}: LCP ${Math.round(m(results, "lcp"))} ms, its bare HTML ${Math.round(m(bareResults, "lcp"))} ms (${signed("lcp", m(results, "lcp") - m(bareResults, "lcp"))} over the floor)`,
    );
    if (difference("lcp") > targets.addedLcp)
      missed.push(`${page}: hydration adds ${Math.round(difference("lcp"))} ms of LCP, over ${targets.addedLcp} ms`);
    if (difference("tbt") > targets.addedTbt)
      missed.push(`${page}: hydration adds ${Math.round(difference("tbt"))} ms of TBT, over ${targets.addedTbt} ms`);
    console.log(rows.slice(-4).join("\n"));
  }
} finally {
  chrome.kill();
  await Promise.all([server.close(), twinServer.close(), bareServer.close()]);
}

// Empty when every run failed.
const hostIndex =
  benchmarkIndexes.length === 0
    ? ""
    : ` This machine's benchmark index: ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))})`;
console.log(
  `\nLighthouse 12, mobile, simulated throttling, served over ${protocol}; page, script-free twin and bare HTML interleaved, ${runs} runs each after one warm-up run of each; median (min-max), times in ms; the difference is of the medians.${hostIndex}\n`,
);
console.log("| page | build | perf | a11y | best pr. | SEO | LCP | FCP | TBT | CLS |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
console.log("\nTransfer sizes of the pages (with scripts), median, kB\n");
console.log("| page | HTML | JS | CSS | fonts | images | total |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const row of bytesRows) console.log(row);
console.log(
  `\nEach page against its floor (its bare HTML: no script, stylesheet or font):\n${floors.map((line) => `- ${line}`).join("\n")}`,
);
console.log(
  missed.length === 0
    ? `\nEvery page: hydration adds at most ${targets.addedLcp} ms of LCP and ${targets.addedTbt} ms of TBT (medians).`
    : `\nTargets missed:\n${missed.map((line) => `- ${line}`).join("\n")}`,
);
if (failedRuns.length > 0)
  console.log(`\nRuns that failed, not counted:\n${failedRuns.map((line) => `- ${line}`).join("\n")}`);
for (const [label, set] of [
  ["Audits that failed on the pages", findings],
  ["Audits that failed on the twin", twinFindings],
] as const) {
  if (set.size === 0) continue;
  console.log(`\n${label}:`);
  for (const finding of set) console.log(`- ${finding}`);
}
