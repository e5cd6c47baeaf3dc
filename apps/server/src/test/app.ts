import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import type { MailConfig, MetricsConfig } from '../config';
import type { AuditAction } from '../db/audit';
import type { Database, Db } from '../db/client';
import { auditEvents } from '../db/schema/audit';
import { insertAdmin, insertSupplier, loginHeaders } from './accounts';
import { openFreshDatabase } from './database';

/*
 * The API test kit: every API test builds its app here, on a fresh database, and uses the same
 * callers, call and audit helpers. Accounts and categories: ./accounts.ts; sample documents:
 * ./files.ts; supplier registration forms: ./registration.ts.
 */

export type Headers = Record<string, string>;
/** What `app.inject` answers. */
export type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A logged-in account made for a test: its id, credentials and bearer header. */
export type TestCaller = { id: string; email: string; password: string; headers: Headers };

type AccountInput = { email?: string; password?: string; username?: string };
type SupplierInput = AccountInput & {
  status?: 'Pending' | 'Active' | 'Inactive';
  companyName?: string;
  categoryId?: string;
  subCategoryId?: string;
};

export type AuditFilter = { action?: AuditAction; entityId?: string };

export type TestContext = {
  app: FastifyInstance;
  database: Database & { url?: string };
  db: Db;
  /** One request: an object payload goes as JSON, a string or Buffer as it is. */
  call: (
    method: Method,
    url: string,
    payload?: object | string | Buffer,
    headers?: Headers,
  ) => Promise<InjectResponse>;
  /** Logs in through the API and returns the bearer header. */
  login: (email: string, password: string) => Promise<{ authorization: string }>;
  /** Callers of each kind, each a new account logged in through the API (anonymous: no header). */
  as: {
    anonymous: Headers;
    admin: (input?: AccountInput) => Promise<TestCaller>;
    subAdmin: (permissions: readonly PermissionKey[], input?: AccountInput) => Promise<TestCaller>;
    /** An Active supplier unless told (only an Active one can log in; others get no headers). */
    supplier: (input?: SupplierInput) => Promise<TestCaller>;
  };
  /** How many audit events match; all of them without a filter. */
  auditCount: (filter?: AuditFilter) => Promise<number>;
  /** The audit events of one record and action. */
  auditFor: (entityId: string, action: AuditAction) => Promise<(typeof auditEvents.$inferSelect)[]>;
  close: () => Promise<void>;
};

export const TEST_PASSWORD = 'test-pass-1';
/** The test apps' token secret: another app built on the same database accepts the kit's tokens. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough';

export type TestAppOptions = {
  /** Sees every route as it is registered (the route-table tests). */
  onRoute?: (route: RouteOptions) => void;
  /** Uploads handled at once (UPLOAD_CONCURRENCY); default TEST_UPLOAD_CONCURRENCY. */
  uploadConcurrency?: number;
  /** Exports built at once (EXPORT_CONCURRENCY); default TEST_EXPORT_CONCURRENCY. */
  exportConcurrency?: number;
  /** Rows a list export reads per batch (a few, to prove a file crosses batches). */
  exportBatchSize?: number;
  /** Email (SMTP, PUBLIC_URL); absent: no SMTP, as in a default install. */
  mail?: MailConfig;
  /** A built web app to serve (default: none). */
  webDistDir?: string;
  /** Logs at info level into this stream (tests that read the log); default: no logs. */
  logStream?: DestinationStream;
  /** Who may read /metrics (METRICS_TOKEN, METRICS_ALLOW); absent: metrics off, as by default. */
  metrics?: MetricsConfig;
};

/** Feature tests race a few uploads at once; the bound's own tests (plugins/files) set a small one. */
export const TEST_UPLOAD_CONCURRENCY = 16;
/** Feature tests may download a few files at once; the bound's own test sets 1. */
export const TEST_EXPORT_CONCURRENCY = 16;

let accounts = 0;
const uniqueEmail = (kind: string) => `${kind}.${process.pid}.${++accounts}@kit.test`;

function auditWhere(filter: AuditFilter = {}): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.entityId) conditions.push(eq(auditEvents.entityId, filter.entityId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * A test context's accounts and audit queries: `as` inserts each account into `database` and logs
 * it in through `app` (`inject`, or over HTTP: test/http-context.ts).
 */
export function contextAccounts(
  database: Database,
  app: FastifyInstance,
): Pick<TestContext, 'as' | 'auditCount' | 'auditFor'> {
  const logIn = async (
    id: string,
    email: string,
    password: string,
    canLogIn = true,
  ): Promise<TestCaller> => ({
    id,
    email,
    password,
    headers: canLogIn ? await loginHeaders(app, email, password) : {},
  });
  return {
    as: {
      anonymous: {},
      admin: async (input = {}) => {
        const email = input.email ?? uniqueEmail('admin');
        const password = input.password ?? TEST_PASSWORD;
        return logIn(
          await insertAdmin(database, { ...input, email, password, role: 'admin' }),
          email,
          password,
        );
      },
      subAdmin: async (permissions, input = {}) => {
        const email = input.email ?? uniqueEmail('subadmin');
        const password = input.password ?? TEST_PASSWORD;
        const id = await insertAdmin(database, {
          ...input,
          email,
          password,
          role: 'subadmin',
          permissions: [...permissions],
        });
        return logIn(id, email, password);
      },
      supplier: async (input = {}) => {
        const email = input.email ?? uniqueEmail('supplier');
        const password = input.password ?? TEST_PASSWORD;
        const id = await insertSupplier(database, { ...input, email, password });
        return logIn(id, email, password, (input.status ?? 'Active') === 'Active');
      },
    },
    auditCount: async (filter = {}) => {
      const [row] = await database.db.select({ n: count() }).from(auditEvents).where(auditWhere(filter));
      return row?.n ?? 0;
    },
    auditFor: (entityId, action) =>
      database.db.select().from(auditEvents).where(auditWhere({ entityId, action })),
  };
}

/** Builds the app on a fresh database, without the web app and without logs. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await openFreshDatabase();
  const app = await buildApp({
    config: {
      jwtSecret: TEST_JWT_SECRET,
      logLevel: options.logStream ? 'info' : 'silent',
      webDistDir: options.webDistDir,
      uploadConcurrency: options.uploadConcurrency ?? TEST_UPLOAD_CONCURRENCY,
      exportConcurrency: options.exportConcurrency ?? TEST_EXPORT_CONCURRENCY,
      ...(options.exportBatchSize ? { exportBatchSize: options.exportBatchSize } : {}),
      ...(options.mail ? { mail: options.mail } : {}),
      ...(options.metrics ? { metrics: options.metrics } : {}),
    },
    database,
    logger: Boolean(options.logStream),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  const db = database.db;

  const login = (email: string, password: string) => loginHeaders(app, email, password);
  return {
    app,
    database,
    db,
    call: (method, url, payload, headers = {}) =>
      app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) }),
    login,
    ...contextAccounts(database, app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
