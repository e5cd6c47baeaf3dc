import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import { messages } from '@tenderdesk/domain/messages';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { encodeMultipart, PNG_BYTES } from '../../test/files';
import { registrationFields } from '../../test/registration';
import { registerErrorHandling } from '../errors';
import { createUploadBound, registerUploadBound, UPLOAD_RETRY_AFTER_SECONDS } from './bound';
import { readStoredFile, STORE_CHUNK_BYTES, storeFiles } from './store';
import { readMultipartForm } from './uploads';

// Issue 8 item 5: a burst of large uploads must neither exhaust the server's memory nor stall the
// rest of the portal. These tests run on a real socket (app.listen), because the point is what a
// client sees while other uploads are held open mid-body.

const BOUND = 2;
let ctx: TestContext;
let base: string;
let ids: { categoryId: string; subCategoryId: string };
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp({ uploadConcurrency: BOUND });
  ids = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** A PDF of `size` bytes: the signature, then random (incompressible) bytes. */
function pdfOf(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from('%PDF-1.4\n', 'latin1').copy(bytes);
  return bytes;
}

async function registrationBody(tradeLicense = pdfOf(64 * 1024)) {
  return encodeMultipart(registrationFields(`bound${++counter}@acme.in`, ids), {
    companyTradeLicense: { bytes: tradeLicense, name: 'licence.pdf', type: 'application/pdf' },
    vatRegistrationCertificate: { bytes: PNG_BYTES, name: 'vat.png', type: 'image/png' },
  });
}

type Held = {
  /** Sends the rest of the body; resolves with the answer. */
  finish: () => Promise<{ status: number; body: string }>;
  /** The client goes away mid-body. */
  abort: () => void;
};

/** Starts a registration whose body stops after its first bytes, as a slow client's would. */
async function holdRegistration(): Promise<Held> {
  const { payload, headers } = await registrationBody();
  const request = httpRequest(`${base}/api/suppliers/add`, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(payload.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  answer.catch(() => {}); // an aborted one rejects, and nobody waits for it
  request.write(payload.subarray(0, 2048));
  return {
    finish: () => {
      request.end(payload.subarray(2048));
      return answer;
    },
    abort: () => request.destroy(),
  };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function postRegistration(tradeLicense?: Buffer) {
  const { payload, headers } = await registrationBody(tradeLicense);
  return fetch(`${base}/api/suppliers/add`, {
    method: 'POST',
    headers,
    body: new Uint8Array(payload),
  });
}

async function rowCounts() {
  const [supplierCount] = await ctx.database.db.select({ n: count() }).from(suppliers);
  const [fileCount] = await ctx.database.db.select({ n: count() }).from(files);
  return { suppliers: supplierCount?.n, files: fileCount?.n };
}

describe('the bound on uploads at once', () => {
  it('answers 503 with Retry-After while every slot is held, and the rest of the portal still answers', async () => {
    const first = await holdRegistration();
    const second = await holdRegistration();
    await until(() => ctx.app.uploads.active() === BOUND, 'both uploads to hold a slot');

    // A whole registration with a 3 MB document: refused before its body is read, and the client
    // receives the answer although it was still sending.
    const started = Date.now();
    const refused = await postRegistration(pdfOf(3 * 1024 * 1024));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ message: messages.files.busy });
    expect(Date.now() - started).toBeLessThan(3_000);

    // Other routes answer meanwhile, and a refused caller is refused by its guard, not the bound.
    const categories = await fetch(`${base}/api/category/view`);
    expect(categories.status).toBe(200);
    const { payload, headers } = await encodeMultipart({ category: 'X' }, {});
    const anonymous = await fetch(`${base}/api/category/add`, {
      method: 'POST',
      headers,
      body: new Uint8Array(payload),
    });
    expect(anonymous.status).toBe(401);

    // The held uploads complete, and their slots come back.
    const answers = await Promise.all([first.finish(), second.finish()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    await until(() => ctx.app.uploads.active() === 0, 'the slots to come back');
    expect((await postRegistration()).status).toBe(201);
  });

  it('gives the slot back and leaves nothing behind when a client goes away mid-body', async () => {
    const before = await rowCounts();
    const upload = await holdRegistration();
    await until(() => ctx.app.uploads.active() === 1, 'the upload to hold a slot');
    upload.abort();
    await until(() => ctx.app.uploads.active() === 0, 'the slot to come back');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a slot and its handler', () => {
  it('stays taken until the handler ends, even when the client left after sending its body', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(multipart);
    registerUploadBound(app, createUploadBound(1));
    let entered = false;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    app.post('/slow', async (request) => {
      await readMultipartForm(request, {
        textFields: ['title'],
        fileFields: ['scan'],
        messages: { notMultipart: 'form', unreadable: 'unreadable', fileTooLarge: () => 'large' },
      });
      entered = true;
      await gate; // the files being written
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { payload, headers } = await encodeMultipart(
        { title: 'x' },
        { scan: { bytes: PNG_BYTES, name: 'a.png' } },
      );
      const port = (app.server.address() as AddressInfo).port;
      const request = httpRequest(`http://127.0.0.1:${port}/slow`, { method: 'POST', headers });
      request.on('error', () => {});
      request.end(payload);
      await until(() => entered, 'the handler to read the form');
      request.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(app.uploads.active()).toBe(1);
      open();
      await until(() => app.uploads.active() === 0, 'the handler to give the slot back');
    } finally {
      open();
      await app.close();
    }
  });
});

describe('files stored in pieces', () => {
  it('stores a large upload byte-exact (size and sha256) through the registration', async () => {
    const document = pdfOf(3 * STORE_CHUNK_BYTES + 12_345);
    const response = await postRegistration(document);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { _id: string } };
    const [supplier] = await ctx.database.db
      .select({ fileId: suppliers.tradeLicenseFileId })
      .from(suppliers)
      .where(eq(suppliers.id, data._id));
    const fileId = supplier?.fileId as string;
    const stored = await readStoredFile(ctx.database.db, fileId);
    expect(stored?.content.length).toBe(document.length);
    expect(stored?.content.equals(document)).toBe(true);
    const [row] = await ctx.database.db
      .select({ size: files.size, sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, fileId));
    expect(row).toEqual({
      size: document.length,
      sha256: createHash('sha256').update(document).digest('hex'),
    });
  });

  it('stores files of exactly one piece, a few bytes, and whole pieces', async () => {
    for (const size of [9, STORE_CHUNK_BYTES, 2 * STORE_CHUNK_BYTES]) {
      const id = randomUUID();
      const bytes = pdfOf(size);
      await storeFiles(ctx.database.db, 'probe', [
        { id, file: { bytes, originalName: 'a.pdf', detectedType: 'pdf' } },
      ]);
      expect((await readStoredFile(ctx.database.db, id))?.content.equals(bytes), String(size)).toBe(true);
    }
  });

  it('leaves no piece of any file behind when a later write fails', async () => {
    const before = await rowCounts();
    const id = randomUUID();
    const file = {
      bytes: pdfOf(2 * STORE_CHUNK_BYTES + 1),
      originalName: 'a.pdf',
      detectedType: 'pdf' as const,
    };
    // The second file reuses the first one's id: its insert fails after the first is fully written.
    await expect(
      storeFiles(ctx.database.db, 'probe', [
        { id, file },
        { id, file },
      ]),
    ).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
    expect(await readStoredFile(ctx.database.db, id)).toBeNull();
  });
});
