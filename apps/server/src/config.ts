import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobQueueOptions } from './modules/jobs/index.ts';
import { parseStripeSettings, type StripeSettings } from './stripe-config.ts';
import { parseRetention, type RetentionDays } from './retention-config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, two levels above apps/server/src. */
export const REPO_ROOT = path.resolve(here, '../../..');

export interface RateLimitConfig {
  /** Requests per minute per IP on the whole API. */
  globalPerMinute: number;
  /** Login attempts per minute per IP. */
  loginPerMinutePerIp: number;
  /**
   * Failed sign-ins to one e-mail (from devices it does not know, or from one device it knows)
   * within the window (since the last success) before each further try waits: 30 s, doubling up
   * to loginBackoffMaxMinutes.
   */
  loginFailuresPerAddress: number;
  loginFailureWindowMinutes: number;
  /** Failed sign-ins from one client address, to any e-mails, within its window before its tries wait likewise. */
  loginFailuresPerClient: number;
  loginClientWindowMinutes: number;
  loginBackoffMaxMinutes: number;
  /** With REDIS_URL: while Redis cannot be reached, how often it is tried again (limits are counted in memory meanwhile). */
  sharedStoreRetryMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory (tests). */
  dataDir: string;
  /**
   * Tests only: a tarball of an already migrated PGlite data directory, which an in-memory
   * database starts from instead of running initdb and every migration (test/pglite-template.ts).
   */
  pgliteTemplate?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** The built SPA; when absent only the API is served. */
  webDist?: string;
  redisUrl?: string;
  rateLimits: RateLimitConfig;
  /** Take scheduled work (slice instalments, hold expiry, ticketing …) from the job queue in this process. */
  runJobs: boolean;
  /** The job queue's retries, expiry and polling (decision 019); defaults in job-runner.ts. */
  jobs?: Partial<JobQueueOptions>;
  /**
   * Print mail (sign-in codes included) to the log when no SMTP server is configured: MAIL_PRINT;
   * in production the start is refused without SMTP_URL unless MAIL_PRINT says yes or no.
   */
  printMailCodes: boolean;
  /** How long each kind of personal data is kept before the daily retention job deletes it (days). */
  retention?: Partial<RetentionDays>;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: false trusts none (the
   * socket's peer is the client), a number trusts that many hops, a list trusts those addresses,
   * CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
   */
  trustProxy: TrustProxy;
  /**
   * A raster tile server for the hotel map ({z}/{x}/{y} in its address) and the credit it asks
   * for; without one the map draws the basemap the site ships (decision 020).
   */
  mapTiles?: MapTiles;
  /**
   * Price and write new flight searches in a worker thread, beside the thread serving requests
   * (decision 031). FLIGHT_SEARCH_WORKER; on by default in production, off in tests.
   */
  flightSearchWorker?: boolean;
  /**
   * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (with STRIPE_WEBHOOK_SECRET for its webhooks):
   * payments go through Stripe; without them the sandbox gateway serves (decision 052).
   */
  stripe?: StripeSettings;
  /**
   * METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`; unset, the call
   * answers 404 (decision 054).
   */
  metricsToken?: string;
}

export interface MapTiles {
  url: string;
  attribution: string;
}

/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION; an address that is not a tile template stops the start. */
export function parseMapTiles(url?: string, attribution?: string): MapTiles | undefined {
  if (!url) return undefined;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url.replace(/\{[a-z]\}/g, '0'));
  } catch {
    parsed = null;
  }
  if (
    !parsed ||
    !/^https?:$/.test(parsed.protocol) ||
    !['{z}', '{x}', '{y}'].every((p) => url.includes(p))
  )
    throw new Error(
      `MAP_TILE_URL must be an http(s) tile address with {z}, {x} and {y} (such as https://tiles.example.com/{z}/{x}/{y}.png), not "${url}".`,
    );
  return { url, attribution: attribution || `Map tiles: ${parsed.host}` };
}

export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy for a TrustProxy: a hop count trusts the nearest n hops (as Fastify does with a number). */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const PROXY_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether the peer of a connection is a proxy TRUST_PROXY trusts, so that what it says of the
 * request (its X-Request-Id) may be taken: a hop count trusts the peer, a list trusts its members.
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false || trust === 0) return () => false;
  if (typeof trust === 'number') return (address) => !!address;
  const list = new net.BlockList();
  for (const entry of trust.flatMap((e) => PROXY_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return list.check(plain, net.isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy; a whole number is a hop count; otherwise a
 * comma-separated list of addresses and CIDR ranges. Anything else stops the start with a
 * message, since a wrong value would let every client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0 || entries.length === 0)
    throw new Error(
      `TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8, ::1, loopback); not understood: ${wrong.join(', ') || text}`,
    );
  return entries;
}

export const defaultRateLimits: RateLimitConfig = {
  globalPerMinute: 600,
  loginPerMinutePerIp: 30,
  loginFailuresPerAddress: 5,
  loginFailureWindowMinutes: 24 * 60,
  loginFailuresPerClient: 20,
  loginClientWindowMinutes: 15,
  loginBackoffMaxMinutes: 15,
  sharedStoreRetryMs: 5_000,
};

/** A config for tests: in-memory database, no SPA, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    pgliteTemplate: process.env.TEST_PGLITE_TEMPLATE || undefined,
    mailFrom: 'Farewise <no-reply@farewise.test>',
    publicUrl: 'http://localhost:3000',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000 },
    runJobs: false,
    printMailCodes: false,
    trustProxy: false,
    ...overrides,
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = Number(env.PORT ?? 3000);
  return {
    env: nodeEnv,
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Farewise <no-reply@farewise.example>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: {
      ...defaultRateLimits,
      globalPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? defaultRateLimits.globalPerMinute),
    },
    runJobs: env.RUN_JOBS !== 'false',
    jobs: parseJobOptions(env),
    printMailCodes: parseMailPrint(env, nodeEnv),
    retention: parseRetention(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mapTiles: parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    flightSearchWorker: parseSwitch(
      'FLIGHT_SEARCH_WORKER',
      env.FLIGHT_SEARCH_WORKER,
      nodeEnv === 'production',
    ),
    metricsToken: env.METRICS_TOKEN || undefined,
    stripe: parseStripeSettings(env),
  };
}

/**
 * MAIL_PRINT (PRINT_MAIL, its older name): with SMTP_URL nothing is printed. Without it, development
 * prints mail so a local user can sign up; production refuses to start unless MAIL_PRINT is set,
 * since printed sign-in codes in a production log let whoever reads it into accounts.
 */
export function parseMailPrint(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): boolean {
  if (env.SMTP_URL) return false;
  const value = env.MAIL_PRINT ?? env.PRINT_MAIL;
  if (nodeEnv === 'production' && !value?.trim())
    throw new Error(
      'In production without SMTP_URL, mail (sign-in codes included) could only go to the log: set SMTP_URL to send it, or MAIL_PRINT=1 to print it to the log anyway (a demo), or MAIL_PRINT=0 to keep it in the outbox only.',
    );
  return parseSwitch('MAIL_PRINT', value, true);
}

/** A true/false setting; unset or empty gives the default, anything else stops the start. */
export function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false, not "${value}"`);
}

/** JOBS_RETRY_LIMIT, JOBS_RETRY_DELAY_SECONDS, JOBS_EXPIRE_SECONDS, JOBS_MAINTENANCE_SECONDS, JOBS_POLL_SECONDS. */
export function parseJobOptions(env: NodeJS.ProcessEnv): Partial<JobQueueOptions> {
  const names: Record<keyof JobQueueOptions, string> = {
    retryLimit: 'JOBS_RETRY_LIMIT',
    retryDelaySeconds: 'JOBS_RETRY_DELAY_SECONDS',
    expireSeconds: 'JOBS_EXPIRE_SECONDS',
    maintenanceSeconds: 'JOBS_MAINTENANCE_SECONDS',
    pollSeconds: 'JOBS_POLL_SECONDS',
  };
  const options: Partial<JobQueueOptions> = {};
  for (const [key, name] of Object.entries(names) as [keyof JobQueueOptions, string][]) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    const least = key === 'retryLimit' || key === 'retryDelaySeconds' ? 0 : 1;
    if (!Number.isInteger(value) || value < least)
      throw new Error(`${name} must be a whole number of at least ${least}, not "${text}"`);
    options[key] = value;
  }
  return options;
}
