import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { messages } from '@tenderdesk/domain/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { encodeMultipart, PDF_BYTES, PNG_BYTES } from '../../test/files';
import { registerErrorHandling } from '../errors';
import { contentDisposition, parseStoredFileName, sanitiseFileName, storedFileName } from './names';
import type { FileAccess } from './plugin';
import { storeFiles } from './store';
import { readMultipartForm } from './uploads';

describe('file names', () => {
  it('keep the base name of an upload, without control or invisible characters', () => {
    expect(sanitiseFileName('C:\\scans\\vät\u202e.jpg', 'jpeg')).toBe('vät.jpg');
    expect(sanitiseFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('  \u0000 ', 'png')).toBe('document.png');
    expect(sanitiseFileName('...', 'pdf')).toBe('document.pdf');
    const long = sanitiseFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('name a stored file by its id and sniffed type, and parse only that form back', () => {
    const id = randomUUID();
    expect(storedFileName(id, 'application/pdf')).toBe(`${id}.pdf`);
    expect(storedFileName(id, 'image/jpeg')).toBe(`${id}.jpg`);
    expect(storedFileName(id, 'text/html')).toBeNull();
    expect(storedFileName(null, 'image/png')).toBeNull();
    expect(parseStoredFileName(`${id.toUpperCase()}.PDF`)).toEqual({ fileId: id, extension: 'pdf' });
    for (const name of ['x.pdf', `${id}`, `${id}.pdf/..`, `../${id}.pdf`, `${id}.toolong`]) {
      expect(parseStoredFileName(name), name).toBeNull();
    }
  });

  it('send the exact name in RFC 5987 form with an ASCII fallback', () => {
    expect(contentDisposition('a "b" (ü)%.pdf')).toBe(
      `attachment; filename="a _b_ (_)_.pdf"; filename*=UTF-8''a%20%22b%22%20%28%C3%BC%29%25.pdf`,
    );
  });
});

describe('readMultipartForm', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await app.register(multipart);
    app.post('/form', async (request) => {
      const form = await readMultipartForm(request, {
        textFields: ['title'],
        fileFields: ['scan', 'photo'],
        maxFileBytes: 1024,
        messages: {
          notMultipart: 'Send a form.',
          unreadable: 'Unreadable.',
          fileTooLarge: (field) => `${field} is too large.`,
        },
      });
      return {
        fields: form.fields,
        files: Object.fromEntries(
          Object.entries(form.files).map(([name, file]) => [
            name,
            { size: file?.bytes.length, name: file?.originalName, type: file?.detectedType },
          ]),
        ),
      };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = async (
    fields: Record<string, string>,
    files: Record<string, { bytes: Buffer; name: string } | null>,
  ) => {
    const { payload, headers } = await encodeMultipart(fields, files);
    return app.inject({ method: 'POST', url: '/form', payload, headers });
  };

  it('keeps known fields and files, typed by their bytes, and ignores the rest', async () => {
    const response = await post(
      { title: 'First', other: 'ignored' },
      {
        scan: { bytes: PDF_BYTES, name: 'scan.png' },
        photo: { bytes: Buffer.from('not an image'), name: 'photo.png' },
        extra: { bytes: PNG_BYTES, name: 'extra.png' },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { title: 'First' },
      files: {
        scan: { size: PDF_BYTES.length, name: 'scan.png', type: 'pdf' },
        photo: { size: 12, name: 'photo.png', type: null },
      },
    });
  });

  it('answers 413 naming a file over the limit, 415 without a form and 400 for a broken one', async () => {
    const big = await post({}, { photo: { bytes: Buffer.alloc(1025, 1), name: 'big.png' } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'photo is too large.', field: 'photo' });
    const json = await app.inject({ method: 'POST', url: '/form', payload: { title: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'Send a form.' });
    const { payload, headers } = await encodeMultipart(
      { title: 'x' },
      { scan: { bytes: PDF_BYTES, name: 'a.pdf' } },
    );
    const broken = await app.inject({
      method: 'POST',
      url: '/form',
      payload: payload.subarray(0, payload.length - 30),
      headers,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Unreadable.' });
  });
});

describe('the files layer and its owners', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  // A feature of the test's own: records that own files, and a rule that says what the test wants.
  const owners = new Map<string, string>();
  let access: FileAccess = 'allow';

  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.app.files.registerOwner<{ record: string }>({
      kind: 'probe',
      findOwner: async (_db, fileId) => {
        const record = owners.get(fileId);
        return record ? { record } : null;
      },
      mayRead: (caller, owner) => (caller.role === 'admin' && owner.record ? access : 'hidden'),
    });
    headers = (await ctx.as.admin()).headers;
  });
  afterAll(() => ctx.close());

  async function store(kind: string, owned: boolean) {
    const id = randomUUID();
    await storeFiles(ctx.database.db, kind, [
      { id, file: { bytes: PNG_BYTES, originalName: 'proof.png', detectedType: 'png' } },
    ]);
    if (owned) owners.set(id, `record of ${id}`);
    return `/uploads/${id}.png`;
  }
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });

  it("serves a file of any registered feature under that feature's rule", async () => {
    const url = await store('probe', true);
    access = 'allow';
    const allowed = await get(url);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(allowed.headers['content-type']).toBe('image/png');
    expect(allowed.headers['content-disposition']).toBe(
      `attachment; filename="proof.png"; filename*=UTF-8''proof.png`,
    );
    access = 'forbidden';
    expect((await get(url)).json()).toEqual({ message: messages.auth.forbidden });
    access = 'hidden';
    const hidden = await get(url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: messages.files.notFound });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 for a file no record owns, a kind no feature registered, or the wrong extension', async () => {
    access = 'allow';
    const orphan = await store('probe', false);
    const unknownKind = await store('nobody', true);
    const owned = await store('probe', true);
    for (const url of [orphan, unknownKind, owned.replace('.png', '.pdf')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: messages.files.notFound });
    }
    expect((await get(owned)).statusCode).toBe(200);
  });

  it('takes each owner kind once, and stores only files whose type was proven', async () => {
    expect(() =>
      ctx.app.files.registerOwner({ kind: 'probe', findOwner: async () => null, mayRead: () => 'allow' }),
    ).toThrow(/registered twice/);
    await expect(
      storeFiles(ctx.database.db, 'probe', [
        { id: randomUUID(), file: { bytes: Buffer.from('x'), originalName: 'x', detectedType: null } },
      ]),
    ).rejects.toThrow(/not checked/);
  });
});
