import autocannon from "autocannon";

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Holds `connections` open against `url` for `seconds`, then reports throughput and latency. */
export async function runLoad(url: string, { connections = 50, seconds = 10 } = {}): Promise<LoadResult> {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1" && hostname !== "localhost") throw new Error("load is only ever sent to this machine");
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "br, gzip" } });
  return {
    target: url,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
