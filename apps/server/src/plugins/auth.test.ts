import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import {
  allPermissions,
  emptyPermissions,
  type Permissions,
  type Role,
} from '@tenderdesk/domain/permissions';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import { createTokenService, type TokenService } from '../security/tokens';
import { insertAdmin, insertSupplier } from '../test/accounts';
import { openFreshDatabase } from '../test/database';
import { type Access, access, callerOf, checkAccess, registerAuth } from './auth';
import { registerErrorHandling } from './errors';

const caller = (role: Role, permissions: Partial<Permissions> = {}, id = randomUUID()): Caller => ({
  id,
  role,
  username: role,
  email: `${role}@example.com`,
  permissions: role === 'admin' ? allPermissions() : { ...emptyPermissions(), ...permissions },
});

const allowed = (who: Caller, rule: Access, params?: Record<string, unknown>) =>
  checkAccess(who, rule, params) === null;

describe('checkAccess', () => {
  it('lets any account through authenticated and public rules', () => {
    for (const role of ['admin', 'subadmin', 'supplier'] as const) {
      expect(allowed(caller(role), access.authenticated)).toBe(true);
      expect(allowed(caller(role), access.public)).toBe(true);
    }
  });

  it('checks the role', () => {
    const rule = access.role('admin', 'subadmin');
    expect(allowed(caller('admin'), rule)).toBe(true);
    expect(allowed(caller('subadmin'), rule)).toBe(true);
    expect(allowed(caller('supplier'), rule)).toBe(false);
    expect(allowed(caller('subadmin'), access.role('admin'))).toBe(false);
  });

  it('checks one permission: the admin always, a sub-admin holding it, never a supplier', () => {
    const rule = access.permission('masterTables');
    expect(allowed(caller('admin'), rule)).toBe(true);
    expect(allowed(caller('subadmin', { masterTables: true }), rule)).toBe(true);
    expect(allowed(caller('subadmin', { reports: true }), rule)).toBe(false);
    expect(allowed(caller('supplier', { masterTables: true }), rule)).toBe(false);
  });

  it('checks "any of these permissions"', () => {
    const rule = access.anyPermission('manageSuppliers', 'reports');
    expect(allowed(caller('subadmin', { reports: true }), rule)).toBe(true);
    expect(allowed(caller('subadmin', { manageSuppliers: true }), rule)).toBe(true);
    expect(allowed(caller('subadmin', { masterTables: true, settings: true }), rule)).toBe(false);
    expect(allowed(caller('supplier'), rule)).toBe(false);
  });

  it('checks that the supplier in the path is the caller', () => {
    const me = caller('supplier');
    const rule = access.ownSupplier();
    expect(allowed(me, rule, { supplierId: me.id })).toBe(true);
    expect(allowed(me, rule, { supplierId: me.id.toUpperCase() })).toBe(true);
    expect(allowed(me, rule, { supplierId: randomUUID() })).toBe(false);
    expect(allowed(me, rule, {})).toBe(false);
    expect(allowed(me, access.ownSupplier('id'), { supplierId: me.id })).toBe(false);
    // Not even the admin acts as a supplier through a supplier's own calls.
    const admin = caller('admin');
    expect(allowed(admin, rule, { supplierId: admin.id })).toBe(false);
  });

  it('answers a refusal as a 403 with the catalogue message', () => {
    const refusal = checkAccess(caller('supplier'), access.role('admin'));
    expect(refusal?.statusCode).toBe(403);
    expect(refusal?.code).toBe('forbidden');
    expect(refusal?.message).toBe(messages.auth.forbidden);
  });
});

/** A bare app with the auth plugin only, to register routes a test needs. */
function bareApp(database: Database | null, secret = 'guards-test-secret-long-enough') {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const db = (database?.db ?? null) as never;
  registerAuth(app, db, createTokenService(secret, db));
  return app;
}

describe('start-up refuses a route without a proper guard', () => {
  const startUp = async (add: (app: FastifyInstance) => void) => {
    const app = bareApp(null);
    try {
      await app.register(async (scope) => add(scope));
      await app.ready();
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await app.close();
    }
  };
  const handler = async () => ({ ok: true });

  it('when an /api or /uploads route declares no access', async () => {
    expect(await startUp((app) => app.get('/api/new-thing', handler))).toMatch(
      'GET /api/new-thing declares no config.access',
    );
    expect(await startUp((app) => app.post('/uploads/:name', handler))).toMatch('declares no config.access');
  });

  it('when a route declares itself public without being on the allow-list', async () => {
    expect(
      await startUp((app) => app.get('/api/secret', { config: { access: access.public } }, handler)),
    ).toMatch('is declared public but is not in PUBLIC_ROUTES');
    // Being on the list for GET does not open another method of the same path.
    expect(
      await startUp((app) => app.delete('/api/health', { config: { access: access.public } }, handler)),
    ).toMatch('not in PUBLIC_ROUTES');
  });

  it('when an ownSupplier guard has no such path parameter', async () => {
    expect(
      await startUp((app) =>
        app.get('/api/supplier/:id/things', { config: { access: access.ownSupplier() } }, handler),
      ),
    ).toMatch('has no :supplierId parameter');
  });

  it('but accepts declared routes, allow-listed public ones and the web app', async () => {
    expect(
      await startUp((app) => {
        app.get('/api/x', { config: { access: access.authenticated } }, handler);
        app.get('/api/health', { config: { access: access.public } }, handler);
        app.get('/index.html', handler);
      }),
    ).toBeNull();
  });
});

describe('the ownSupplier guard on a live route', () => {
  let database: Database;
  let app: FastifyInstance;
  const secret = 'guards-test-secret-long-enough';
  let tokens: TokenService;
  let me: string;
  let other: string;
  const as: Record<'me' | 'other' | 'admin', Record<string, string>> = { me: {}, other: {}, admin: {} };

  beforeAll(async () => {
    database = await openFreshDatabase();
    tokens = createTokenService(secret, database.db);
    me = await insertSupplier(database, { email: 'me@own.in', password: 'own-pass-1' });
    other = await insertSupplier(database, { email: 'other@own.in', password: 'own-pass-1' });
    const admin = await insertAdmin(database, { email: 'admin@own.in', password: 'own-pass-1' });
    const bearer = async (id: string, role: Role) => ({
      authorization: `Bearer ${await tokens.sign({ id, role, tv: 0 })}`,
    });
    as.me = await bearer(me, 'supplier');
    as.other = await bearer(other, 'supplier');
    as.admin = await bearer(admin, 'admin');
    app = bareApp(database, secret);
    app.post(
      '/api/supplier/:supplierId/notes',
      {
        config: { access: access.ownSupplier() },
        schema: { params: z.object({ supplierId: z.string() }), body: z.object({ note: z.string().min(1) }) },
      },
      async (request) => ({ by: callerOf(request).id, note: (request.body as { note: string }).note }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (supplierId: string, headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/notes`,
      headers,
      payload: payload as object,
    });

  it('lets the supplier named in the path through', async () => {
    const response = await post(me, as.me, { note: 'hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ by: me, note: 'hello' });
    // Its own body is still validated, after the guard.
    expect((await post(me, as.me, { note: '' })).statusCode).toBe(400);
  });

  it('refuses another supplier and the admin with 403, and nobody with 401, before reading the body', async () => {
    for (const payload of [{ note: 'x' }, { note: '' }, {}]) {
      expect((await post(me, as.other, payload)).json()).toEqual({ message: messages.auth.forbidden });
      expect((await post(me, as.admin, payload)).statusCode).toBe(403);
      expect((await post(me, {}, payload)).statusCode).toBe(401);
    }
  });
});
