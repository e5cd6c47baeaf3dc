import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createShutdown } from './shutdown';
import { createTestApp, type TestContext } from './test/app';
import { encodeMultipart, PDF_BYTES } from './test/files';

/*
 * The grace's end (decision 056): a request that is still going when SHUTDOWN_GRACE_MS is over (a
 * client that stopped sending its upload) is cut, the background's stop is awaited, the database is
 * closed, and the process exits 0 within the grace rather than hanging.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('cuts what is still open at the end of the grace, then closes the database and exits 0', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const { payload, headers } = await encodeMultipart(
    { emailAddress: 'stuck@example.test' },
    { companyTradeLicense: { bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' } },
  );
  // An upload whose client stops half-way and never sends the rest.
  const stuck = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/suppliers/add',
    headers: { ...headers, 'content-length': String(payload.length) },
  });
  const cut = new Promise<string>((resolve) => {
    stuck.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
    stuck.on('response', (response) => resolve(`answered ${response.statusCode}`));
  });
  stuck.write(payload.subarray(0, 200));
  await expect.poll(() => ctx.app.uploads.active(), { timeout: 30_000 }).toBe(1);

  const steps: string[] = [];
  const shutdown = createShutdown({
    app: ctx.app,
    // The kit closes the real database itself.
    database: { close: async () => void steps.push('database closed') } as unknown as Database,
    background: { start: () => {}, stop: async () => void steps.push('background stopped') },
    options: { graceMs: 1_500, drainMs: 200 },
    exit: (code) => void steps.push(`exit ${code}`),
  });
  const started = Date.now();
  await shutdown('SIGTERM');
  const took = Date.now() - started;

  expect(await cut).toMatch(/ECONNRESET|socket hang up/);
  expect(steps).toEqual(['background stopped', 'database closed', 'exit 0']);
  expect(took).toBeGreaterThanOrEqual(1_400);
  expect(took).toBeLessThan(4_000);
  // A second signal changes nothing.
  await shutdown('SIGINT');
  expect(steps).toHaveLength(3);
});
