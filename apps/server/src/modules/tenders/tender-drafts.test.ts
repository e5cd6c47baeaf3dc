import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_TENDER_FILES_PER_KIND, type Tender } from '@tenderdesk/domain/tenders';
import { describe, expect, it } from 'vitest';
import {
  createPublishedTender,
  createTenderDraft,
  SAMPLE_ITEM,
  sampleFile,
  samplePng,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

import {
  as,
  call,
  categoryId,
  ctx,
  expectError,
  otherCategoryId,
  storedFileCount,
  useTenderKit,
} from './tender-test-kit';

useTenderKit();

/*
 * Drafts: ready, publish, and the edits of a draft and of a published tender (decision 022).
 */

describe('drafts: ready, publish, edit kinds', () => {
  it('publishes only a draft marked ready, each step audited', async () => {
    const draft = await createTenderDraft(ctx.app, as.manager, categoryId);
    const early = await call('PUT', `/api/tenders/draft/${draft._id}/publish`, as.manager);
    await expectError(early, 400, messages.draft.notReady, 'readyToPublish');

    const ready = await call('PUT', `/api/tenders/draft/${draft._id}/ready`, as.manager);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      message: messages.draft.markedReady,
      data: { readyToPublish: true },
    });
    // Marking again is harmless and records nothing more (an empty JSON body is no body).
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tenders/draft/${draft._id}/ready`,
      headers: { ...as.manager, 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode).toBe(200);
    expect(await ctx.auditFor(draft._id, 'tender.mark-ready')).toHaveLength(1);

    const published = await call('PUT', `/api/tenders/draft/${draft._id}/publish`, as.manager);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: messages.draft.published,
      data: { _id: draft._id, status: 'Published' },
    });
    expect(published.json().data.publishedAt).toEqual(expect.any(String));
    expect(await ctx.auditFor(draft._id, 'tender.publish')).toHaveLength(1);

    await expectError(
      await call('PUT', `/api/tenders/draft/${draft._id}/publish`, as.manager),
      409,
      messages.tender.notADraft,
    );
    await expectError(
      await call('PUT', `/api/tenders/draft/${draft._id}/ready`, as.manager),
      409,
      messages.tender.notADraft,
    );
    for (const id of [randomUUID(), 'nope']) {
      await expectError(
        await call('PUT', `/api/tenders/draft/${id}/ready`, as.admin),
        404,
        messages.draft.notFound,
      );
      await expectError(
        await call('PUT', `/api/tenders/draft/${id}/publish`, as.admin),
        404,
        messages.draft.notFound,
      );
    }
  });

  it('refuses ready and publish to everyone without manageTenders', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    for (const step of ['ready', 'publish']) {
      const url = `/api/tenders/draft/${draft._id}/${step}`;
      await expectError(await call('PUT', url, as.anonymous), 401, messages.auth.missingToken);
      for (const headers of [as.supplier, as.plain, as.reports]) {
        await expectError(await call('PUT', url, headers), 403, messages.auth.forbidden);
      }
    }
  });

  it('edits a draft only through the drafts call and a published tender only through the tender call', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    const form = tenderFields(categoryId);
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', `/api/tenders/${draft._id}`, as.admin, form),
      404,
      messages.tender.notFound,
    );
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${published._id}`, as.admin, form),
      404,
      messages.draft.notFound,
    );
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', `/api/tenders/${randomUUID()}`, as.admin, form),
      404,
      messages.tender.notFound,
    );

    const edited = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/${published._id}`, as.manager, {
      ...form,
      projectName: 'Renamed project',
      supplyCategory: otherCategoryId,
      items: JSON.stringify([
        { ...SAMPLE_ITEM, qty: '7.25' },
        { ...SAMPLE_ITEM, itemCode: 'X', qty: 2 },
      ]),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(messages.tender.updated);
    expect(edited.json().data).toMatchObject({
      status: 'Published',
      projectName: 'Renamed project',
      supplyCategoryId: otherCategoryId,
      items: [{ qty: 7.25 }, { itemCode: 'X', qty: 2 }],
      scopeOfWork: published.scopeOfWork,
      rfq: published.rfq,
    });
    expect(await ctx.auditFor(published._id, 'tender.update')).toHaveLength(1);

    const draftEdit = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${draft._id}`, as.admin, {
      ...form,
      projectCode: draft.projectCode,
      closingDate: '2030-01-01',
    });
    await expectError(draftEdit, 400, messages.tender.closingBeforePublishing, 'closingDate');
    const missing = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${draft._id}`, as.admin, {
      ...form,
      items: '[',
    });
    await expectError(missing, 400, messages.tender.itemsInvalid, 'items');
  });

  it('edits keep the files, remove the listed ones and append the sent ones, in order', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId, {
      files: { scopeOfWork: [sampleFile('a.pdf'), sampleFile('b.pdf')], rfq: [samplePng('r1.png')] },
    });
    const url = `/api/tenders/drafts/${draft._id}`;
    const form = tenderFields(categoryId, { projectCode: draft.projectCode });

    const kept = await sendTenderForm(ctx.app, 'PUT', url, as.admin, form);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.scopeOfWork).toEqual(draft.scopeOfWork);
    expect(kept.json().data.rfq).toEqual(draft.rfq);

    const removedName = draft.scopeOfWork[0] as string;
    const changed = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      as.admin,
      { ...form, removeScopeOfWork: JSON.stringify([removedName.toUpperCase()]) },
      { scopeOfWork: [samplePng('c.png')], rfq: [sampleFile('r2.pdf')] },
    );
    expect(changed.statusCode).toBe(200);
    const tender = changed.json().data as Tender;
    expect(tender.scopeOfWorkFiles.map((file) => file.originalName)).toEqual(['b.pdf', 'c.png']);
    expect(tender.scopeOfWork[0]).toBe(draft.scopeOfWork[1]);
    expect(tender.rfqFiles.map((file) => file.originalName)).toEqual(['r1.png', 'r2.pdf']);
    // The removed file is gone from the database, not just unlinked.
    const removedId = removedName.split('.')[0] as string;
    expect(await storedFileCount([removedId])).toBe(0);
    // Its download index now serves the next file.
    const first = await call('GET', `/api/tenders/${draft._id}/download/scopeOfWork/0`, as.admin);
    expect(first.headers['content-disposition']).toContain('b.pdf');

    for (const value of ['nope', '{}', JSON.stringify([`${randomUUID()}.pdf`]), JSON.stringify([1])]) {
      await expectError(
        await sendTenderForm(ctx.app, 'PUT', url, as.admin, { ...form, removeRfq: value }),
        400,
        messages.tender.removeInvalid('RFQ'),
        'removeRfq',
      );
    }
    // An RFQ name listed under scope of work is not a scope-of-work file.
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', url, as.admin, {
        ...form,
        removeScopeOfWork: JSON.stringify(tender.rfq),
      }),
      400,
      messages.tender.removeInvalid('Scope of Work'),
      'removeScopeOfWork',
    );
    // Removing every RFQ without sending another would leave none.
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', url, as.admin, { ...form, removeRfq: JSON.stringify(tender.rfq) }),
      400,
      messages.tender.rfqRequired,
      'rfq',
    );
    const ten = Array.from({ length: MAX_TENDER_FILES_PER_KIND - 1 }, (_, n) => sampleFile(`more${n}.pdf`));
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', url, as.admin, form, { scopeOfWork: ten }),
      400,
      messages.tender.tooManyFiles('Scope of Work', MAX_TENDER_FILES_PER_KIND),
      'scopeOfWork',
    );
    // Replacing all RFQs in one edit is fine.
    const replaced = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      as.admin,
      { ...form, removeRfq: JSON.stringify(tender.rfq) },
      { rfq: [sampleFile('r3.pdf')] },
    );
    expect(replaced.json().data.rfqFiles.map((file: { originalName: string }) => file.originalName)).toEqual([
      'r3.pdf',
    ]);
  });

  it('refuses the edits to everyone without manageTenders', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    for (const url of [`/api/tenders/drafts/${draft._id}`, `/api/tenders/${published._id}`]) {
      const form = tenderFields(categoryId);
      await expectError(
        await sendTenderForm(ctx.app, 'PUT', url, as.anonymous, form),
        401,
        messages.auth.missingToken,
      );
      for (const headers of [as.supplier, as.plain, as.reports]) {
        await expectError(
          await sendTenderForm(ctx.app, 'PUT', url, headers, form),
          403,
          messages.auth.forbidden,
        );
      }
    }
  });
});
