/**
 * npm run bench:phone: what the main thread does while a page loads on a phone-speed CPU, and how
 * fast the page answers a tap there (docs/decisions/069-what-blocks-on-a-phone.md).
 *
 * For every page, in a fresh browser context (no cache, no service worker) at a phone's viewport,
 * with Chromium's own CPU throttling set to the rate calibrated from the benchmark index measured
 * just before the load (scripts/bench/calibration.ts, the same rule as npm run bench), it records a
 * Chromium trace with V8's sampling profiler until the page has hydrated, added its prefetch hints
 * and installed its service worker. It prints the page's milestones (first contentful paint, the
 * scripts' requests, hydration, prefetching, the worker's registration), every main-thread task of
 * 50 ms or more, and for each, and for the whole load, the main thread's time by phase: the
 * browser's own work (HTML, style, layout, paint), evaluating each script, creating the router,
 * rendering for hydration, the commit, the effects, the service worker's registration and the
 * prefetching. React's and React Router's function names tell the phases apart, so profile a build
 * made without minification: `BUILD_DIR=build-profile npx react-router build --minify false`, then
 * `BUILD_DIR=build-profile npm run bench:phone`.
 *
 * Then, on the pages that have them, it taps the menu button, the carousel's next button, a /trips
 * filter and a /plan answer, and prints each tap's duration as the Event Timing API reports it
 * (input delay, handlers and the next paint; entries start at 16 ms), with the main thread's time by
 * phase from the tap until the page has reported it (traced like the load). The target is 100 ms;
 * the figures are printed, not judged.
 *
 * BENCH_PAGES (comma-separated paths), BENCH_RUNS (default 3) and BENCH_PORT narrow and place it;
 * BENCH_TRACE_DIR=<folder> keeps each run's trace, which Chromium's performance panel opens.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path, { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { CpuProfileModel } from "lighthouse/core/lib/tracehouse/cpu-profile-model.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { buildServer } from "#server/app.js";
import { calibratedMultiplier } from "./calibration.ts";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = (process.env.BENCH_PAGES ?? "/,/destinations/vietnam,/blog/tropical-paradise,/trips,/plan")
  .split(",")
  .map((page) => page.trim());
/** Lighthouse's mobile emulation: a Moto G Power's screen. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const longTaskMs = 50;

/** What the page notes about itself while it loads (installed before any of its scripts runs). */
interface Milestones {
  hydrated?: number;
  prefetch?: number;
  serviceWorker?: number;
}
declare global {
  interface Window {
    milestones: Milestones;
    interactions: {
      name: string;
      interactionId: number;
      startTime: number;
      duration: number;
      delay: number;
      handlers: number;
    }[];
  }
}

function watchMilestones(): void {
  const milestones: Milestones = {};
  window.milestones = milestones;
  window.interactions = [];
  new MutationObserver(() => {
    const root = document.documentElement;
    if (milestones.hydrated === undefined && root.dataset.hydrated !== undefined)
      milestones.hydrated = performance.now();
    if (milestones.prefetch === undefined && document.head?.querySelector(":scope > link[rel=prefetch]"))
      milestones.prefetch = performance.now();
  }).observe(document, { attributes: true, childList: true, subtree: true });
  const container = navigator.serviceWorker;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
      milestones.serviceWorker ??= performance.now();
      return register(...args);
    };
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      window.interactions.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        handlers: entry.processingEnd - entry.processingStart,
      });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The phases, each recognised by the functions on a profiler sample's stack (innermost first). */
const phases: [phase: string, functions: string[]][] = [
  ["service worker", ["registerServiceWorker"]],
  ["prefetching", ["prefetchPages"]],
  ["effects", ["flushPassiveEffects", "commitPassiveMountOnFiber", "commitPassiveMountEffects"]],
  ["commit", ["commitRoot", "commitRootImpl", "commitMutationEffects", "commitLayoutEffects"]],
  [
    "render",
    ["performWorkOnRoot", "workLoopConcurrentByScheduler", "workLoopSync", "renderRootConcurrent", "renderRootSync"],
  ],
  ["router creation", ["createHydratedRouter", "createRouter", "createBrowserRouter", "HydratedRouter"]],
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string };
}

/** The phase of one profiler sample, from its stack. */
function phaseOf(stack: ProfileNode[], origin: string): string {
  const names = new Set(stack.map((node) => node.callFrame.functionName));
  for (const [phase, functions] of phases) if (functions.some((name) => names.has(name))) return phase;
  const innermost = stack[0]?.callFrame;
  if (!innermost || innermost.functionName === "(idle)") return "idle";
  if (innermost.functionName === "(garbage collector)") return "garbage collection";
  if (innermost.functionName === "(program)" || innermost.functionName === "(root)")
    return "browser (HTML, style, layout, paint)";
  // No phase function on the stack: the outermost script frame is the module being evaluated, or
  // the callback the browser called.
  const outermost = [...stack].reverse().find((node) => node.callFrame.url);
  const file = outermost ? (outermost.callFrame.url ?? "").replace(origin, "").replace(/-[\w-]{8}\.js$/, ".js") : "?";
  return `${outermost?.callFrame.functionName ? "callback" : "evaluation"} ${file}`;
}

/** The trace's tasks on the page's main thread, and its profiler samples, as [time, phase]. */
function readTrace(events: TraceEvent[], origin: string) {
  // The page's main thread is the one that parsed its HTML, or, in a trace of a tap, the one that
  // dispatched the tap's events. Profiles are told apart by process: their ids repeat from one
  // process to the next.
  const onMainThread =
    events.find(
      (event) =>
        event.name === "ParseHTML" &&
        String((event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? "").startsWith(origin),
    ) ??
    events.find(
      (event) =>
        event.name === "EventDispatch" && ["pointerdown", "click"].includes(String(event.args?.data?.type ?? "")),
    );
  if (!onMainThread) throw new Error("The trace holds neither the page's parsing nor a tap");
  const profiles = CpuProfileModel.collectProfileEvents(
    events.filter((event) => event.pid === onMainThread.pid) as never,
  ) as unknown as {
    pid: number;
    tid: number;
    startTime: number;
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  }[];
  const profile = profiles.find((candidate) => candidate.tid === onMainThread.tid) ?? profiles[0];
  if (!profile) throw new Error("No profile of the page in the trace");
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const stackOf = (id: number) => {
    const stack: ProfileNode[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
      stack.push(node);
    return stack;
  };
  const phaseCache = new Map<number, string>();
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (!phaseCache.has(id)) phaseCache.set(id, phaseOf(stackOf(id), origin));
    return [time, phaseCache.get(id)!] as const;
  });
  const tasks = events
    .filter(
      (event) =>
        event.ph === "X" &&
        event.pid === onMainThread.pid &&
        event.tid === onMainThread.tid &&
        (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask"),
    )
    .map((event) => ({ start: event.ts, end: event.ts + (event.dur ?? 0) }));
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" && event.pid === onMainThread.pid && event.args?.data?.isLoadingMainFrame,
  );
  return { samples, tasks, origin: navigation?.ts ?? profile.startTime };
}

/** Time by phase (ms) of the samples between `start` and `end` (µs). */
function byPhase(samples: readonly (readonly [number, string])[], start: number, end: number): Map<string, number> {
  const totals = new Map<string, number>();
  for (let index = 1; index < samples.length; index += 1) {
    const [time, phase] = samples[index]!;
    if (time < start || time > end || phase === "idle") continue;
    totals.set(phase, (totals.get(phase) ?? 0) + (time - samples[index - 1]![0]) / 1000);
  }
  return totals;
}
const phaseList = (totals: Map<string, number>) =>
  [...totals]
    .filter(([, ms]) => ms >= 1)
    .sort(([, a], [, b]) => b - a)
    .map(([phase, ms]) => `${phase} ${Math.round(ms)}`)
    .join(", ");

async function calibrate(browser: Browser): Promise<{ index: number; multiplier: number }> {
  const page = await browser.newPage();
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  await page.close();
  return { index: Number(index), multiplier: calibratedMultiplier(Number(index)) };
}

async function throttled(browser: Browser, multiplier: number): Promise<Page> {
  const context = await browser.newContext({ ...phone, serviceWorkers: "allow" });
  await context.addInitScript(watchMilestones);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: multiplier });
  return page;
}

/**
 * A tap's slowest Event Timing entry after `since` (of the events that make up an interaction,
 * pointerdown, pointerup and click), once the page has reported one.
 */
async function tapDuration(page: Page, since: number): Promise<string> {
  const reported = await page
    .waitForFunction(
      (after) => window.interactions.some((entry) => entry.interactionId > 0 && entry.startTime >= after),
      since,
      {
        timeout: 3000,
      },
    )
    .then(
      () => true,
      () => false,
    );
  if (!reported) return "under 16 ms (no Event Timing entry)";
  const entries = await page.evaluate(
    (after) => window.interactions.filter((entry) => entry.interactionId > 0 && entry.startTime >= after),
    since,
  );
  const slowest = entries.sort((a, b) => b.duration - a.duration)[0]!;
  return `${Math.round(slowest.duration)} ms (${slowest.name}: input delay ${Math.round(slowest.delay)}, handlers ${Math.round(slowest.handlers)}, the rest until the next paint)`;
}

/** Taps that the specification's behaviours answer, on the pages that have them. */
const taps: Record<string, { name: string; tap: (page: Page) => Promise<void> }[]> = {
  "/": [
    {
      name: "the menu button",
      tap: async (page) => {
        await page.getByRole("button", { name: "Menu" }).tap();
        await page.getByRole("button", { name: "Menu", expanded: true }).waitFor();
      },
    },
    { name: "the carousel's next button", tap: (page) => page.getByRole("button", { name: "Next slide" }).tap() },
  ],
  "/trips": [
    {
      name: "a filter",
      tap: async (page) => {
        const before = await page.evaluate(() => location.search);
        await page.getByRole("navigation", { name: "Filter the trips" }).getByRole("link").nth(1).tap();
        await page.waitForFunction((search) => location.search !== search, before);
      },
    },
  ],
  "/plan": [
    {
      name: "an answer",
      tap: async (page) => {
        const answer = page.getByRole("checkbox").first();
        await answer.tap();
        await page.waitForFunction((box) => (box as HTMLInputElement).checked, await answer.elementHandle());
      },
    },
  ],
};

// Plain HTTP on localhost, a secure context where the service worker registers as in production;
// the protocol does not change the main thread's work.
const server = await buildServer({ root: clientDirectory });
const basePort = Number(process.env.BENCH_PORT ?? 0);
const origin = (await server.listen({ port: basePort, host: "127.0.0.1" })).replace("127.0.0.1", "localhost");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.cpu_profiler",
  "v8.execute",
  "loading",
  "blink.user_timing",
];
const summary: string[] = [];
try {
  for (const pagePath of pages) {
    for (let run = 0; run < runs; run += 1) {
      const { index, multiplier } = await calibrate(browser);
      const page = await throttled(browser, multiplier);
      await browser.startTracing(page, { categories });
      await page.goto(`${origin}${pagePath}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      await page.waitForFunction(
        () => window.milestones.prefetch !== undefined && window.milestones.serviceWorker !== undefined,
      );
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      const traceFile = await browser.stopTracing();
      if (process.env.BENCH_TRACE_DIR) {
        await mkdir(process.env.BENCH_TRACE_DIR, { recursive: true });
        const name = `${pagePath.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${run + 1}.json`;
        await writeFile(join(process.env.BENCH_TRACE_DIR, name), traceFile);
      }
      const trace = JSON.parse(traceFile.toString()) as { traceEvents: TraceEvent[] };
      const marks = await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
          entry.name.endsWith(".js"),
        );
        return {
          ...window.milestones,
          fcp,
          scriptsFrom: Math.min(...scripts.map((entry) => entry.startTime)),
          scriptsUntil: Math.max(...scripts.map((entry) => entry.responseEnd)),
          scripts: scripts.length,
        };
      });
      const { samples, tasks, origin: navigationStart } = readTrace(trace.traceEvents, origin);
      const ms = (value?: number) => (value === undefined ? "-" : `${Math.round(value)}`);
      const end = navigationStart + (marks.serviceWorker ?? marks.hydrated ?? 0) * 1000 + 1_000_000;
      const long = tasks.filter((task) => task.end - task.start >= longTaskMs * 1000 && task.start >= navigationStart);
      const lines = long.map(
        (task) =>
          `  task at ${ms((task.start - navigationStart) / 1000)} ms, ${ms((task.end - task.start) / 1000)} ms: ${phaseList(byPhase(samples, task.start, task.end))}`,
      );
      const whole = phaseList(byPhase(samples, navigationStart, end));
      console.log(
        `${pagePath} run ${run + 1}: index ${Math.round(index)}, ${multiplier}x; FCP ${ms(marks.fcp)}, ${marks.scripts} scripts fetched ${ms(marks.scriptsFrom)}-${ms(marks.scriptsUntil)}, hydrated ${ms(marks.hydrated)}, prefetch ${ms(marks.prefetch)}, service worker ${ms(marks.serviceWorker)} ms\n` +
          `  ${long.length} tasks of ${longTaskMs} ms or more, ${ms(long.reduce((sum, task) => sum + (task.end - task.start) / 1000 - longTaskMs, 0))} ms over ${longTaskMs} in all\n${lines.join("\n")}\n` +
          `  main thread until the worker's registration + 1 s, by phase (ms): ${whole}`,
      );
      for (const { name, tap } of taps[pagePath] ?? []) {
        await browser.startTracing(page, { categories });
        const since = await page.evaluate(() => performance.now());
        await tap(page);
        const duration = await tapDuration(page, since);
        const tapTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const tapSamples = readTrace(tapTrace.traceEvents, origin).samples;
        const tapStart = tapSamples[0]?.[0] ?? 0;
        summary.push(
          `| ${pagePath} | ${name} | ${Math.round(index)} | ${multiplier}x | ${duration} | ${phaseList(byPhase(tapSamples, tapStart, Infinity))} |`,
        );
      }
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (summary.length > 0)
  console.log(
    `\nTaps at the calibrated CPU (Event Timing duration; target 100 ms):\n\n| page | tap | index | CPU slowdown | duration | main thread from the tap until the trace stopped, by phase (ms) |\n|---|---|---:|---:|---|---|\n${summary.join("\n")}`,
  );
