import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface RateLimitConfig {
  /** Requests allowed per window for each IP and for each account on login, check, verify and forgot calls. */
  max: number;
  windowMs: number;
  /** Per-account limits only: the wait added to each try past `max` from all addresses together (slows, never locks). */
  delayMs?: number;
  /** Per-account limits only: tries from all addresses together before 429 are `max` × this (ACCOUNT_HARD_FACTOR, 50, unless set; tests set fewer). */
  hardFactor?: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  jwtSecret: string;
  smtpUrl?: string;
  publicUrl: string;
  databaseUrl?: string;
  /** Redis shared by several instances (rate limits, account limits, public cache invalidation); unset, all in this process. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so several sites (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Where uploaded images are stored and served from (a volume several instances can share). */
  uploadDir: string;
  /** Largest accepted image upload, in bytes. */
  maxImageBytes: number;
  /** Largest accepted spreadsheet upload, in bytes. */
  maxSheetBytes: number;
  /** Where the built SPA lives (served with an index.html fallback). */
  distDir: string;
  rateLimit: RateLimitConfig;
  /** Verify codes mailed per account per window (registration and reset), the cap on code guessing. */
  codeLimit: RateLimitConfig;
  logLevel: string;
  /** Readable log lines (pino-pretty) instead of JSON: LOG_FORMAT, else a terminal outside production. */
  logPretty: boolean;
  production: boolean;
  /** The OpenAPI document and Swagger UI at /api/docs: API_DOCS=1/0; on by default, off in production (it maps every admin call). */
  apiDocs: boolean;
  /** Proxy addresses whose X-Forwarded-For is believed (rate limits key on the client IP); none by default. */
  trustProxy: string | false;
  /** The From address of every mail. */
  mailFrom?: string;
  /** Where visitors' enquiries are mailed; unset, the Contact Us record's email. */
  shopEmail?: string;
  /** The clock every expiry check reads; tests replace it. Milliseconds since the epoch. */
  now: () => number;
}

class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return n;
}

function urlFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got '${raw}'`);
  }
  return raw;
}

/** Keeps one generated secret per data directory, so tokens survive restarts without configuration. */
function secretFor(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Reads and validates the configuration from the environment; throws a ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = intFrom(env, 'PORT', 8080, 0, 65535);
  const jwtSecret = env.JWT_SECRET || secretFor(dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  const redisUrl = urlFrom(env, 'REDIS_URL');
  if (redisUrl && !/^rediss?:$/.test(new URL(redisUrl).protocol)) throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got '${redisUrl}'`);
  const logFormat = env.LOG_FORMAT || undefined;
  if (logFormat && logFormat !== 'json' && logFormat !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty, got '${logFormat}'`);
  const production = env.NODE_ENV === 'production';
  const apiDocs = env.API_DOCS || undefined;
  if (apiDocs && apiDocs !== '1' && apiDocs !== '0') throw new ConfigError(`API_DOCS must be 1 or 0, got '${apiDocs}'`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    jwtSecret,
    smtpUrl: urlFrom(env, 'SMTP_URL'),
    publicUrl: (urlFrom(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: urlFrom(env, 'DATABASE_URL'),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'selvedge:',
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    maxImageBytes: intFrom(env, 'MAX_IMAGE_BYTES', 8 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    maxSheetBytes: intFrom(env, 'MAX_SHEET_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    distDir: resolve(env.DIST_DIR || 'dist'),
    rateLimit: {
      max: intFrom(env, 'RATE_LIMIT_MAX', 20, 1, 1_000_000),
      windowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
      delayMs: intFrom(env, 'RATE_LIMIT_DELAY_MS', 1000, 0, 60_000),
    },
    codeLimit: {
      max: intFrom(env, 'CODE_LIMIT_MAX', 5, 1, 1_000_000),
      windowMs: intFrom(env, 'CODE_LIMIT_WINDOW_MS', 3_600_000, 1000, 86_400_000),
    },
    logLevel: env.LOG_LEVEL || 'info',
    logPretty: logFormat ? logFormat === 'pretty' : !production && process.stdout.isTTY === true,
    trustProxy: env.TRUST_PROXY || false,
    mailFrom: env.MAIL_FROM || undefined,
    shopEmail: env.SHOP_EMAIL || undefined,
    production,
    apiDocs: apiDocs ? apiDocs === '1' : !production,
    now: Date.now,
  };
}

export { ConfigError };
