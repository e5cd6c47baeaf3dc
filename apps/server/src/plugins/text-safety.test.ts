import { messages } from '@tenderdesk/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { insertAdmin, insertCategoryPair, insertSupplier, loginHeaders } from '../test/accounts';
import { openFreshDatabase } from '../test/database';
import { postRegistration } from '../test/registration';
import { access } from './auth';

/*
 * Issue 8, item 3: text PostgreSQL cannot store (NUL, lone surrogates), and control characters in
 * names, answer 400 naming the field on every route that takes text, instead of a 500.
 */

const PASSWORD = 'correct-horse-1';
const NUL = 'a\u0000b';
const LONE = 'a\uD800b';
let database: Database;
let app: FastifyInstance;
let admin: Record<string, string>;
let ids: { categoryId: string; subCategoryId: string };
let subAdminId: string;
let supplierId: string;

beforeAll(async () => {
  database = await openFreshDatabase();
  app = await buildApp({
    config: { jwtSecret: 'test-secret-that-is-long-enough', logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  // A route with no request schema at all, writing what it gets: only the safety net guards it.
  app.post('/api/test/echo', { config: { access: access.authenticated } }, async (request) => {
    const { text } = request.body as { text: string };
    await database.db.execute(sql`select ${text}::text`);
    return { ok: true };
  });
  await app.ready();
  await insertAdmin(database, { email: 'admin@example.com', password: PASSWORD });
  subAdminId = await insertAdmin(database, {
    email: 'sub@example.com',
    password: PASSWORD,
    role: 'subadmin',
  });
  ids = await insertCategoryPair(database);
  supplierId = await insertSupplier(database, { email: 'vendor@supplier.in', password: PASSWORD, ...ids });
  admin = await loginHeaders(app, 'admin@example.com', PASSWORD);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Method = 'POST' | 'PUT' | 'GET';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const expectRefused = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json()).toMatchObject({ field });
  expect((response.json() as { message: string }).message).toMatch(
    /characters that are not allowed|valid email/,
  );
};

describe('JSON bodies', () => {
  const cases: {
    name: string;
    method: Method;
    url: () => string;
    body: (bad: string) => object;
    field: string;
  }[] = [
    {
      name: 'login email',
      method: 'POST',
      url: () => '/api/admin/login',
      body: (bad) => ({ email: `x${bad}@example.com`, password: PASSWORD }),
      field: 'email',
    },
    {
      name: 'login password',
      method: 'POST',
      url: () => '/api/admin/login',
      body: (bad) => ({ email: 'admin@example.com', password: bad }),
      field: 'password',
    },
    {
      name: 'profile username',
      method: 'PUT',
      url: () => '/api/admin/profile',
      body: (bad) => ({ username: bad, email: 'admin@example.com' }),
      field: 'username',
    },
    {
      name: 'new password',
      method: 'PUT',
      url: () => '/api/admin/change-password',
      body: (bad) => ({ oldPassword: PASSWORD, newPassword: `long-enough-${bad}` }),
      field: 'newPassword',
    },
    {
      name: 'new sub-admin',
      method: 'POST',
      url: () => '/api/admin/subadmin',
      body: (bad) => ({ username: bad, email: 'new@example.com', password: PASSWORD }),
      field: 'username',
    },
    {
      name: 'sub-admin password',
      method: 'POST',
      url: () => '/api/admin/subadmin',
      body: (bad) => ({ username: 'New', email: 'new@example.com', password: `long-enough-${bad}` }),
      field: 'password',
    },
    {
      name: 'sub-admin update',
      method: 'PUT',
      url: () => `/api/admin/updatesubadmin/${subAdminId}`,
      body: (bad) => ({ username: bad, email: 'sub@example.com' }),
      field: 'username',
    },
    {
      name: 'permissions',
      method: 'POST',
      url: () => '/api/admin/permissions',
      body: (bad) => ({ subAdminId: bad, permissions: { reports: true } }),
      field: 'subAdminId',
    },
    {
      name: 'category',
      method: 'POST',
      url: () => '/api/category/add',
      body: (bad) => ({ category: bad }),
      field: 'category',
    },
    {
      name: 'category update',
      method: 'PUT',
      url: () => `/api/category/update/${ids.categoryId}`,
      body: (bad) => ({ category: bad }),
      field: 'category',
    },
    {
      name: 'sub-category',
      method: 'POST',
      url: () => '/api/subcategory/add',
      body: (bad) => ({ category: ids.categoryId, subCategory: bad }),
      field: 'subCategory',
    },
    {
      name: 'sub-category parent',
      method: 'POST',
      url: () => '/api/subcategory/add',
      body: (bad) => ({ category: bad, subCategory: 'Wires' }),
      field: 'category',
    },
    {
      name: 'sub-category update',
      method: 'PUT',
      url: () => `/api/subcategory/update/${ids.subCategoryId}`,
      body: (bad) => ({ category: ids.categoryId, subCategory: bad }),
      field: 'subCategory',
    },
    {
      name: 'inactivation reason',
      method: 'PUT',
      url: () => `/api/suppliers/inactivate/${supplierId}`,
      body: (bad) => ({ reason: bad }),
      field: 'reason',
    },
  ];

  for (const testCase of cases) {
    it(`refuses a NUL and a lone surrogate in the ${testCase.name} with 400 naming ${testCase.field}`, async () => {
      for (const bad of [NUL, LONE]) {
        expectRefused(await call(testCase.method, testCase.url(), testCase.body(bad)), testCase.field);
      }
    });
  }

  it('refuses control characters and bidi overrides in names, keeps line breaks in a reason', async () => {
    for (const bad of ['Tab\there', 'Line\nbreak', 'Bell\u0007', 'evil\u202Egnp.exe']) {
      expectRefused(await call('POST', '/api/category/add', { category: bad }), 'category');
      expectRefused(
        await call('PUT', '/api/admin/profile', { username: bad, email: 'admin@example.com' }),
        'username',
      );
    }
    // Joiners are letters' business in Indic scripts: accepted.
    expect((await call('POST', '/api/category/add', { category: 'क्‍ष Supplies' })).statusCode).toBe(201);
    const reason = await call('PUT', `/api/suppliers/inactivate/${supplierId}`, {
      reason: 'Expired licence.\nCall us.',
    });
    expect(reason.statusCode).toBe(200);
  });
});

describe('query strings, route parameters and the safety net', () => {
  it('refuses a NUL in the list search with 400 naming q', async () => {
    const response = await call('GET', '/api/suppliers/active?q=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'q' });
  });

  it('never answers 500 for a NUL in a route parameter', async () => {
    for (const url of ['/api/suppliers/details/%00', `/api/admin/permissions/x%00y`]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('catches unstorable text on a route without any schema, naming the field', async () => {
    const ok = await call('POST', '/api/test/echo', { text: 'fine' });
    expect(ok.statusCode).toBe(200);
    for (const bad of [NUL, LONE]) {
      const response = await call('POST', '/api/test/echo', { text: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.text.invalidCharacters('text'), field: 'text' });
    }
  });
});

describe('registration (multipart)', () => {
  it('refuses a NUL or a control character in a text field with 400 naming it', async () => {
    const nul = await postRegistration(app, 'nul@acme.in', ids, {
      fields: { companyName: 'Acme\u0000 Traders' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      message: messages.text.invalidCharacters('Company Name'),
      field: 'companyName',
    });
    const bell = await postRegistration(app, 'bell@acme.in', ids, { fields: { firstName: 'As\u0007ha' } });
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toMatchObject({ field: 'firstName' });
    const password = await postRegistration(app, 'pw@acme.in', ids, {
      fields: { password: 'secret\u0000pass', confirmPassword: 'secret\u0000pass' },
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ field: 'password' });
    // A multi-line address is fine.
    const fine = await postRegistration(app, 'fine@acme.in', ids, {
      fields: { address: '1 Market Road\nBlock B' },
    });
    expect(fine.statusCode).toBe(201);
  });
});
