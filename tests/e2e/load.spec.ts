import { expect, test } from "@playwright/test";
import { runLoad } from "../../scripts/bench/load";

test("the Node server holds 50 connections for 10 seconds with zero errors", async () => {
  test.setTimeout(60_000);
  const result = await runLoad(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`, { connections: 50, seconds: 10 });
  console.log(`load: ${result.requestsPerSecond} req/s, p50 ${result.latencyP50} ms, p99 ${result.latencyP99} ms, ${result.requests} requests`);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result.requests).toBeGreaterThan(1000);
});
