import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { tenderFileDownloadPath } from '@tenderdesk/domain/tender-list';
import type { Tender } from '@tenderdesk/domain/tenders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../plugins/files/names';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';
import { PDF_BYTES, PNG_BYTES } from '../../test/files';
import {
  createPublishedTender,
  createTenderDraft,
  sampleFile,
  samplePng,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

/*
 * Tender files: the download calls (0-based index per kind) and /uploads/{filename}, under one
 * rule (decision 022): managers always; Active suppliers of the tender's category once published;
 * never anonymous callers, other suppliers, or suppliers for a draft.
 */

let ctx: TestContext;
let categoryId: string;
const as: Record<
  'anonymous' | 'admin' | 'manager' | 'plain' | 'supplier' | 'outsider' | 'pendingSupplier',
  Headers
> = {
  anonymous: {},
  admin: {},
  manager: {},
  plain: {},
  supplier: {},
  outsider: {},
  pendingSupplier: {},
};
let published: Tender;
let draft: Tender;
const RFQ_NAME = 'Anfrage «RFQ» (ä).pdf';

beforeAll(async () => {
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, `Pumps ${randomUUID().slice(0, 8)}`, 'Valves');
  categoryId = pair.categoryId;
  const other = await insertCategoryPair(ctx.database, `Paint ${randomUUID().slice(0, 8)}`, 'Primer');
  as.admin = (await ctx.as.admin()).headers;
  as.manager = (await ctx.as.subAdmin(['manageTenders'])).headers;
  as.plain = (await ctx.as.subAdmin(['manageSuppliers', 'reports'])).headers;
  as.supplier = (await ctx.as.supplier(pair)).headers;
  as.outsider = (await ctx.as.supplier(other)).headers;
  const files = {
    scopeOfWork: [sampleFile('scope-1.pdf'), samplePng('scope-2.png')],
    rfq: [sampleFile(RFQ_NAME)],
  };
  published = await createPublishedTender(ctx.app, as.admin, categoryId, { files });
  draft = await createTenderDraft(ctx.app, as.admin, categoryId, { files });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

/** Every way to reach a tender's files: each download index, and each stored name under /uploads. */
function fileUrls(tender: Tender) {
  return [
    tenderFileDownloadPath(tender._id, 'scopeOfWork', 0),
    tenderFileDownloadPath(tender._id, 'scopeOfWork', 1),
    tenderFileDownloadPath(tender._id, 'rfq', 0),
    ...[...tender.scopeOfWork, ...tender.rfq].map((name) => `/uploads/${name}`),
  ];
}

describe('tender file downloads', () => {
  it('serve each file by its 0-based index as a private, non-sniffable attachment with its name', async () => {
    const first = await get(`/api/tenders/${published._id}/download/scopeOfWork/0`, as.admin);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="scope-1.pdf"; filename*=UTF-8''scope-1.pdf`,
    );
    const second = await get(`/api/tenders/${published._id}/download/scopeOfWork/1`, as.admin);
    expect(second.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(second.headers['content-type']).toBe('image/png');
    const rfq = await get(`/api/tenders/${published._id}/download/rfq/0`, as.admin);
    expect(rfq.headers['content-disposition']).toBe(contentDisposition(RFQ_NAME));
    // The same file under /uploads by its stored name.
    const upload = await get(`/uploads/${published.rfq[0]}`, as.admin);
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-disposition']).toBe(rfq.headers['content-disposition']);
  });

  it("answers 404 'File not found.' for an index the tender does not have", async () => {
    for (const index of ['2', '10', '-1', '1.0', 'x', '99999', '01a']) {
      const response = await get(`/api/tenders/${published._id}/download/scopeOfWork/${index}`, as.admin);
      expect(response.statusCode, index).toBe(404);
      expect(response.json()).toEqual({ message: messages.tender.fileNotFound });
    }
    const rfq1 = await get(`/api/tenders/${published._id}/download/rfq/1`, as.supplier);
    expect(rfq1.json()).toEqual({ message: messages.tender.fileNotFound });
    for (const id of [randomUUID(), 'nope']) {
      const response = await get(`/api/tenders/${id}/download/rfq/0`, as.admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.tender.notFound });
    }
  });

  it('serve a published tender files to managers and suppliers of its category', async () => {
    for (const headers of [as.admin, as.manager, as.supplier]) {
      for (const url of fileUrls(published)) expect((await get(url, headers)).statusCode, url).toBe(200);
    }
  });

  it('refuse anonymous callers, suppliers of another category and sub-admins without manageTenders', async () => {
    for (const url of fileUrls(published)) {
      const anonymous = await get(url, as.anonymous);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: messages.auth.missingToken });
      const outsider = await get(url, as.outsider);
      expect(outsider.statusCode, url).toBe(403);
      const plain = await get(url, as.plain);
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toEqual({ message: messages.auth.forbidden });
    }
  });

  it("never serve a draft's files to a supplier, even of its category; managers get them", async () => {
    for (const url of fileUrls(draft)) {
      for (const headers of [as.supplier, as.outsider]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(404);
      }
      expect((await get(url, as.plain)).statusCode).toBe(403);
      expect((await get(url, as.manager)).statusCode).toBe(200);
    }
  });

  it('stop serving a removed file by its old name, and serve a deleted tender files to nobody', async () => {
    const tender = await createTenderDraft(ctx.app, as.admin, categoryId, {
      files: { scopeOfWork: [sampleFile('keep.pdf'), sampleFile('drop.pdf')], rfq: [sampleFile()] },
    });
    const dropped = tender.scopeOfWork[1] as string;
    const edit = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${tender._id}`, as.admin, {
      ...tenderFields(categoryId, { projectCode: tender.projectCode }),
      removeScopeOfWork: JSON.stringify([dropped]),
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`/uploads/${dropped}`, as.admin)).statusCode).toBe(404);
    expect((await get(`/api/tenders/${tender._id}/download/scopeOfWork/1`, as.admin)).json()).toEqual({
      message: messages.tender.fileNotFound,
    });

    await ctx.app.inject({ method: 'DELETE', url: `/api/tenders/drafts/${tender._id}`, headers: as.admin });
    for (const name of [...tender.scopeOfWork, ...tender.rfq]) {
      expect((await get(`/uploads/${name}`, as.admin)).statusCode).toBe(404);
    }
  });
});
