import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** @fastify/rate-limit's store contract, with the `read` its stores have beside `incr`. */
interface LimitStore extends FastifyRateLimitStore {
  read(key: string, cb: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteStoreOptions): LimitStore;
}

// The plugin's own Redis and memory stores, reused so the counting is exactly theirs.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => LimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => LimitStore;

/**
 * Whether the shared store (Redis) is in use, and how often it is tried while it is not. When a
 * call to Redis fails or the connection drops, requests are counted in this process's memory at
 * once (no request waits for Redis), and Redis is tried again in the background at most once a
 * retry interval; the first answer brings every limit back to Redis.
 */
export class SharedStoreHealth {
  shared = true;
  private lastTry = 0;
  private trying = false;

  constructor(
    private readonly redis: Redis,
    private readonly retryMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Redis failed a call or dropped the connection: count locally from now on. */
  down(err?: unknown) {
    if (!this.shared) return;
    this.shared = false;
    this.lastTry = Date.now();
    this.log.error(
      { err },
      'Redis for rate limits unreachable; each server counts its own limits until it is back',
    );
  }

  up() {
    if (this.shared) return;
    this.shared = true;
    this.log.info('Redis for rate limits is back; limits are counted there again');
  }

  /** At most one try in flight and one a retry interval, never on a request's path. */
  retryInBackground() {
    if (this.shared || this.trying || Date.now() - this.lastTry < this.retryMs) return;
    if (this.redis.status !== 'ready') return; // ioredis is reconnecting on the same interval
    this.trying = true;
    this.lastTry = Date.now();
    this.redis.ping().then(
      () => {
        this.trying = false;
        this.up();
      },
      () => {
        this.trying = false;
        this.lastTry = Date.now();
      },
    );
  }
}

/** A store class for @fastify/rate-limit (it calls `new Store(params)`): Redis while it answers, memory while it does not. */
export function failoverStore(redis: Redis, health: SharedStoreHealth, nameSpace: string) {
  class FailoverStore implements LimitStore {
    constructor(
      private readonly shared: LimitStore,
      private readonly local: LimitStore,
    ) {}

    private run(method: 'incr' | 'read', key: string, cb: Done, timeWindow: number, max: number) {
      if (!health.shared) {
        health.retryInBackground();
        return this.local[method](key, cb, timeWindow, max);
      }
      this.shared[method](
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          health.down(err);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Done, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Done, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }

    child(routeOptions: RouteStoreOptions): LimitStore {
      return new FailoverStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class GlobalFailoverStore extends FailoverStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its global parameters, these among them.
      const params = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}
