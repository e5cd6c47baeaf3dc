import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { describe, expect, it } from 'vitest';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createPublishedTender, createTenderDraft } from '../../test/tenders-api';
import {
  as,
  call,
  categoryId,
  categoryName,
  ctx,
  expectError,
  storedFileCount,
  supplierId,
  tenderRows,
  useTenderKit,
} from './tender-test-kit';

useTenderKit();

/*
 * The tender lists, views and deletes, and the categories tenders use (decision 022).
 */

describe('lists', () => {
  it('page the published tenders and the drafts apart, newest first, searched and sorted', async () => {
    const tag = randomUUID().slice(0, 8);
    const drafts = [];
    for (const n of [1, 2, 3]) {
      drafts.push(
        await createTenderDraft(ctx.app, as.admin, categoryId, {
          fields: { projectName: `Listed ${tag} ${n}`, organisation: `Org ${tag}` },
        }),
      );
    }
    const published = await createPublishedTender(ctx.app, as.admin, categoryId, {
      fields: {
        projectName: `Listed ${tag} published`,
        publishingDate: '2029-05-01',
        closingDate: '2029-06-01',
      },
    });

    const draftList = await call('GET', `/api/tenders/drafts?q=${tag}`, as.manager);
    expect(draftList.statusCode).toBe(200);
    const body = draftList.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual(drafts.map((d) => d._id).reverse());
    expect(body.data[0]).toMatchObject({
      readyToPublish: false,
      status: 'Draft',
      itemCount: 1,
      supplyCategory: categoryName,
    });
    expect(body.data[0].items).toBeUndefined();

    const publishedList = await call('GET', `/api/tenders?q=${tag}`, as.admin);
    expect(publishedList.json()).toMatchObject({
      total: 1,
      data: [{ _id: published._id, status: 'Published' }],
    });
    // The search reaches code, title and organisation too.
    const byCode = await call(
      'GET',
      `/api/tenders?q=${encodeURIComponent(published.projectCode.toLowerCase())}`,
      as.admin,
    );
    expect(byCode.json().data.map((row: { _id: string }) => row._id)).toEqual([published._id]);
    const byOrg = await call(
      'GET',
      `/api/tenders/drafts?q=org%20${tag}&pageSize=2&sort=projectName`,
      as.admin,
    );
    expect(byOrg.json()).toMatchObject({ total: 3, pageSize: 2 });
    expect(byOrg.json().data.map((row: { projectName: string }) => row.projectName)).toEqual([
      `Listed ${tag} 1`,
      `Listed ${tag} 2`,
    ]);
    const page2 = await call(
      'GET',
      `/api/tenders/drafts?q=${tag}&pageSize=2&page=2&sort=-projectName`,
      as.admin,
    );
    expect(page2.json().data.map((row: { projectName: string }) => row.projectName)).toEqual([
      `Listed ${tag} 1`,
    ]);

    const bad = await call('GET', '/api/tenders?sort=price', as.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sort');
  });

  it('are for managers; the published list also for the reports permission', async () => {
    expect((await call('GET', '/api/tenders', as.reports)).statusCode).toBe(200);
    await expectError(await call('GET', '/api/tenders/drafts', as.reports), 403, messages.auth.forbidden);
    for (const url of ['/api/tenders', '/api/tenders/drafts']) {
      await expectError(await call('GET', url, as.anonymous), 401, messages.auth.missingToken);
      for (const headers of [as.supplier, as.outsider, as.plain]) {
        await expectError(await call('GET', url, headers), 403, messages.auth.forbidden);
      }
      expect((await call('GET', url, as.manager)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/tenders/view/{id} and /api/tenders/drafts/{id}', () => {
  it('serve a published tender to managers and to suppliers of its category only', async () => {
    const tender = await createPublishedTender(ctx.app, as.admin, categoryId);
    const url = `/api/tenders/view/${tender._id}`;
    for (const headers of [as.admin, as.manager, as.supplier]) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: tender });
    }
    await expectError(await call('GET', url, as.anonymous), 401, messages.auth.missingToken);
    await expectError(await call('GET', url, as.outsider), 403, messages.interest.otherCategory);
    await expectError(await call('GET', url, as.plain), 403, messages.auth.forbidden);
    await expectError(await call('GET', url, as.reports), 403, messages.auth.forbidden);
    await expectError(
      await call('GET', `/api/tenders/view/${randomUUID()}`, as.supplier),
      404,
      messages.tender.notFound,
    );
    await expectError(
      await call('GET', `/api/tenders/view/${randomUUID()}`, as.plain),
      403,
      messages.auth.forbidden,
    );
    // A published tender is not a draft.
    await expectError(
      await call('GET', `/api/tenders/drafts/${tender._id}`, as.admin),
      404,
      messages.draft.notFound,
    );
  });

  it('never show a draft to a supplier, even of its category', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    await expectError(
      await call('GET', `/api/tenders/view/${draft._id}`, as.supplier),
      404,
      messages.tender.notFound,
    );
    await expectError(
      await call('GET', `/api/tenders/view/${draft._id}`, as.outsider),
      404,
      messages.tender.notFound,
    );
    const asDraft = await call('GET', `/api/tenders/drafts/${draft._id}`, as.manager);
    expect(asDraft.json()).toEqual({ data: draft });
    expect((await call('GET', `/api/tenders/view/${draft._id}`, as.admin)).json()).toEqual({ data: draft });
    await expectError(
      await call('GET', `/api/tenders/drafts/${draft._id}`, as.supplier),
      403,
      messages.auth.forbidden,
    );
    await expectError(
      await call('GET', `/api/tenders/drafts/${draft._id}`, as.plain),
      403,
      messages.auth.forbidden,
    );
    await expectError(
      await call('GET', `/api/tenders/drafts/${draft._id}`, as.anonymous),
      401,
      messages.auth.missingToken,
    );
    await expectError(
      await call('GET', '/api/tenders/drafts/not-an-id', as.admin),
      404,
      messages.draft.notFound,
    );
  });

  it('computes isClosed from the closing date in the portal time zone', async () => {
    const closed = await createPublishedTender(ctx.app, as.admin, categoryId, {
      fields: { publishingDate: '2020-01-01', closingDate: '2020-01-31' },
    });
    expect(closed.isClosed).toBe(true);
  });
});

describe('delete', () => {
  it('removes a tender, its items, file rows and stored files in one audited step', async () => {
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    const before = await tenderRows(published._id);
    expect(before.fileIds).toHaveLength(2);
    expect(before.items).toBe(1);
    await expectError(
      await call('DELETE', `/api/tenders/drafts/${published._id}`, as.admin),
      404,
      messages.draft.notFound,
    );
    const response = await call('DELETE', `/api/tenders/${published._id}`, as.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.tender.deleted });
    expect(await tenderRows(published._id)).toEqual({ tenders: 0, items: 0, fileIds: [] });
    expect(await storedFileCount(before.fileIds)).toBe(0);
    expect(await ctx.auditFor(published._id, 'tender.delete')).toHaveLength(1);
    await expectError(
      await call('DELETE', `/api/tenders/${published._id}`, as.manager),
      404,
      messages.tender.notFound,
    );

    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    await expectError(
      await call('DELETE', `/api/tenders/${draft._id}`, as.admin),
      404,
      messages.tender.notFound,
    );
    const draftFiles = (await tenderRows(draft._id)).fileIds;
    const deleted = await call('DELETE', `/api/tenders/drafts/${draft._id}`, as.admin);
    expect(deleted.json()).toEqual({ message: messages.draft.deleted });
    expect(await storedFileCount(draftFiles)).toBe(0);
  });

  it('refuses to delete a tender suppliers have answered, and keeps everything', async () => {
    const tender = await createPublishedTender(ctx.app, as.admin, categoryId);
    await ctx.db.insert(interests).values({ tenderId: tender._id, supplierId });
    const before = await tenderRows(tender._id);
    await expectError(
      await call('DELETE', `/api/tenders/${tender._id}`, as.admin),
      409,
      messages.tender.answered(1, 0),
    );
    expect(await tenderRows(tender._id)).toEqual(before);
    expect(await storedFileCount(before.fileIds)).toBe(2);
    expect(await ctx.auditFor(tender._id, 'tender.delete')).toHaveLength(0);
  });

  it('refuses callers without manageTenders', async () => {
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    for (const url of [`/api/tenders/${published._id}`, `/api/tenders/drafts/${draft._id}`]) {
      await expectError(await call('DELETE', url, as.anonymous), 401, messages.auth.missingToken);
      for (const headers of [as.supplier, as.plain, as.reports]) {
        await expectError(await call('DELETE', url, headers), 403, messages.auth.forbidden);
      }
    }
    expect((await tenderRows(published._id)).tenders).toBe(1);
    expect((await tenderRows(draft._id)).tenders).toBe(1);
  });
});

describe('categories used by tenders', () => {
  it('cannot be deleted, and the refusal names how many tenders use them', async () => {
    const name = `Lonely ${randomUUID().slice(0, 8)}`;
    const { categoryId: lonely, subCategoryId } = await insertCategoryPair(ctx.database, name, 'Only sub');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/subcategory/delete/${subCategoryId}`,
      headers: as.admin,
    });
    await createTenderDraft(ctx.app, as.admin, lonely);
    await createPublishedTender(ctx.app, as.admin, lonely);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/category/delete/${lonely}`,
      headers: as.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.category.inUse(name, ['2 tenders']));
  });
});
