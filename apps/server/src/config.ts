import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Whose `X-Forwarded-*` headers to believe (decision 019): false (nobody: the socket's address is
 * the client's), true (everybody: only when nothing but the proxy can reach the server), a number
 * of proxy hops in front of the server, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

// proxy-addr's names for the private ranges, accepted beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, extra] = entry.split('/');
  if (!address || prefix === undefined || extra !== undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The trustProxy option Fastify gets. Fastify 5 refuses to trust anybody for a bare hop count, so a
 * count becomes the equivalent function: the socket's peer and the next hops - 1 addresses are proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** TRUST_PROXY: unset or false, true, a hop count, or comma-separated addresses and CIDRs. */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(lower)) return Number(lower) === 0 ? false : Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, a hop count or comma-separated addresses/CIDRs (not: ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Uploads (multipart requests) one server process handles at once when UPLOAD_CONCURRENCY is unset
 * (decision 023). On PGlite it was 1 while a file went in inside its request's transaction; files
 * are now staged piece by piece and PGlite takes turns (decision 060), and four at once kept the
 * rest of the portal at p99 85-105 ms with a peak of about 650 MB (scripts/bench-uploads.ts,
 * scripts/attack-uploads.ts).
 */
export const DEFAULT_UPLOAD_CONCURRENCY = { postgres: 4, pglite: 4 } as const;

/**
 * Exports (statements, report files) one server process builds at once when EXPORT_CONCURRENCY is
 * unset (decision 041): each is seconds of CPU on the server's thread, so more at once only slow
 * every other request. PGlite's queries also run on that thread.
 */
export const DEFAULT_EXPORT_CONCURRENCY = { postgres: 2, pglite: 1 } as const;

/**
 * METRICS_ALLOW: comma-separated addresses and CIDRs allowed to read /metrics without the token
 * (decision 056); unset or empty, none.
 */
export const metricsAllowSchema = z
  .string()
  .trim()
  .transform((value, context): string[] => {
    if (value === '') return [];
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry) || PROXY_RANGE_NAMES.has(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `METRICS_ALLOW must be comma-separated IP addresses or CIDRs (not: ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * How long a process keeps serving after SIGTERM, answering every request with `Connection: close`
 * and /api/ready with 503, before it stops accepting connections (decision 056).
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 1_000;

/** Where closing dates end (at midnight): the buying organisation's time zone. */
export const DEFAULT_PORTAL_TIME_ZONE = 'Asia/Kolkata';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  PORTAL_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'PORTAL_TIME_ZONE must be an IANA time zone such as Asia/Kolkata')
    .default(DEFAULT_PORTAL_TIME_ZONE),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).optional(),
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
  METRICS_ALLOW: metricsAllowSchema.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_SHUTDOWN_DRAIN_MS),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  admin: { email: string | undefined; password: string | undefined; username: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Where the built web app lives; absent in API-only tests. */
  webDistDir: string | undefined;
  trustProxy: TrustProxy;
  /** IANA time zone in which a tender's closing date ends (PORTAL_TIME_ZONE). */
  portalTimeZone: string;
  /** PostgreSQL only: how long to wait for a connection, and for one statement. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** Multipart requests (uploads) handled at once, more answer 503; unset: by database (decision 023). */
  uploadConcurrency: number | undefined;
  /** Exports (statements, report files) built at once, more answer 503; unset: by database (decision 041). */
  exportConcurrency: number | undefined;
  /** Email (decision 027): SMTP and the sender when both are set; the portal's address for links. */
  mail: MailConfig;
  /** Who may read /metrics (decision 056); neither set: /metrics answers 404. */
  metrics: MetricsConfig;
  /** SIGTERM (decision 056): the drain, then at most graceMs in all for requests and jobs in flight. */
  shutdown: { graceMs: number; drainMs: number };
};

export type MetricsConfig = {
  /** METRICS_TOKEN: `Authorization: Bearer <token>` reads /metrics. */
  token: string | undefined;
  /** METRICS_ALLOW: addresses and CIDRs that read /metrics without the token. */
  allow: string[];
};

export type MailConfig = {
  smtp: { url: string; from: string } | undefined;
  /** PUBLIC_URL: the portal's address in emailed links; unset, links use the request's origin. */
  publicUrl: string | undefined;
};

/**
 * SMTP_URL and MAIL_FROM go together, and emails that leave the server must link to the address
 * the operator configured, never to whatever Host header a request came with (a forged Host would
 * otherwise send a victim a reset link to the forger's site): so SMTP needs PUBLIC_URL as well.
 */
function mailConfig(e: { SMTP_URL?: string; MAIL_FROM?: string; PUBLIC_URL?: string }): MailConfig {
  const problems: string[] = [];
  if (e.SMTP_URL && !e.MAIL_FROM) problems.push('MAIL_FROM: required with SMTP_URL');
  if (e.MAIL_FROM && !e.SMTP_URL) problems.push('SMTP_URL: required with MAIL_FROM');
  if (e.SMTP_URL && !e.PUBLIC_URL) problems.push('PUBLIC_URL: required with SMTP_URL (emailed links use it)');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    smtp: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** Reads the environment once, failing fast with every problem listed. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  // The test suites' cheap password hashes (decision 062) never reach a real server by mistake.
  if (env.TEST_FAST_PASSWORD_HASHES === '1' && env.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid configuration:\n  TEST_FAST_PASSWORD_HASHES: only for the test suites (NODE_ENV=test); unset it',
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, username: e.ADMIN_USERNAME ?? 'admin' },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    portalTimeZone: e.PORTAL_TIME_ZONE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    uploadConcurrency: e.UPLOAD_CONCURRENCY,
    exportConcurrency: e.EXPORT_CONCURRENCY,
    mail: mailConfig(e),
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW ?? [] },
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS, drainMs: Math.min(e.SHUTDOWN_DRAIN_MS, e.SHUTDOWN_GRACE_MS) },
  };
}
