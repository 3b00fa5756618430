/**
 * npm run bench: Lighthouse (mobile, default simulated throttling) over every page of the
 * production build served by the Node server, three runs each, and a table of the medians.
 * Build first (npm run build). CHROMIUM_PATH picks the browser; BENCH_RUNS and BENCH_PAGES
 * (comma-separated paths) narrow a run.
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
import { site } from "../../app/data/site.ts";
import { buildServer } from "../../server/app.js";
import { selfSignedCertificate } from "../../tests/support/self-signed-certificate.ts";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Every host of the site's third parties, as Lighthouse's blocking patterns. */
const blockedUrlPatterns = [site.contactForm.host, site.chat.host].map((host) => `*://${new URL(host).host}/*`);

async function pagePaths(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",").map((page) => page.trim());
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${path.relative(clientDirectory, entry.parentPath).split(path.sep).join("/")}`)
    .filter((page) => page !== "/offline")
    .sort();
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
  cls: number;
  tbt: number;
  bytes: Record<string, number>;
}

const protocol = process.env.BENCH_PROTOCOL === "http1" ? "HTTP/1.1" : "HTTP/2 over TLS";
const tls = protocol === "HTTP/1.1" ? undefined : await selfSignedCertificate();
const server = await buildServer({ root: clientDirectory, tls });
const origin = await server.listen({ port: 0, host: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    ...["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    // The certificate is made for this run only; no browser trusts it.
    ...(tls ? ["--ignore-certificate-errors"] : []),
  ],
});

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

const table: string[] = [];
const findings = new Set<string>();
try {
  const pages = await pagePaths();
  const [warmUpPage = "/"] = pages;
  await lighthouse(`${origin}${warmUpPage}`, { port: chrome.port, output: "json", logLevel: "error", blockedUrlPatterns, onlyCategories: ["performance"] });
  for (const page of pages) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        blockedUrlPatterns,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const summary = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      results.push({
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        bestPractices: (categories["best-practices"]?.score ?? 0) * 100,
        seo: (categories.seo?.score ?? 0) * 100,
        lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
        tbt: audits["total-blocking-time"]?.numericValue ?? 0,
        bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
      });
      for (const shortfall of shortfalls(result.lhr)) findings.add(`${page}: ${shortfall}`);
    }
    const m = (pick: (run: Run) => number) => median(results.map(pick));
    const kB = (type: string) => (m((run) => run.bytes[type] ?? 0) / 1024).toFixed(1);
    // Blocking time varies most from run to run on a small machine: its spread goes beside it.
    const tbts = results.map((run) => Math.round(run.tbt));
    const tbtSpread = runs > 1 ? ` (${Math.min(...tbts)}-${Math.max(...tbts)})` : "";
    table.push(
      `| ${page} | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ${m((r) => r.bestPractices)} | ${m((r) => r.seo)} | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.tbt))} ms${tbtSpread} | ${kB("document")} | ${kB("script")} | ${kB("stylesheet")} | ${kB("font")} | ${kB("image")} | ${kB("total")} |`,
    );
    console.log(table.at(-1));
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log(`\nLighthouse 12, mobile, simulated throttling, served over ${protocol}, median of ${runs} runs after one warm-up run; transfer sizes in kB\n`);
console.log("| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT (min-max) | HTML | JS | CSS | fonts | images | total |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of table) console.log(row);
if (findings.size > 0) {
  console.log("\nAudits that failed, by page:");
  for (const finding of findings) console.log(`- ${finding}`);
}
