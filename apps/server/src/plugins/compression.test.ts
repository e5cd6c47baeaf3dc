import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategoryPair } from '../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../test/app';
import { PDF_BYTES } from '../test/files';
import { createPublishedTender, sampleFile } from '../test/tenders-api';

/*
 * Large JSON answers travel compressed to clients that accept it (brotli first, else gzip); small
 * answers, and files (a PDF download), go as they are. The body decompresses to the same JSON.
 */

let ctx: TestContext;
let admin: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.as.admin();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('response compression', () => {
  it('compresses a large JSON answer with brotli or gzip, as the client accepts, and not otherwise', async () => {
    const plain = await get('/api/docs/json', {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    const br = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and files as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const { categoryId } = await insertCategoryPair(ctx.database, 'Compressed', 'Files');
    const bigPdf = {
      ...sampleFile('big-scope.pdf'),
      bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(64 * 1024, 32)]),
    };
    const tender = await createPublishedTender(ctx.app, admin.headers, categoryId, {
      files: { scopeOfWork: [bigPdf], rfq: [sampleFile('rfq.pdf')] },
    });
    const file = await get(`/api/tenders/${tender._id}/download/scopeOfWork/0`, {
      ...admin.headers,
      'accept-encoding': 'br, gzip',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(bigPdf.bytes)).toBe(true);
  });
});
