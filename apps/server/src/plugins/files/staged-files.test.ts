import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, newPglite } from '../../db/client';
import { fileChunks, files } from '../../db/schema/files';
import { supplierDocuments } from '../../db/schema/vendor';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { encodeMultipart } from '../../test/files';
import {
  discardStagedFiles,
  findStoredFile,
  readStoredFile,
  STORE_CHUNK_BYTES,
  stageFile,
  storeFiles,
} from './store';

/*
 * Decision 060: an upload's file is written when its request is read, piece by piece, each piece a
 * short transaction of its own; the feature's transaction only claims it; downloads come back piece
 * by piece; what no feature claims is removed before the answer.
 */

let ctx: TestContext;
let supplier: TestCaller;
let gstTypeId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  supplier = await ctx.as.supplier();
  const rows = await ctx.db.execute<{ id: string }>(
    sql`select id from document_types where builtin_key = 'vat_certificate'`,
  );
  gstTypeId = (Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows)[0]?.id as string;
});
afterAll(() => ctx.close());

const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

const upload = async (bytes: Buffer, issueDate = '2026-01-15') => {
  const { payload, headers } = await encodeMultipart(
    { documentTypeId: gstTypeId, issueDate },
    { file: { bytes, name: 'gst.pdf', type: 'application/pdf' } },
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/${supplier.id}/documents`,
    payload,
    headers: { ...headers, ...supplier.headers },
  });
};

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

const counts = async () => ({
  files: (await ctx.db.select({ n: count() }).from(files))[0]?.n,
  pieces: (await ctx.db.select({ n: count() }).from(fileChunks))[0]?.n,
});

describe('files written before their request’s transaction', () => {
  it('stores an upload in pieces, each committed on its own before the record’s transaction, and serves it back piece by piece', async () => {
    const bytes = pdfOf(3 * STORE_CHUNK_BYTES + 1_234);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(201);
    const [document] = await ctx.db
      .select({ fileId: supplierDocuments.fileId })
      .from(supplierDocuments)
      .where(eq(supplierDocuments.supplierId, supplier.id));
    const fileId = document?.fileId as string;
    const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(file).toMatchObject({
      ownerKind: 'supplier-document',
      staged: false,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });

    const pieces = rowsOf<{ n: number; size: number; xmin: string }>(
      await ctx.db.execute(
        sql`select n, octet_length(data) as size, xmin::text as xmin from file_chunks where file_id = ${fileId} order by n`,
      ),
    );
    expect(pieces.map((piece) => [piece.n, Number(piece.size)])).toEqual([
      [0, STORE_CHUNK_BYTES],
      [1, STORE_CHUNK_BYTES],
      [2, STORE_CHUNK_BYTES],
      [3, 1_234],
    ]);
    // xmin: the transaction that wrote a row. Every piece has one of its own, and none is the one
    // that wrote the document's record.
    const [record] = rowsOf<{ xmin: string }>(
      await ctx.db.execute(sql`select xmin::text as xmin from supplier_documents where file_id = ${fileId}`),
    );
    const pieceTransactions = new Set(pieces.map((piece) => piece.xmin));
    expect(pieceTransactions.size).toBe(4);
    expect(pieceTransactions.has(record?.xmin as string)).toBe(false);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/${fileId}.pdf`,
      headers: supplier.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('leaves no file and no piece behind when the feature refuses the form', async () => {
    const before = await counts();
    const response = await upload(pdfOf(2 * STORE_CHUNK_BYTES + 5), '2999-01-01');
    expect(response.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('never serves a staged file, and the next upload removes one left over an hour', async () => {
    const bytes = pdfOf(STORE_CHUNK_BYTES + 7);
    const stagedId = await stageFile(ctx.db, { bytes, originalName: 'left.pdf', detectedType: 'pdf' });
    expect(await findStoredFile(ctx.db, stagedId)).toBeNull();
    expect(await readStoredFile(ctx.db, stagedId)).toBeNull();
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/${stagedId}.pdf`,
      headers: supplier.headers,
    });
    expect(download.statusCode).toBe(404);

    // A process that stopped between staging and claiming left it there.
    await ctx.db
      .update(files)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(files.id, stagedId));
    expect((await upload(pdfOf(100))).statusCode).toBe(201);
    expect(await ctx.db.select().from(files).where(eq(files.id, stagedId))).toEqual([]);
    expect(await ctx.db.select().from(fileChunks).where(eq(fileChunks.fileId, stagedId))).toEqual([]);
  });

  it('claims a staged file under another id with its pieces, and writes one whose staged copy is gone', async () => {
    const bytes = pdfOf(2 * STORE_CHUNK_BYTES + 3);
    const stagedId = await stageFile(ctx.db, { bytes, originalName: 'a.pdf', detectedType: 'pdf' });
    const renamed = randomUUID();
    await storeFiles(ctx.db, 'probe', [
      { id: renamed, file: { bytes, originalName: 'a.pdf', detectedType: 'pdf', stagedId } },
    ]);
    expect((await readStoredFile(ctx.db, renamed))?.content.equals(bytes)).toBe(true);
    expect(await ctx.db.select().from(fileChunks).where(eq(fileChunks.fileId, stagedId))).toEqual([]);

    const goneId = await stageFile(ctx.db, { bytes, originalName: 'b.pdf', detectedType: 'pdf' });
    await discardStagedFiles(ctx.db, [goneId]);
    const written = randomUUID();
    await storeFiles(ctx.db, 'probe', [
      { id: written, file: { bytes, originalName: 'b.pdf', detectedType: 'pdf', stagedId: goneId } },
    ]);
    expect((await readStoredFile(ctx.db, written))?.content.equals(bytes)).toBe(true);
    const [row] = await ctx.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.fileId, written));
    expect(row?.n).toBe(3);
  });
});

describe('migration 0029', () => {
  it('moves every stored file’s content into its first piece', async () => {
    const engine = newPglite(undefined);
    try {
      const migrations = readdirSync(migrationsFolder)
        .filter((name) => name.endsWith('.sql'))
        .sort();
      const run = async (name: string) => {
        const text = readFileSync(`${migrationsFolder}/${name}`, 'utf8');
        for (const statement of text.split('--> statement-breakpoint')) await engine.exec(statement);
      };
      for (const name of migrations.filter((name) => name < '0029')) await run(name);
      const content = pdfOf(3 * STORE_CHUNK_BYTES);
      const id = randomUUID();
      await engine.query(
        `insert into files (id, original_name, content_type, size, sha256, content) values ($1, 'old.pdf', 'application/pdf', $2, 'x', decode($3, 'base64'))`,
        [id, content.length, content.toString('base64')],
      );
      await run(migrations.find((name) => name.startsWith('0029')) as string);
      const pieces = await engine.query<{ n: number; data: string }>(
        `select n, encode(data, 'base64') as data from file_chunks where file_id = $1`,
        [id],
      );
      expect(pieces.rows.map((piece) => piece.n)).toEqual([0]);
      expect(Buffer.from(pieces.rows[0]?.data ?? '', 'base64').equals(content)).toBe(true);
      const columns = await engine.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'files' and column_name = 'content'`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await engine.close();
    }
  });
});
