import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

/*
 * The API documentation: every registered /api and /uploads route carries a schema (summary, tag,
 * its params, body and responses), and /api/docs publishes them as OpenAPI with the right security.
 */

type Collected = { method: string; url: string; schema: FastifySchema | undefined };

/** Write calls that take no body at all. */
const BODILESS_WRITES = new Set([
  'PUT /api/suppliers/activate/:id',
  'POST /api/admin/logout',
  'PUT /api/tenders/draft/:id/ready',
  'PUT /api/tenders/draft/:id/publish',
  'POST /api/tenders/:tenderId/supplier/:supplierId/quotation/:quotationId/confirm',
  'POST /api/admin/emails/:id/retry',
  // Issue 13: marking the caller's notifications read (decision 029).
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/:id/read',
  // Issue 12: a purchase request's bodiless steps (decision 032).
  'POST /api/purchase-requests/:id/submit',
  'POST /api/purchase-requests/:id/reopen',
  'POST /api/purchase-requests/:id/approve',
  // Issue 21: the committee completes the technical evaluation (modules/evaluation).
  'POST /api/tenders/:tenderId/technical-evaluation/complete',
]);

/** Calls anyone may make, with no bearer token. */
const PUBLIC = new Set([
  'get /api/health',
  'get /api/ready',
  'post /api/admin/login',
  'post /api/auth/forgot-password',
  'post /api/auth/reset-password/check',
  'post /api/auth/reset-password',
  'post /api/suppliers/add',
  'get /api/category/view',
  'get /api/subcategory/view',
]);

let ctx: TestContext;
const routes: Collected[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
    },
  });
});
afterAll(() => ctx.close());

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/uploads/');
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const documentedRoutes = () =>
  routes.filter((route) => isApi(route.url) && !isDocs(route.url) && route.method !== 'HEAD');
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** What a route's schema lacks; empty when it is complete. */
function missingParts(route: Collected): string[] {
  const { schema } = route;
  if (!schema) return ['schema'];
  const missing: string[] = [];
  if (!schema.summary) missing.push('summary');
  if (!schema.tags?.length) missing.push('tags');
  if (!schema.response) missing.push('response');
  if (route.url.includes(':') && !schema.params) missing.push('params');
  const isWrite = ['POST', 'PUT', 'PATCH'].includes(route.method);
  if (
    isWrite &&
    !schema.body &&
    !schema.multipartBody &&
    !BODILESS_WRITES.has(`${route.method} ${route.url}`)
  ) {
    missing.push('body');
  }
  return missing;
}

describe('route schemas', () => {
  it('every /api and /uploads route has a summary, a tag, its params, body and responses', () => {
    const documented = documentedRoutes();
    expect(documented.length).toBeGreaterThan(25);
    const incomplete = documented
      .map((route) => ({ route: `${route.method} ${route.url}`, missing: missingParts(route) }))
      .filter((entry) => entry.missing.length > 0);
    expect(incomplete).toEqual([]);
  });

  it('the check notices a route without a schema', () => {
    expect(missingParts({ method: 'GET', url: '/api/x/:id', schema: undefined })).toEqual(['schema']);
    expect(
      missingParts({ method: 'POST', url: '/api/x/:id', schema: { summary: 'x', tags: ['x'] } }),
    ).toEqual(['response', 'params', 'body']);
  });
});

describe('/api/docs', () => {
  it('publishes OpenAPI 3.1 with every route, public ones without security and guarded ones with bearer', async () => {
    const response = await ctx.call('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documentedKeys = new Set<string>();
    for (const [path, operations] of Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    )) {
      for (const method of Object.keys(operations)) documentedKeys.add(`${method} ${path}`);
    }
    const problems: string[] = [];
    for (const route of documentedRoutes()) {
      const key = `${route.method.toLowerCase()} ${route.url}`;
      const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${key}: not documented`);
        continue;
      }
      const expected = PUBLIC.has(key) ? [] : [{ bearerAuth: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) problems.push(`${key}: security`);
      if (!operation.summary || !operation.tags?.length) problems.push(`${key}: summary or tag`);
      if (!operation.responses?.['4XX']) problems.push(`${key}: error answer`);
      const success = operation.responses?.['200'] ?? operation.responses?.['201'];
      if (!success?.content) problems.push(`${key}: success schema`);
    }
    expect(problems).toEqual([]);
    // Nothing but the API is documented (no static files, no documentation routes).
    for (const key of documentedKeys) expect(key).toMatch(/^\w+ \/(api|uploads)\//);
    expect([...documentedKeys].some((key) => key.includes('/api/docs'))).toBe(false);
  });

  it('documents bodies, parameters and the multipart registration form', async () => {
    const document = (await ctx.call('GET', '/api/docs/json')).json();
    const inactivate = document.paths['/api/suppliers/inactivate/{id}'].put;
    expect(inactivate.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
    expect(inactivate.requestBody.content['application/json'].schema.properties.reason).toBeDefined();
    const lists = document.paths['/api/suppliers/view'].get;
    expect(lists.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'expiringWithin',
      'page',
      'pageSize',
      'q',
      'sort',
    ]);
    const register = document.paths['/api/suppliers/add'].post;
    const form = register.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.companyTradeLicense).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.emailAddress).toMatchObject({ type: 'string' });
    expect(register.security).toEqual([]);
    const upload = document.paths['/uploads/{filename}'].get;
    expect(Object.keys(upload.responses['200'].content)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
    ]);
  });

  it('serves Swagger UI from the npm package, under the strict content security policy', async () => {
    const page = await ctx.call('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Every script and style is our own origin's: nothing from a CDN.
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const bundle = await ctx.call('GET', '/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    // Unknown documentation paths are still JSON 404s, like every unknown /api path.
    expect((await ctx.call('GET', '/api/docs/nothing-here')).statusCode).toBe(404);
  });
});
