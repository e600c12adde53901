import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, two levels above apps/server/src. */
export const REPO_ROOT = path.resolve(here, '../../..');

export interface RateLimitConfig {
  /** Requests per minute per IP on the whole API. */
  globalPerMinute: number;
  /** Login attempts per minute per IP. */
  loginPerMinutePerIp: number;
  /** Failed logins per address within the window before the address is locked. */
  loginFailuresPerAddress: number;
  loginFailureWindowMinutes: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory (tests). */
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** The built SPA; when absent only the API is served. */
  webDist?: string;
  redisUrl?: string;
  rateLimits: RateLimitConfig;
  /** Run background jobs (slice instalments, hold expiry) in this process. */
  runJobs: boolean;
  /** Print mailed codes on the console when no SMTP server is configured. */
  printMailCodes: boolean;
}

export const defaultRateLimits: RateLimitConfig = {
  globalPerMinute: 600,
  loginPerMinutePerIp: 30,
  loginFailuresPerAddress: 5,
  loginFailureWindowMinutes: 15,
};

/** A config for tests: in-memory database, no SPA, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    mailFrom: 'Farewise <no-reply@farewise.test>',
    publicUrl: 'http://localhost:3000',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000 },
    runJobs: false,
    printMailCodes: false,
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
    // Without an SMTP server the outbox is the only copy: print codes so a local user can sign up.
    printMailCodes: !env.SMTP_URL && env.PRINT_MAIL !== 'false',
  };
}
