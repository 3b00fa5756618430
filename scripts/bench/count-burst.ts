/**
 * npm run bench:counts (record 164): the counts' endpoint on the Node server, on loopback, under a
 * ten-second burst of presses from a bounded number of senders at once (addresses given by
 * X-Forwarded-For, believed from this machine): half keep one address and meet the burst limit. Then it reads
 * the store and prints what was accepted (204) beside what was stored: the two must be equal. A
 * figure, not a timed test. Counts into a fresh PGlite folder, or DATABASE_URL's server.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { countPath } from "#app/data/count-vocabulary.js";
import { buildServer } from "#server/app.js";
import { burstLimit } from "#server/counts/endpoint.js";
import { openCountStore } from "#server/counts/store.js";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
const seconds = Number(process.env.BURST_SECONDS ?? 10);
const senders = Number(process.env.BURST_SENDERS ?? 16);
const port = Number(process.env.BENCH_PORT ?? 0);

const lists = JSON.parse(await readFile(path.join(buildDirectory, "count-lists.json"), "utf8")) as {
  pages: string[];
};
const folder = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), "count-burst-"));
const store = openCountStore({ databaseUrl: process.env.DATABASE_URL, dataDir: folder });
const app = await buildServer({
  root: path.join(buildDirectory, "client"),
  counts: { store, lists: { pages: lists.pages, trips: [], offices: [] }, authorize: "anyone" },
});
await app.listen({ port, host: "127.0.0.1" });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}${countPath}`;
// The first count opens the store: not part of the burst.
await store.rows();
const before = (await store.rows()).reduce((sum, row) => sum + row.count, 0);

const answers = new Map<number, number>();
const latencies: number[] = [];
const end = Date.now() + seconds * 1000;
const kinds = ["view", "chat", "call", "mail"];

async function sender(index: number): Promise<void> {
  for (let sent = 0; Date.now() < end; sent += 1) {
    const body = JSON.stringify({ kind: kinds[sent % kinds.length], path: lists.pages[sent % lists.pages.length] });
    const started = performance.now();
    const answer = await fetch(url, {
      method: "POST",
      // Even senders keep one address and meet the limit; odd ones take a new address every 50 presses.
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.${index}.${index % 2 ? Math.floor(sent / 50) % 256 : 0}.1`,
      },
      body,
    });
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
  }
}

await Promise.all(Array.from({ length: senders }, (_, index) => sender(index)));
const stored = (await store.rows()).reduce((sum, row) => sum + row.count, 0) - before;
await app.close();
await store.close();
if (folder) await rm(folder, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
const accepted = answers.get(204) ?? 0;
const sentTotal = latencies.length;
console.log(`counts burst: ${seconds} s, ${senders} senders at once, limit ${burstLimit} per address per 10 s`);
console.log(
  `  sent ${sentTotal} (${Math.round(sentTotal / seconds)}/s), answers ${JSON.stringify(Object.fromEntries(answers))}`,
);
console.log(`  latency p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
console.log(`  accepted ${accepted}, stored ${stored}: ${accepted === stored ? "none lost" : "MISMATCH"}`);
process.exit(accepted === stored ? 0 : 1);
