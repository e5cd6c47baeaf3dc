import { messages } from '@tenderdesk/domain/messages';
import { effectivePermissions, type PermissionKey, type Role } from '@tenderdesk/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { Caller } from '../core/caller';
import { type AppError, forbidden, notFound, unauthenticated } from '../core/errors';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { admins, revokedSessions } from '../db/schema/accounts';
import { categories } from '../db/schema/catalogue';
import { suppliers } from '../db/schema/suppliers';
import type { TokenService, VerifiedToken } from '../security/tokens';
import type { OperatorGuard } from './operator-access';

/**
 * Who may call a route. Every `/api` and `/uploads` route declares one in `config.access`; the
 * auth plugin installs the matching guard as the route's `onRequest` hook, so the caller is
 * refused (401/403) before its body is read or validated (decision 009).
 */
export type Access =
  /** Anyone, logged in or not. Only the routes of PUBLIC_ROUTES may say so. */
  | { kind: 'public' }
  /** Any logged-in account; the service decides the rest (e.g. a file's owner rule). */
  | { kind: 'authenticated' }
  /** One of the given roles. */
  | { kind: 'role'; roles: readonly Role[] }
  /** The admin, or a sub-admin holding at least one of the keys. Suppliers never. */
  | { kind: 'permission'; anyOf: readonly PermissionKey[] }
  /** A supplier whose own id is the path parameter `param` (`/supplier/:supplierId/...`). */
  | { kind: 'ownSupplier'; param: string }
  /**
   * No account: an operator's tool (METRICS_TOKEN or an address of METRICS_ALLOW, decision 056).
   * Only the routes of OPERATOR_ROUTES may say so.
   */
  | { kind: 'operator' };

/** The ways to declare a route's access: `config: { access: access.permission('masterTables') }`. */
export const access = {
  public: { kind: 'public' },
  authenticated: { kind: 'authenticated' },
  role: (...roles: [Role, ...Role[]]): Access => ({ kind: 'role', roles }),
  permission: (key: PermissionKey): Access => ({ kind: 'permission', anyOf: [key] }),
  anyPermission: (...keys: [PermissionKey, ...PermissionKey[]]): Access => ({
    kind: 'permission',
    anyOf: keys,
  }),
  ownSupplier: (param = 'supplierId'): Access => ({ kind: 'ownSupplier', param }),
  operator: { kind: 'operator' },
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

/**
 * The only calls anyone may make without logging in, as `METHOD path` (HEAD goes with GET). A route
 * that declares `access.public` and is not listed here stops the server at start-up.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  // Whether this process should get traffic (decision 056): asked by proxies and orchestrators.
  'GET /api/ready',
  'POST /api/admin/login',
  // Forgotten password (issue 13): asked and used by someone who cannot log in.
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/reset-password',
  'POST /api/suppliers/add',
  // The registration form needs the categories before anyone has logged in.
  'GET /api/category/view',
  'GET /api/subcategory/view',
];

/**
 * The operators' calls (decision 056), outside /api so that no proxy rule for the API exposes them,
 * and left out of the API documentation. A route declaring `access.operator` elsewhere stops the
 * server at start-up.
 */
export const OPERATOR_ROUTES: readonly string[] = ['GET /metrics'];

/** The API documentation (@fastify/swagger-ui's routes) is public too. */
export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Who may call this route; required on every /api and /uploads route. */
    access?: Access;
  }
}

/** True for the paths whose routes must declare an access: the API, the private files, /metrics. */
export function isGuardedPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url === '/metrics';
}

export function isDocsPath(url: string): boolean {
  return url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

export function isPublicRoute(method: string, url: string): boolean {
  const asGet = method === 'HEAD' ? 'GET' : method;
  return PUBLIC_ROUTES.includes(`${asGet} ${url}`);
}

/** The access a route ends up with: what it declares, public for the docs, or undefined. */
export function accessOf(route: Pick<RouteOptions, 'url' | 'config'>): Access | undefined {
  const declared = (route.config as { access?: Access } | undefined)?.access;
  if (declared) return declared;
  return isDocsPath(route.url) ? access.public : undefined;
}

/**
 * Whether a logged-in caller passes an access rule; null when it does, else the 403 to answer.
 * Pure, so every rule is unit-tested without a server.
 */
export function checkAccess(
  caller: Caller,
  rule: Access,
  params: Record<string, unknown> = {},
): AppError | null {
  switch (rule.kind) {
    case 'public':
    case 'authenticated':
      return null;
    case 'operator':
      return forbidden(); // an account's token never opens an operator's route
    case 'role':
      return rule.roles.includes(caller.role) ? null : forbidden();
    case 'permission':
      if (caller.role === 'supplier') return forbidden();
      return rule.anyOf.some((key) => caller.permissions[key]) ? null : forbidden();
    case 'ownSupplier': {
      const id = params[rule.param];
      const own = caller.role === 'supplier' && typeof id === 'string' && id.toLowerCase() === caller.id;
      return own ? null : forbidden();
    }
  }
}

/**
 * The two lookups behind every authenticated request, prepared once per database (`preparedPerDb`:
 * one round trip, planned once per connection, rows mapped by a compiled mapper). They read only
 * what a Caller needs, and whether the token's session was ended by logout (decision 020), asked in
 * the same query.
 */
const revoked = sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${sql.placeholder('sid')})`;
const supplierCaller = preparedPerDb((db) =>
  db
    .select({
      id: suppliers.id,
      username: suppliers.companyName,
      email: suppliers.emailAddress,
      status: suppliers.status,
      tokenVersion: suppliers.tokenVersion,
      language: suppliers.locale,
      categoryId: categories.id,
      categoryName: categories.name,
      revoked,
    })
    .from(suppliers)
    .innerJoin(categories, eq(categories.id, suppliers.categoryId))
    .where(eq(suppliers.id, sql.placeholder('id')))
    .prepare('load_caller_supplier'),
);
const adminCaller = preparedPerDb((db) =>
  db
    .select({
      id: admins.id,
      username: admins.username,
      email: admins.email,
      role: admins.role,
      permissions: admins.permissions,
      tokenVersion: admins.tokenVersion,
      language: admins.locale,
      revoked,
    })
    .from(admins)
    .where(eq(admins.id, sql.placeholder('id')))
    .prepare('load_caller_admin'),
);

/**
 * Loads the account a verified token names; null when it is gone, locked, the token is stale (its
 * version) or its session was logged out. One query.
 */
export async function loadCaller(db: Db, token: VerifiedToken): Promise<Caller | null> {
  const { id, role, tv: tokenVersion, sid } = token;
  if (role === 'supplier') {
    const [row] = await supplierCaller(db).execute({ id, sid });
    if (row?.status !== 'Active' || row.tokenVersion !== tokenVersion || row.revoked) return null;
    return {
      id: row.id,
      role,
      username: row.username,
      email: row.email,
      permissions: effectivePermissions(role, null),
      language: row.language ?? null,
      category: { id: row.categoryId, name: row.categoryName },
    };
  }
  const [row] = await adminCaller(db).execute({ id, sid });
  if (!row || row.role !== role || row.tokenVersion !== tokenVersion || row.revoked) return null;
  return {
    id: row.id,
    role,
    username: row.username,
    email: row.email,
    permissions: effectivePermissions(role, row.permissions),
    language: row.language ?? null,
  };
}

async function authenticate(db: Db, tokens: TokenService, request: FastifyRequest): Promise<Caller> {
  if (request.caller) return request.caller;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthenticated(messages.auth.missingToken);
  const payload = await tokens.verifySignature(match[1]);
  if (!payload) throw unauthenticated(messages.auth.invalidToken);
  const caller = await loadCaller(db, payload);
  if (!caller) throw unauthenticated(messages.auth.invalidToken);
  request.caller = caller;
  return caller;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function describeRoute(route: RouteOptions): string {
  return `${asArray(route.method).join(',')} ${route.url}`;
}

/**
 * Secure by default: one `onRoute` hook reads the access every /api and /uploads route declares and
 * installs its guard as the route's first own `onRequest` hook (after the rate limiter), so it runs
 * before the body is parsed. A route that declares none, declares public without being on the
 * allow-list, or names a path parameter it does not have, stops the server at start-up.
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  operatorGuard: OperatorGuard = () => notFound(),
) {
  app.decorateRequest('caller', null);

  const guardFor = (rule: Access): onRequestAsyncHookHandler =>
    async function guard(request) {
      const caller = await authenticate(db, tokens, request);
      const refusal = checkAccess(caller, rule, request.params as Record<string, unknown>);
      if (refusal) throw refusal;
    };

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return; // the web app and its static files
    const rule = accessOf(route);
    if (!rule) {
      throw new Error(
        `${describeRoute(route)} declares no config.access: every /api route must say who may call it`,
      );
    }
    if (rule.kind === 'public') {
      const methods = asArray(route.method);
      if (!isDocsPath(route.url) && !methods.every((method) => isPublicRoute(method, route.url))) {
        throw new Error(
          `${describeRoute(route)} is declared public but is not in PUBLIC_ROUTES (plugins/auth.ts)`,
        );
      }
      return;
    }
    if (rule.kind === 'operator') {
      const methods = asArray(route.method);
      if (
        !methods.every((method) =>
          OPERATOR_ROUTES.includes(`${method === 'HEAD' ? 'GET' : method} ${route.url}`),
        )
      ) {
        throw new Error(
          `${describeRoute(route)} is declared operator but is not in OPERATOR_ROUTES (plugins/auth.ts)`,
        );
      }
      route.onRequest = [...asArray(route.onRequest), operatorOnly(operatorGuard)];
      return;
    }
    if (rule.kind === 'ownSupplier' && !route.url.includes(`:${rule.param}`)) {
      throw new Error(`${describeRoute(route)} has no :${rule.param} parameter for its ownSupplier guard`);
    }
    route.onRequest = [...asArray(route.onRequest), guardFor(rule)];
  });
}

function operatorOnly(check: OperatorGuard): onRequestAsyncHookHandler {
  return async function operatorGuard(request) {
    const refusal = check(request);
    if (refusal) throw refusal;
  };
}

/** The caller of a guarded route; guards guarantee it is set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated(messages.auth.invalidToken);
  return request.caller;
}
