import { messages } from '@tenderdesk/domain/messages';
import {
  effectivePermissions,
  type PermissionKey,
  type Permissions,
  type Role,
} from '@tenderdesk/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { admins } from '../db/schema/accounts';
import { suppliers } from '../db/schema/suppliers';
import type { TokenService } from '../security/tokens';
import { HttpError } from './errors';

/** The authenticated account behind a request, re-read from the database on every request. */
export type Caller = {
  id: string;
  role: Role;
  username: string;
  email: string;
  permissions: Permissions;
};

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    guards: Guards;
  }
}

export type Guards = {
  /** Any logged-in account. */
  requireAuth: preHandlerAsyncHookHandler;
  /** One of the given roles. */
  requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  /** An admin, or a sub-admin holding `key`. */
  requirePermission: (key: PermissionKey) => preHandlerAsyncHookHandler;
};

const unauthorised = () => new HttpError(401, messages.auth.invalidToken);

/** Loads the account a token names; null when it is gone, locked or the token is stale. */
export async function loadCaller(
  db: Db,
  id: string,
  role: Role,
  tokenVersion: number,
): Promise<Caller | null> {
  if (role === 'supplier') {
    const [row] = await db
      .select({
        id: suppliers.id,
        username: suppliers.companyName,
        email: suppliers.emailAddress,
        status: suppliers.status,
        tokenVersion: suppliers.tokenVersion,
      })
      .from(suppliers)
      .where(eq(suppliers.id, id));
    if (row?.status !== 'Active' || row.tokenVersion !== tokenVersion) return null;
    return {
      id: row.id,
      role,
      username: row.username,
      email: row.email,
      permissions: effectivePermissions(role, null),
    };
  }
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row || row.role !== role || row.tokenVersion !== tokenVersion) return null;
  return {
    id: row.id,
    role,
    username: row.username,
    email: row.email,
    permissions: effectivePermissions(role, row.permissions),
  };
}

async function authenticate(db: Db, tokens: TokenService, request: FastifyRequest): Promise<Caller> {
  if (request.caller) return request.caller;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, messages.auth.missingToken);
  const payload = await tokens.verify(match[1]);
  if (!payload) throw unauthorised();
  const caller = await loadCaller(db, payload.id, payload.role, payload.tv);
  if (!caller) throw unauthorised();
  request.caller = caller;
  return caller;
}

export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService) {
  app.decorateRequest('caller', null);
  const requireRole =
    (...roles: Role[]): preHandlerAsyncHookHandler =>
    async (request) => {
      const caller = await authenticate(db, tokens, request);
      if (!roles.includes(caller.role)) throw new HttpError(403, messages.auth.forbidden);
    };
  const guards: Guards = {
    requireAuth: async (request) => {
      await authenticate(db, tokens, request);
    },
    requireRole,
    requirePermission: (key) => async (request) => {
      const caller = await authenticate(db, tokens, request);
      if (caller.role === 'supplier' || !caller.permissions[key]) {
        throw new HttpError(403, messages.auth.forbidden);
      }
    },
  };
  app.decorate('guards', guards);
}

/** The caller of a guarded route; guards guarantee it is set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorised();
  return request.caller;
}
