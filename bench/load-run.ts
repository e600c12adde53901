/**
 * One load run of the flight bench (flight-search.ts): autocannon against a URL, with every
 * response's latency kept so the percentiles (and each quarter's p95) are exact.
 */
import autocannon from 'autocannon';

export interface Run {
  requests: number;
  seconds: number;
  rps: number;
  bytesPerResponse: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** p95 of each quarter of the run's responses, in the order they came. */
  quarterP95: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One autocannon run; latencies are collected from every response so p95 is exact. */
export async function run(opts: {
  url: string;
  method?: 'GET' | 'POST';
  next: () => { path?: string; body?: string };
  seconds?: number;
  amount?: number;
  /** Concurrent connections. */
  connections: number;
}): Promise<Run> {
  const latencies: number[] = [];
  let bytes = 0;
  // autocannon ends a run on its one-second tick: a run of a fixed amount is timed from its start
  // to its last response instead, or its throughput would be rounded to whole seconds.
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? 10 }),
    requests: [
      {
        method: opts.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, ...opts.next() }),
      },
    ],
  });
  instance.on(
    'response',
    (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
      latencies.push(responseTime);
      bytes += resBytes;
      lastResponseAt = performance.now();
    },
  );
  const result = await instance;
  const quarter = Math.ceil(latencies.length / 4);
  const quarterP95 = [0, 1, 2, 3].map((q) =>
    percentile(
      latencies.slice(q * quarter, (q + 1) * quarter).sort((a, b) => a - b),
      95,
    ),
  );
  latencies.sort((a, b) => a - b);
  const seconds = opts.amount ? (lastResponseAt - startedAt) / 1000 : result.duration;
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    bytesPerResponse: bytes / Math.max(1, latencies.length),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    quarterP95,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const line = (name: string, r: Run) =>
  `${name.padEnd(26)} ${String(r.requests).padStart(6)} req in ${r.seconds.toFixed(1).padStart(5)} s  ` +
  `${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ` +
  `${(r.bytesPerResponse / 1024).toFixed(1)} kB/response  non-2xx ${r.non2xx}  errors ${r.errors}`;
