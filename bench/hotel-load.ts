/**
 * One load run of the hotel bench (hotel-search.ts): autocannon over a rotation of requests, with
 * every response's own time kept so the percentiles are exact.
 */
import { createRequire } from 'node:module';

/** The part of autocannon 8 used here (the package ships no types). */
interface RequestParams {
  method?: string;
  path?: string;
  body?: string;
}
interface AutocannonInstance extends PromiseLike<{
  requests: { average: number };
  errors: number;
  non2xx: number;
}> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers: Record<string, string>;
  requests: { setupRequest: (req: RequestParams) => RequestParams }[];
}) => AutocannonInstance;

/** Concurrent clients of a run, unless it says otherwise. */
export const CONNECTIONS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)
    : 0;
}

export async function load(
  url: string,
  bodies: { method: 'GET' | 'POST'; path: string; body?: string }[],
  seconds: number,
  connections = CONNECTIONS,
  amount?: number,
) {
  let next = 0;
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: RequestParams) => {
          const item = bodies[next++ % bodies.length] as (typeof bodies)[number];
          return { ...req, method: item.method, path: item.path, body: item.body };
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status !== 200) errors++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    errors: errors + result.errors + result.non2xx,
  };
}
