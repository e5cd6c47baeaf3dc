import { randomUUID } from 'node:crypto';
import { evaluationMessages as m } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bidSecurities } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { envelopeCallers, envelopeKit, markedPdf, twoEnvelopeSettings } from '../../test/envelope-kit';
import { closeTenderRow, createTenderRow, insertInterests, TEST_TIME_ZONE } from '../../test/tenders';
import { samplePng } from '../../test/tenders-api';

/*
 * Contract section B, bid security and tender fee: paid with proof or exempt, on two- and
 * single-envelope tenders; every refusal for each kind of caller with nothing stored; the proof
 * kept, replaced or dropped; who may download it; the audit without references or numbers.
 */

let ctx: TestContext;
let kit: ReturnType<typeof envelopeKit>;
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
  ({ admin, manager, noPermissions, openerA, openerB, alpha, beta, pending, stranger } =
    await envelopeCallers(ctx, pair));
});
afterAll(() => ctx.close());

const today = () => portalToday(TEST_TIME_ZONE);
const PAID = () => ({
  mode: 'paid',
  instrument: 'demandDraft',
  reference: 'EMDREF-7Q9Z',
  paidOn: today(),
  amount: '5000',
});
const MSE = { mode: 'exempt', exemption: 'mse', udyamNumber: 'udyam-mh-19-0012345' };

/** A published tender with alpha and beta approved: two envelopes (EMD 5000, fee 500, MSEs exempt) unless told. */
async function tenderAsking(settings: object | 'two' = 'two') {
  const id = await createTenderRow(ctx.db, { categoryId: pair.categoryId });
  await insertInterests(ctx.db, id, { approved: [alpha, beta], pending: [pending] });
  await kit.configure(
    admin,
    id,
    settings === 'two' ? twoEnvelopeSettings([openerA.id, openerB.id]) : settings,
  );
  return id;
}

async function storedCounts() {
  const [rows] = await ctx.db.select({ n: count() }).from(bidSecurities);
  return { securities: rows?.n, files: await kit.fileCount(), audits: await ctx.auditCount() };
}

let tender: string;
beforeEach(async () => {
  tender = await tenderAsking();
});

describe('declaring', () => {
  it('takes a paid EMD with its proof and an MSE exemption from the fee; the audit names only the kind', async () => {
    const paid = await kit.sendSecurity(
      alpha,
      alpha.id,
      tender,
      'emd',
      PAID(),
      markedPdf('dd.pdf', 'ZQ-PROOF'),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(m.securitySaved);
    const fee = await kit.sendSecurity(alpha, alpha.id, tender, 'fee', MSE);
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json().data.securities).toEqual([
      {
        kind: 'emd',
        mode: 'paid',
        instrument: 'demandDraft',
        reference: 'EMDREF-7Q9Z',
        paidOn: today(),
        amount: '5000.00',
        exemption: null,
        udyamNumber: null,
        proof: { _id: expect.any(String), name: 'dd.pdf', fileName: expect.stringMatching(/\.pdf$/) },
        verification: 'Pending',
        verificationNote: null,
        releasedAt: null,
        releaseNote: null,
      },
      {
        kind: 'fee',
        mode: 'exempt',
        instrument: null,
        reference: null,
        paidOn: null,
        amount: null,
        exemption: 'mse',
        udyamNumber: 'UDYAM-MH-19-0012345',
        proof: null,
        verification: 'Pending',
        verificationNote: null,
        releasedAt: null,
        releaseNote: null,
      },
    ]);
    expect((await kit.bidOf(alpha, tender)).securities).toEqual(fee.json().data.securities);
    const events = await ctx.auditFor(tender, 'bid-security.declare');
    expect(events.map((event) => [event.actorId, event.changes])).toEqual([
      [alpha.id, { supplierId: alpha.id, kind: 'emd' }],
      [alpha.id, { supplierId: alpha.id, kind: 'fee' }],
    ]);
    for (const secret of ['EMDREF', '5000', 'UDYAM', 'dd.pdf'])
      expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('works on a single-envelope tender that asks an EMD, paying more than asked', async () => {
    const single = await tenderAsking({ envelopes: 'single', emdAmount: '1200.50' });
    const response = await kit.sendSecurity(
      beta,
      beta.id,
      single,
      'emd',
      { ...PAID(), instrument: 'online', amount: '1300' },
      samplePng('receipt.png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ envelopes: 'single', stage: 'bidding', criteria: [] });
    expect(response.json().data.securities[0]).toMatchObject({ instrument: 'online', amount: '1300.00' });
  });

  it('replaces a declaration: the proof is kept unless replaced or dropped, and verification starts afresh', async () => {
    const first = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', PAID(), markedPdf('first.pdf'));
    const proof1 = first.json().data.securities[0].proof._id;
    await ctx.db.update(bidSecurities).set({ verification: 'Rejected', verificationNote: 'Illegible' });
    const kept = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', { ...PAID(), reference: 'EMDREF-2' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.securities[0]).toMatchObject({
      reference: 'EMDREF-2',
      proof: { _id: proof1, name: 'first.pdf' },
      verification: 'Pending',
      verificationNote: null,
    });
    const replaced = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', PAID(), markedPdf('second.pdf'));
    const proof2 = replaced.json().data.securities[0].proof._id;
    expect(proof2).not.toBe(proof1);
    expect(await kit.fileExists(proof1)).toBe(false);
    // Paid without a proof kept: refused, the proof still there.
    const unkept = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', { ...PAID(), keepProof: 'false' });
    expect(unkept.json()).toEqual({ message: m.paymentDetailsRequired, field: 'proof' });
    expect(await kit.fileExists(proof2)).toBe(true);
    // An exemption may drop it.
    const exempt = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', { ...MSE, keepProof: 'false' });
    expect(exempt.statusCode, exempt.body).toBe(200);
    expect(exempt.json().data.securities[0]).toMatchObject({ mode: 'exempt', proof: null, reference: null });
    expect(await kit.fileExists(proof2)).toBe(false);
  });
});

describe('refusals, nothing stored', () => {
  it('refuses each kind of caller who is not the approved supplier itself', async () => {
    const draft = await createTenderRow(ctx.db, { categoryId: pair.categoryId, status: 'Draft' });
    await insertInterests(ctx.db, draft, { approved: [beta] });
    await kit.configure(admin, draft, { envelopes: 'single', emdAmount: '10' });
    const before = await storedCounts();
    const cases: [string, TestCaller | null, string, string, number, string][] = [
      ['anonymous', null, alpha.id, tender, 401, messages.auth.missingToken],
      ['the admin', admin, alpha.id, tender, 403, messages.auth.forbidden],
      ['a manager of tenders', manager, alpha.id, tender, 403, messages.auth.forbidden],
      ['a sub-admin without permissions', noPermissions, alpha.id, tender, 403, messages.auth.forbidden],
      ['another supplier, for alpha', beta, alpha.id, tender, 403, messages.auth.forbidden],
      ['a supplier whose interest is pending', pending, pending.id, tender, 403, m.bidNotApproved],
      ['a supplier without interest', stranger, stranger.id, tender, 403, m.bidNotApproved],
      ['an approved supplier of a draft', beta, beta.id, draft, 403, m.bidNotPublished],
      ['an unknown tender', beta, beta.id, randomUUID(), 404, messages.tender.notFound],
    ];
    for (const [who, caller, supplierId, target, status, message] of cases) {
      const response = await kit.sendSecurity(caller, supplierId, target, 'emd', PAID(), markedPdf('p.pdf'));
      expect([response.statusCode, response.json().message], who).toEqual([status, message]);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 400 for each declaration rule broken', async () => {
    const before = await storedCounts();
    const proof = markedPdf('p.pdf');
    const future = addPortalDays(today(), 1);
    const text = { bytes: Buffer.from('not a document'), name: 'p.txt', type: 'text/plain' };
    const cases: [string, string, Record<string, string | undefined>, typeof proof | undefined, object][] = [
      [
        'no mode',
        'emd',
        { ...PAID(), mode: undefined },
        proof,
        { message: m.securityModeRequired, field: 'mode' },
      ],
      [
        'unknown mode',
        'emd',
        { ...PAID(), mode: 'barter' },
        proof,
        { message: m.securityModeRequired, field: 'mode' },
      ],
      [
        'no instrument',
        'emd',
        { ...PAID(), instrument: undefined },
        proof,
        { message: m.paymentDetailsRequired, field: 'instrument' },
      ],
      [
        'unknown instrument',
        'emd',
        { ...PAID(), instrument: 'cheque' },
        proof,
        { message: m.instrumentInvalid, field: 'instrument' },
      ],
      [
        'no reference',
        'emd',
        { ...PAID(), reference: '  ' },
        proof,
        { message: m.paymentDetailsRequired, field: 'reference' },
      ],
      [
        'long reference',
        'emd',
        { ...PAID(), reference: 'R'.repeat(101) },
        proof,
        { message: m.referenceTooLong(100), field: 'reference' },
      ],
      [
        'no date',
        'emd',
        { ...PAID(), paidOn: undefined },
        proof,
        { message: m.paymentDetailsRequired, field: 'paidOn' },
      ],
      [
        'bad date',
        'emd',
        { ...PAID(), paidOn: '2025-02-30' },
        proof,
        { message: m.paidOnInvalid, field: 'paidOn' },
      ],
      [
        'future date',
        'emd',
        { ...PAID(), paidOn: future },
        proof,
        { message: m.paidOnInvalid, field: 'paidOn' },
      ],
      [
        'no amount',
        'emd',
        { ...PAID(), amount: undefined },
        proof,
        { message: m.amountInvalid('The amount paid'), field: 'amount' },
      ],
      [
        'bad amount',
        'emd',
        { ...PAID(), amount: '5,000' },
        proof,
        { message: m.amountInvalid('The amount paid'), field: 'amount' },
      ],
      [
        'short amount',
        'emd',
        { ...PAID(), amount: '4999.99' },
        proof,
        { message: m.paymentAmountShort('₹5,000.00'), field: 'amount' },
      ],
      [
        'short fee',
        'fee',
        { ...PAID(), amount: '499' },
        proof,
        { message: m.paymentAmountShort('₹500.00'), field: 'amount' },
      ],
      ['no proof', 'emd', PAID(), undefined, { message: m.paymentDetailsRequired, field: 'proof' }],
      ['proof not a document', 'emd', PAID(), text, { message: m.proofTypeInvalid, field: 'proof' }],
      [
        'no exemption',
        'emd',
        { mode: 'exempt' },
        undefined,
        { message: m.exemptionRequired, field: 'exemption' },
      ],
      [
        'startup not allowed',
        'emd',
        { mode: 'exempt', exemption: 'startup' },
        undefined,
        { message: m.exemptionNotAllowed, field: 'exemption' },
      ],
      [
        'unknown exemption',
        'emd',
        { mode: 'exempt', exemption: 'friend' },
        undefined,
        { message: m.exemptionNotAllowed, field: 'exemption' },
      ],
      [
        'MSE without Udyam',
        'fee',
        { mode: 'exempt', exemption: 'mse' },
        undefined,
        { message: m.udyamRequired, field: 'udyamNumber' },
      ],
      [
        'MSE with a bad Udyam',
        'fee',
        { ...MSE, udyamNumber: 'UDYAM-MH-19-12' },
        undefined,
        { message: m.udyamRequired, field: 'udyamNumber' },
      ],
      ['unknown kind', 'deposit', PAID(), proof, { message: m.securityKindInvalid, field: 'kind' }],
    ];
    for (const [name, kind, fields, file, expected] of cases) {
      const response = await kit.sendSecurity(alpha, alpha.id, tender, kind, fields, file);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual(expected);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 409 when the tender asks none of that kind, or once it has closed', async () => {
    const feeOnly = await tenderAsking({ envelopes: 'single', tenderFee: '250' });
    const emdOnly = await tenderAsking({ envelopes: 'single', emdAmount: '250' });
    const nothing = await tenderAsking({ envelopes: 'single' });
    const before = await storedCounts();
    for (const [target, kind, message] of [
      [feeOnly, 'emd', m.securityNotAsked('bid security (EMD)')],
      [emdOnly, 'fee', m.securityNotAsked('tender fee')],
      [nothing, 'emd', m.securityNotAsked('bid security (EMD)')],
    ] as const) {
      const response = await kit.sendSecurity(alpha, alpha.id, target, kind, PAID(), markedPdf('p.pdf'));
      expect([response.statusCode, response.json().message]).toEqual([409, message]);
    }
    await closeTenderRow(ctx.db, tender);
    const late = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', PAID(), markedPdf('p.pdf'));
    expect([late.statusCode, late.json().message]).toEqual([409, m.biddingClosed]);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('the proof', () => {
  it('two envelopes: the supplier downloads it; buyers and openers get 409 until the technical opening', async () => {
    const saved = await kit.sendSecurity(
      alpha,
      alpha.id,
      tender,
      'emd',
      PAID(),
      markedPdf('dd.pdf', 'ZQ-EMD-PROOF'),
    );
    const get = (caller: TestCaller | null) =>
      ctx.call(
        'GET',
        `/uploads/${saved.json().data.securities[0].proof.fileName}`,
        undefined,
        caller?.headers ?? {},
      );
    expect((await get(alpha)).rawPayload.toString('latin1')).toContain('ZQ-EMD-PROOF');
    expect((await get(beta)).statusCode).toBe(404);
    expect((await get(noPermissions)).statusCode).toBe(403);
    await closeTenderRow(ctx.db, tender);
    for (const buyer of [admin, manager, openerA]) {
      const sealed = await get(buyer);
      expect([sealed.statusCode, sealed.json().message]).toEqual([409, m.technicalSealed]);
    }
    await ctx.db.update(tenders).set({ technicalOpenedAt: new Date() }).where(eq(tenders.id, tender));
    for (const buyer of [admin, manager, openerA]) {
      expect((await get(buyer)).rawPayload.toString('latin1')).toContain('ZQ-EMD-PROOF');
    }
  });

  it('one envelope: buyers get 409 while the tender is open, and the proof once it has closed', async () => {
    const single = await tenderAsking({ envelopes: 'single', emdAmount: '100' });
    const saved = await kit.sendSecurity(
      beta,
      beta.id,
      single,
      'emd',
      { ...PAID(), amount: '100' },
      markedPdf('r.pdf', 'ZQ-R'),
    );
    const get = (caller: TestCaller) =>
      ctx.call(
        'GET',
        `/uploads/${saved.json().data.securities[0].proof.fileName}`,
        undefined,
        caller.headers,
      );
    const sealed = await get(manager);
    expect([sealed.statusCode, sealed.json().message]).toEqual([409, m.securitySealed]);
    await closeTenderRow(ctx.db, single);
    expect((await get(manager)).rawPayload.toString('latin1')).toContain('ZQ-R');
    expect((await get(noPermissions)).statusCode).toBe(403);
    expect((await get(alpha)).statusCode).toBe(404);
  });
});
