/**
 * npm run bench: Lighthouse (mobile, default simulated throttling) over every page of the
 * production build served by the Node server, three runs each, and a table of the medians.
 * Build first (npm run build). CHROMIUM_PATH picks the browser; BENCH_RUNS and BENCH_PAGES
 * (comma-separated paths) narrow a run.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildServer } from "../server/app.js";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

const server = await buildServer({ root: clientDirectory });
const origin = await server.listen({ port: 0, host: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const table: string[] = [];
try {
  for (const page of await pagePaths()) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
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
    }
    const m = (pick: (run: Run) => number) => median(results.map(pick));
    const kB = (type: string) => (m((run) => run.bytes[type] ?? 0) / 1024).toFixed(1);
    table.push(
      `| ${page} | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ${m((r) => r.bestPractices)} | ${m((r) => r.seo)} | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.tbt))} ms | ${kB("document")} | ${kB("script")} | ${kB("stylesheet")} | ${kB("font")} | ${kB("image")} | ${kB("total")} |`,
    );
    console.log(table.at(-1));
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log(`\nLighthouse 12, mobile, simulated throttling, median of ${runs} runs; transfer sizes in kB\n`);
console.log("| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | HTML | JS | CSS | fonts | images | total |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of table) console.log(row);
