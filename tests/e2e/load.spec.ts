import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The Node server under concurrent load answers every request in full. How many requests it
 * answers per second depends on the machine, and nothing here asserts it
 * (docs/benchmarks/README.md says how to measure it).
 */
const connections = 50;
const requestsPerConnection = 20;

test(`the Node server answers ${connections} clients at once, every request with 200 and the page's own bytes`, async ({
  baseURL,
}) => {
  const page = await readFile(path.resolve(process.env.BUILD_DIR ?? "build", "client", "index.html"), "utf8");
  const answers = await Promise.all(
    Array.from({ length: connections }, async () => {
      const seen: string[] = [];
      for (let request = 0; request < requestsPerConnection; request += 1) {
        const response = await fetch(new URL("/", baseURL), { headers: { "accept-encoding": "br, gzip" } });
        seen.push(`${response.status} ${(await response.text()) === page ? "the page" : "other bytes"}`);
      }
      return seen;
    }),
  );
  const tally: Record<string, number> = {};
  for (const answer of answers.flat()) tally[answer] = (tally[answer] ?? 0) + 1;
  expect(tally).toEqual({ "200 the page": connections * requestsPerConnection });
});
