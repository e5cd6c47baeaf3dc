import { randomUUID } from 'node:crypto';
import type { CriterionView } from '@tenderdesk/domain/evaluation-bid-views';
import { evaluationMessages as m } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { technicalAnswers, technicalBids, technicalResults } from '../../db/schema/evaluation';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { envelopeCallers, envelopeKit, markedPdf, twoEnvelopeSettings } from '../../test/envelope-kit';
import { closeTenderRow, createTenderRow, insertInterests } from '../../test/tenders';

/*
 * Contract section B, the technical part: what an approved supplier reads and sends, every refusal
 * for each kind of caller with nothing stored, documents kept or replaced, who may download them
 * before and after the technical opening, the audit without answers, and quotations on a
 * two-envelope tender waiting for the technical part.
 */

let ctx: TestContext;
let kit: ReturnType<typeof envelopeKit>;
let award: ReturnType<typeof awardKit>;
let pair: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let manager: TestCaller;
let noPermissions: TestCaller;
let openerA: TestCaller;
let openerB: TestCaller;
let alpha: TestCaller;
let beta: TestCaller;
let pending: TestCaller;
let stranger: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = envelopeKit(ctx);
  award = awardKit(ctx, pair.categoryId);
  ({ admin, manager, noPermissions, openerA, openerB, alpha, beta, pending, stranger } =
    await envelopeCallers(ctx, pair, ['reports']));
});
afterAll(() => ctx.close());

type Tender = {
  id: string;
  criteria: CriterionView[];
  yes: string;
  years: string;
  doc: string;
  optional: string;
};

/** A published two-envelope tender; alpha and beta approved, `pending` only interested. */
async function twoEnvelopeTender(): Promise<Tender> {
  const id = await createTenderRow(ctx.db, { categoryId: pair.categoryId });
  await insertInterests(ctx.db, id, { approved: [alpha, beta], pending: [pending] });
  const { criteria } = await kit.configure(admin, id, twoEnvelopeSettings([openerA.id, openerB.id]));
  const [yes, years, doc, optional] = criteria.map((c) => c._id) as [string, string, string, string];
  return { id, criteria, yes, years, doc, optional };
}

const goodAnswers = (t: Tender) => [
  { criterionId: t.yes, yes: true },
  { criterionId: t.years, number: '987654.32' },
];

async function storedCounts() {
  const [bids] = await ctx.db.select({ n: count() }).from(technicalBids);
  const [answers] = await ctx.db.select({ n: count() }).from(technicalAnswers);
  return { bids: bids?.n, answers: answers?.n, files: await kit.fileCount(), audits: await ctx.auditCount() };
}

let t: Tender;
beforeEach(async () => {
  t = await twoEnvelopeTender();
});

describe('reading the bid', () => {
  it('shows an approved supplier what the tender asks, and nothing sent yet', async () => {
    const bid = await kit.bidOf(alpha, t.id);
    const [row] = await ctx.db
      .select({ closingDate: tenders.closingDate })
      .from(tenders)
      .where(eq(tenders.id, t.id));
    expect(bid).toEqual({
      tenderId: t.id,
      envelopes: 'two',
      stage: 'bidding',
      closingDate: row?.closingDate,
      criteria: t.criteria,
      emdAmount: '5000.00',
      tenderFee: '500.00',
      exemptions: { mse: true, startup: false },
      technical: null,
      securities: [],
      result: null,
      negotiation: null,
      profileUdyamNumber: null,
      // Issue 22 follow-up: the auction it is invited to; none here.
      auction: null,
    });
    // The Udyam number of the supplier's profile comes with the bid, for an MSE exemption to start from.
    await ctx.db
      .update(suppliers)
      .set({ udyamNumber: 'UDYAM-MH-19-0012345' })
      .where(eq(suppliers.id, alpha.id));
    expect((await kit.bidOf(alpha, t.id)).profileUdyamNumber).toBe('UDYAM-MH-19-0012345');
    await ctx.db.update(suppliers).set({ udyamNumber: null }).where(eq(suppliers.id, alpha.id));
  });

  it('tells the result only once the technical evaluation is complete', async () => {
    expect(
      (await kit.sendTechnical(alpha, alpha.id, t.id, goodAnswers(t), { [t.doc]: markedPdf('bs.pdf') }))
        .statusCode,
    ).toBe(200);
    await closeTenderRow(ctx.db, t.id);
    await ctx.db.update(tenders).set({ technicalOpenedAt: new Date() }).where(eq(tenders.id, t.id));
    await ctx.db.insert(technicalResults).values({
      tenderId: t.id,
      supplierId: alpha.id,
      qualified: false,
      reasons: [{ criterionId: t.years, reason: 'Too few years' }],
    });
    const during = await kit.bidOf(alpha, t.id);
    expect(during.stage).toBe('technicalEvaluation');
    expect(during.result).toBeNull();
    await ctx.db.update(tenders).set({ technicalEvaluatedAt: new Date() }).where(eq(tenders.id, t.id));
    const after = await kit.bidOf(alpha, t.id);
    expect(after.stage).toBe('financialOpening');
    expect(after.result).toEqual({
      qualified: false,
      reasons: [{ criterionId: t.years, label: 'Years in business', reason: 'Too few years' }],
    });
  });
});

describe('saving the technical part', () => {
  it('stores the answers and document, answers the bid, and audits only the supplier and the count', async () => {
    const response = await kit.sendTechnical(alpha, alpha.id, t.id, goodAnswers(t), {
      [t.doc]: markedPdf('balance-sheet.pdf', 'ZQ-SECRET-BALANCE'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.technicalSaved);
    const technical = response.json().data.technical;
    expect(technical.answers).toEqual([
      { criterionId: t.yes, yes: true, number: null, file: null },
      { criterionId: t.years, yes: null, number: '987654.32', file: null },
      {
        criterionId: t.doc,
        yes: null,
        number: null,
        file: {
          _id: expect.any(String),
          name: 'balance-sheet.pdf',
          fileName: expect.stringMatching(/\.pdf$/),
        },
      },
    ]);
    expect(await kit.bidOf(alpha, t.id)).toEqual(response.json().data);
    const events = await ctx.auditFor(t.id, 'technical-bid.save');
    expect(events.map((event) => [event.actorId, event.changes])).toEqual([
      [alpha.id, { supplierId: alpha.id, answered: 3 }],
    ]);
    const audited = JSON.stringify(events);
    for (const secret of ['987654', 'balance-sheet', 'ZQ-SECRET', 'ISO'])
      expect(audited).not.toContain(secret);
  });

  it('takes a mandatory "no" as an answer, and an optional criterion left out', async () => {
    const response = await kit.sendTechnical(
      alpha,
      alpha.id,
      t.id,
      [
        { criterionId: t.yes, yes: false },
        { criterionId: t.years, number: 3 },
      ],
      { [t.doc]: markedPdf('b.pdf') },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answers = response.json().data.technical.answers;
    expect(answers[0]).toMatchObject({ criterionId: t.yes, yes: false });
    expect(answers[1]).toMatchObject({ criterionId: t.years, number: '3.00' });
    expect(answers.map((a: { criterionId: string }) => a.criterionId)).not.toContain(t.optional);
  });

  it('replaces the whole part: a document kept keeps its file, a new one replaces it, one left out is deleted', async () => {
    const tender = await createTenderRow(ctx.db, { categoryId: pair.categoryId });
    await insertInterests(ctx.db, tender, { approved: [alpha] });
    const { criteria } = await kit.configure(
      admin,
      tender,
      twoEnvelopeSettings([openerA.id, openerB.id], {
        criteria: [
          { kind: 'document', label: 'Licence', mandatory: true },
          { kind: 'document', label: 'Brochure', mandatory: false },
        ],
      }),
    );
    const [licence, brochure] = criteria.map((c) => c._id) as [string, string];
    const first = await kit.sendTechnical(alpha, alpha.id, tender, [], {
      [licence]: markedPdf('licence.pdf'),
      [brochure]: markedPdf('brochure.pdf'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const [lic1, bro1] = first
      .json()
      .data.technical.answers.map((a: { file: { _id: string } }) => a.file._id);
    // Keep the licence, drop the brochure.
    const second = await kit.sendTechnical(alpha, alpha.id, tender, [
      { criterionId: licence, keepFile: true },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.technical.answers).toEqual([
      {
        criterionId: licence,
        yes: null,
        number: null,
        file: expect.objectContaining({ _id: lic1, name: 'licence.pdf' }),
      },
    ]);
    expect(await kit.fileExists(bro1)).toBe(false);
    // A new licence replaces the kept one, whose file goes.
    const third = await kit.sendTechnical(
      alpha,
      alpha.id,
      tender,
      [{ criterionId: licence, keepFile: true }],
      {
        [licence]: markedPdf('licence-2025.pdf'),
      },
    );
    expect(third.statusCode, third.body).toBe(200);
    const file = third.json().data.technical.answers[0].file;
    expect(file.name).toBe('licence-2025.pdf');
    expect(file._id).not.toBe(lic1);
    expect(await kit.fileExists(lic1)).toBe(false);
    // Keeping what was never sent is no document.
    const none = await kit.sendTechnical(alpha, alpha.id, tender, [
      { criterionId: brochure, keepFile: true },
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: m.documentRequired('Licence'), field: `doc_${licence}` });
    expect(await ctx.auditCount({ action: 'technical-bid.save', entityId: tender })).toBe(3);
  });
});

describe('refusals, nothing stored', () => {
  it('refuses each kind of caller who is not the approved supplier itself', async () => {
    await kit.sendTechnical(alpha, alpha.id, t.id, goodAnswers(t), { [t.doc]: markedPdf('a.pdf') });
    const draft = await createTenderRow(ctx.db, { categoryId: pair.categoryId, status: 'Draft' });
    await insertInterests(ctx.db, draft, { approved: [beta] });
    const before = await storedCounts();
    const cases: [string, TestCaller | null, string, string, number, string][] = [
      ['anonymous', null, alpha.id, t.id, 401, messages.auth.missingToken],
      ['the admin', admin, alpha.id, t.id, 403, messages.auth.forbidden],
      ['a manager of tenders', manager, alpha.id, t.id, 403, messages.auth.forbidden],
      ['a sub-admin without permissions', noPermissions, alpha.id, t.id, 403, messages.auth.forbidden],
      ['a named opener', openerA, alpha.id, t.id, 403, messages.auth.forbidden],
      ['another supplier, for alpha', beta, alpha.id, t.id, 403, messages.auth.forbidden],
      ['a supplier whose interest is pending', pending, pending.id, t.id, 403, m.bidNotApproved],
      ['a supplier without interest', stranger, stranger.id, t.id, 403, m.bidNotApproved],
      ['an approved supplier of a draft', beta, beta.id, draft, 403, m.bidNotPublished],
      ['an unknown tender', beta, beta.id, randomUUID(), 404, messages.tender.notFound],
    ];
    for (const [who, caller, supplierId, tender, status, message] of cases) {
      const write = await kit.sendTechnical(caller, supplierId, tender, goodAnswers(t), {
        [t.doc]: markedPdf('x.pdf'),
      });
      expect([write.statusCode, write.json().message], `write by ${who}`).toEqual([status, message]);
      const read = await kit.getBid(caller, supplierId, tender);
      expect([read.statusCode, read.json().message], `read by ${who}`).toEqual([status, message]);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 400 for each answer rule broken', async () => {
    const before = await storedCounts();
    const pdf = { [t.doc]: markedPdf('doc.pdf') };
    const text = { bytes: Buffer.from('plain text, not a document'), name: 'notes.txt', type: 'text/plain' };
    const cases: [string, unknown, Record<string, ReturnType<typeof markedPdf>>, object][] = [
      [
        'yes/no missing',
        [{ criterionId: t.years, number: '12' }],
        pdf,
        { message: m.answerMissing('ISO 9001 certified'), field: `answers.${t.yes}` },
      ],
      [
        'yes null',
        [
          { criterionId: t.yes, yes: null },
          { criterionId: t.years, number: '12' },
        ],
        pdf,
        { message: m.answerMissing('ISO 9001 certified'), field: `answers.${t.yes}` },
      ],
      [
        'number missing',
        [{ criterionId: t.yes, yes: true }],
        pdf,
        { message: m.answerMissing('Years in business'), field: `answers.${t.years}` },
      ],
      [
        'number blank',
        [
          { criterionId: t.yes, yes: true },
          { criterionId: t.years, number: ' ' },
        ],
        pdf,
        { message: m.answerMissing('Years in business'), field: `answers.${t.years}` },
      ],
      ...['abc', '1.234', '-5', '1e5'].map(
        (number): [string, unknown, Record<string, ReturnType<typeof markedPdf>>, object] => [
          `number ${number}`,
          [
            { criterionId: t.yes, yes: true },
            { criterionId: t.years, number },
          ],
          pdf,
          { message: m.answerNumberInvalid('Years in business'), field: `answers.${t.years}` },
        ],
      ),
      [
        'document missing',
        goodAnswers(t),
        {},
        { message: m.documentRequired('Audited balance sheet'), field: `doc_${t.doc}` },
      ],
      [
        'unknown criterion',
        [...goodAnswers(t), { criterionId: randomUUID(), yes: true }],
        pdf,
        { message: m.answerUnknownCriterion, field: 'answers' },
      ],
      ['not JSON', '{oops', pdf, { message: m.answersUnreadable, field: 'answers' }],
      ['not a list', { criterionId: t.yes }, pdf, { message: m.answersUnreadable, field: 'answers' }],
      [
        'yes as text',
        [{ criterionId: t.yes, yes: 'yes' }],
        pdf,
        { message: m.answersUnreadable, field: 'answers' },
      ],
      [
        'the same criterion twice',
        [...goodAnswers(t), { criterionId: t.yes, yes: false }],
        pdf,
        { message: m.answersUnreadable, field: 'answers' },
      ],
      [
        'not a document',
        goodAnswers(t),
        { [t.doc]: text },
        { message: m.documentTypeInvalid('Audited balance sheet'), field: `doc_${t.doc}` },
      ],
    ];
    for (const [name, answers, documents, expected] of cases) {
      const response = await kit.sendTechnical(alpha, alpha.id, t.id, answers, documents);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual(expected);
    }
    expect(await storedCounts()).toEqual(before);
    expect((await kit.bidOf(alpha, t.id)).technical).toBeNull();
  });

  it('answers 409 on a single-envelope tender and once the tender has closed, keeping the earlier part', async () => {
    const single = await award.tenderFor([alpha]);
    const response = await kit.sendTechnical(alpha, alpha.id, single, []);
    expect([response.statusCode, response.json().message]).toEqual([409, m.notTwoEnvelope]);
    const saved = await kit.sendTechnical(alpha, alpha.id, t.id, goodAnswers(t), {
      [t.doc]: markedPdf('d.pdf'),
    });
    expect(saved.statusCode).toBe(200);
    await closeTenderRow(ctx.db, t.id);
    const before = await storedCounts();
    const late = await kit.sendTechnical(alpha, alpha.id, t.id, [{ criterionId: t.yes, yes: false }], {
      [t.doc]: markedPdf('e.pdf'),
    });
    expect([late.statusCode, late.json().message]).toEqual([409, m.biddingClosed]);
    expect(await storedCounts()).toEqual(before);
    const bid = await kit.bidOf(alpha, t.id);
    expect(bid.stage).toBe('technicalOpening');
    expect(bid.technical?.answers[0]).toMatchObject({ yes: true });
  });

  it('refuses a form that is not multipart (415), storing nothing', async () => {
    const before = await storedCounts();
    const response = await ctx.call(
      'PUT',
      `/api/suppliers/${alpha.id}/tenders/${t.id}/technical`,
      { answers: JSON.stringify(goodAnswers(t)) },
      alpha.headers,
    );
    expect([response.statusCode, response.json().message]).toEqual([415, m.technicalNotMultipart]);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('the documents', () => {
  it('the supplier downloads its own; buyers get 409 before the technical opening and the bytes after', async () => {
    const saved = await kit.sendTechnical(alpha, alpha.id, t.id, goodAnswers(t), {
      [t.doc]: markedPdf('balance.pdf', 'ZQ-DOC-CONTENTS'),
    });
    const file = saved.json().data.technical.answers[2].file;
    const url = `/uploads/${file.fileName}`;
    const get = (caller: TestCaller | null) => ctx.call('GET', url, undefined, caller?.headers ?? {});

    const own = await get(alpha);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.toString('latin1')).toContain('ZQ-DOC-CONTENTS');
    expect((await get(beta)).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(noPermissions)).statusCode).toBe(403);
    for (const buyer of [admin, manager, openerA, openerB]) {
      const sealed = await get(buyer);
      expect([sealed.statusCode, sealed.json().message]).toEqual([409, m.technicalSealed]);
      expect(sealed.body).not.toContain('ZQ-DOC-CONTENTS');
    }
    // Closed, still sealed; then opened by the committee (slice H2 sets this).
    await closeTenderRow(ctx.db, t.id);
    expect((await get(admin)).statusCode).toBe(409);
    await ctx.db.update(tenders).set({ technicalOpenedAt: new Date() }).where(eq(tenders.id, t.id));
    for (const buyer of [admin, manager, openerA, openerB]) {
      const open = await get(buyer);
      expect(open.statusCode).toBe(200);
      expect(open.rawPayload.toString('latin1')).toContain('ZQ-DOC-CONTENTS');
    }
    expect((await get(noPermissions)).statusCode).toBe(403);
    expect((await get(beta)).statusCode).toBe(404);
    expect((await get(alpha)).statusCode).toBe(200);
  });
});

describe('quotations on a two-envelope tender', () => {
  it('wait for the technical part (409), then are taken; a revision without one is refused too', async () => {
    const quotation = JSON.stringify({
      items: [{ itemCode: 'IT-1', itemName: 'Item', uom: 'pcs', qty: 1, unitPrice: 100, gstRate: 18 }],
      notes: 'Quote',
    });
    const submit = () =>
      ctx.call('POST', `/api/suppliers/${t.id}/supplier/${alpha.id}/quotation`, { quotation }, alpha.headers);
    const refused = await submit();
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.technicalRequired]);
    expect(await ctx.auditCount({ action: 'quotation.submit' })).toBe(0);
    await kit.sendTechnical(alpha, alpha.id, t.id, goodAnswers(t), { [t.doc]: markedPdf('q.pdf') });
    const sent = await submit();
    expect(sent.statusCode, sent.body).toBe(201);
    // Were the technical part gone, a revision would wait for it too.
    await ctx.db.delete(technicalBids).where(eq(technicalBids.tenderId, t.id));
    const revise = await ctx.call(
      'PUT',
      `/api/tenders/${t.id}/supplier/${alpha.id}/quotation/${sent.json().data._id}`,
      { quotation },
      alpha.headers,
    );
    expect([revise.statusCode, revise.json().message]).toEqual([409, m.technicalRequired]);
    // A single-envelope tender takes quotations as before.
    const single = await award.tenderFor([beta]);
    await award.quote(single, beta, [{ itemCode: 'IT-1', unitPrice: 10 }]);
  });
});
