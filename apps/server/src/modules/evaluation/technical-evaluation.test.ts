import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { technicalResults } from '../../db/schema/evaluation';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { tenderItems, tenders } from '../../db/schema/tenders';
import {
  approveAll,
  closeTender,
  complete,
  decide,
  declareSecurity,
  openEnvelope,
  quote,
  readEvaluation,
  sendTechnical,
  type TwoEnvelopeTender,
  twoEnvelopeTender,
  useEvaluationKit,
} from '../../test/evaluation-kit';
import { zipTexts } from '../../test/zip-text';

/*
 * The technical evaluation and what it decides about prices (issue 21 contract section C): the
 * committee's decisions and verifications while the technical envelope is open, their refusals for
 * each kind of caller, the completion that tells every bidder, and then the financial opening that
 * prices the qualified suppliers only: a disqualified supplier's prices never show, and it cannot
 * be awarded.
 */

const kit = useEvaluationKit({
  // Mail configured (no worker runs): the results' emails are queued in the outbox.
  mail: {
    smtp: { url: 'smtp://127.0.0.1:9', from: 'TenderDesk <no-reply@tenderdesk.test>' },
    publicUrl: 'https://portal.test',
  },
});

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

/** Alpha's price (qualified) and Beta's (disqualified: lower, so a leak would rank it first). */
const ALPHA_PRICE = '4321.09';
const BETA_PRICE = '3876.54';
/** A price as an answer could write it (as sent, as a number, Indian and Western grouping). */
const formsOf = (decimal: string) => {
  const value = Number(decimal);
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return [decimal, String(value), value.toLocaleString('en-IN', two), value.toLocaleString('en-US', two)];
};
const BETA_NEEDLES = [...formsOf(BETA_PRICE), ...formsOf('4574.32') /* with GST 18% */];
const leaksOfBeta = (body: string) => BETA_NEEDLES.filter((needle) => body.includes(needle));

type Bidders = { tender: TwoEnvelopeTender; alpha: string; beta: string };

/**
 * A closed two-envelope tender: Alpha meets every criterion and quoted ALPHA_PRICE with an EMD
 * paid; Beta fails them all, quoted BETA_PRICE and claims the MSE exemption. `opened`: the
 * committee has opened the technical envelope.
 */
async function bidders(opened = true): Promise<Bidders> {
  const tender = await twoEnvelopeTender(kit);
  const [alpha, beta] = kit.suppliers;
  await approveAll(kit, tender.id, [alpha, beta]);
  await sendTechnical(kit, tender, alpha);
  await sendTechnical(kit, tender, beta, [{ yes: false }, { number: '10.00' }, {}]);
  await declareSecurity(kit, tender.id, alpha, { reference: 'BG-ALPHA' });
  await declareSecurity(kit, tender.id, beta, { exemption: 'mse', udyamNumber: 'UDYAM-KR-03-0012345' });
  await quote(kit, tender.id, alpha, [ALPHA_PRICE]);
  await quote(kit, tender.id, beta, [BETA_PRICE]);
  await closeTender(kit, tender.id);
  if (opened) await openEnvelope(kit, tender.id, 'technical');
  return { tender, alpha: alpha.id, beta: beta.id };
}

const failAll = (tender: TwoEnvelopeTender) => ({
  qualified: false,
  reasons: [
    { criterionId: tender.criteria[0] ?? '', reason: 'Not ISO 9001 certified.' },
    { criterionId: tender.criteria[1] ?? '', reason: 'Turnover below 50 lakh.' },
  ],
  note: 'Checked by the committee on site.',
});

const verify = (tenderId: string, supplierId: string, kind: string, body: object, caller = kit.openers[0]) =>
  kit.ctx.call(
    'PUT',
    `/api/tenders/${tenderId}/securities/${supplierId}/${kind}/verification`,
    body,
    caller.headers,
  );

const supplierOf = (
  response: { json: () => { data: { suppliers: { supplierId: string }[] } } },
  id: string,
) => response.json().data.suppliers.find((row) => row.supplierId === id);

describe('the committee’s decisions', () => {
  it('are refused before the opening, to anyone but a named opener, and with bad reasons, changing nothing', async () => {
    const sealed = await bidders(false);
    const early = [
      await decide(kit, sealed.tender.id, sealed.alpha, { qualified: true }),
      await verify(sealed.tender.id, sealed.alpha, 'emd', { verification: 'Verified' }),
      await complete(kit, sealed.tender.id),
    ];
    for (const response of early)
      expect(errorOf(response)).toEqual({ status: 409, body: { message: text.technicalNotOpen } });

    const { tender, alpha, beta } = await bidders();
    const before = await kit.ctx.auditCount();
    for (const caller of [kit.admin, kit.buyer, kit.plain]) {
      for (const response of [
        await decide(kit, tender.id, alpha, { qualified: true }, caller),
        await verify(tender.id, alpha, 'emd', { verification: 'Verified' }, caller),
        await complete(kit, tender.id, caller),
      ])
        expect(errorOf(response)).toEqual({ status: 403, body: { message: text.notAnOpener } });
    }
    const supplier = kit.suppliers[0];
    for (const response of [
      await decide(kit, tender.id, alpha, { qualified: true }, supplier),
      await verify(tender.id, alpha, 'emd', { verification: 'Verified' }, supplier),
      await complete(kit, tender.id, supplier),
    ])
      expect(errorOf(response)).toEqual({ status: 403, body: { message: messages.auth.forbidden } });

    const criterion = tender.criteria[0] ?? '';
    const bad: [object, string][] = [
      [{ qualified: false }, text.reasonRequired],
      [{ qualified: false, reasons: [] }, text.reasonRequired],
      [{ qualified: false, reasons: [{ criterionId: criterion, reason: '   ' }] }, text.reasonRequired],
      [
        { qualified: false, reasons: [{ criterionId: criterion, reason: 'x'.repeat(501) }] },
        text.reasonTooLong,
      ],
      [
        { qualified: true, reasons: [{ criterionId: criterion, reason: 'Fine.' }] },
        text.qualifiedWithReasons,
      ],
      [
        {
          qualified: false,
          reasons: [
            { criterionId: criterion, reason: 'One.' },
            { criterionId: criterion.toUpperCase(), reason: 'Two.' },
          ],
        },
        text.reasonRepeated,
      ],
      [{ qualified: 'no' }, messages.http.invalidInput],
    ];
    for (const [body, message] of bad) {
      const response = await decide(kit, tender.id, beta, body as never);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unknown = await decide(kit, tender.id, beta, {
      qualified: false,
      reasons: [{ criterionId: '6f1c1e9e-1111-4111-8111-111111111111', reason: 'No.' }],
    });
    expect(errorOf(unknown)).toEqual({
      status: 400,
      body: { message: text.reasonUnknownCriterion, field: 'reasons[0].criterionId' },
    });
    for (const id of [kit.suppliers[2].id, 'not-an-id'])
      expect(errorOf(await decide(kit, tender.id, id, { qualified: true }))).toEqual({
        status: 404,
        body: { message: text.bidderUnknown },
      });
    expect(await kit.ctx.auditCount()).toBe(before);
    expect(
      await kit.ctx.db.select().from(technicalResults).where(eq(technicalResults.tenderId, tender.id)),
    ).toEqual([]);
  });

  it('are recorded with each failed criterion’s label and who decided, beside the suggested failures', async () => {
    const { tender, alpha, beta } = await bidders();
    const read = await readEvaluation(kit, tender.id, kit.buyer);
    expect(supplierOf(read, alpha)).toMatchObject({ suggestedFailures: [] });
    expect(supplierOf(read, beta)).toMatchObject({ suggestedFailures: tender.criteria });

    const first = await decide(kit, tender.id, alpha, failAll(tender));
    expect(first.statusCode, first.body).toBe(200);
    // A later decision replaces the earlier one (the sub-admin opener, without any permission).
    const qualified = await decide(
      kit,
      tender.id,
      alpha,
      { qualified: true, note: 'All met.' },
      kit.openers[1],
    );
    expect(qualified.json()).toMatchObject({ message: text.decisionSaved });
    expect(supplierOf(qualified, alpha)).toMatchObject({
      result: {
        qualified: true,
        reasons: [],
        note: 'All met.',
        decidedBy: 'Opener Bela',
        decidedAt: expect.any(String),
      },
    });
    const disqualified = await decide(kit, tender.id, beta, failAll(tender));
    expect(supplierOf(disqualified, beta)).toMatchObject({
      result: {
        qualified: false,
        reasons: [
          { criterionId: tender.criteria[0], label: 'ISO 9001 certified', reason: 'Not ISO 9001 certified.' },
          {
            criterionId: tender.criteria[1],
            label: 'Annual turnover (lakh)',
            reason: 'Turnover below 50 lakh.',
          },
        ],
        note: 'Checked by the committee on site.',
        decidedBy: 'Opener Anand',
      },
    });
    const events = await kit.ctx.auditFor(tender.id, 'technical.decide');
    expect(events.map((event) => event.changes)).toEqual([
      { supplierId: alpha, qualified: false, failed: 2 },
      { supplierId: alpha, qualified: true, failed: 0 },
      { supplierId: beta, qualified: false, failed: 2 },
    ]);
  });

  it('verify or reject a declared bid security, a rejection with a note', async () => {
    const { tender, alpha, beta } = await bidders();
    expect(errorOf(await verify(tender.id, beta, 'emd', { verification: 'Rejected' }))).toEqual({
      status: 400,
      body: { message: text.verificationNoteRequired, field: 'note' },
    });
    expect((await verify(tender.id, beta, 'emd', { verification: 'Pending' })).statusCode).toBe(400);
    expect((await verify(tender.id, beta, 'bond', { verification: 'Verified' })).statusCode).toBe(400);
    expect(errorOf(await verify(tender.id, alpha, 'fee', { verification: 'Verified' }))).toEqual({
      status: 404,
      body: { message: text.securityNotDeclared },
    });
    const verified = await verify(tender.id, alpha, 'emd', { verification: 'Verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(text.securityVerified);
    expect(supplierOf(verified, alpha)).toMatchObject({
      securities: [{ kind: 'emd', mode: 'paid', reference: 'BG-ALPHA', verification: 'Verified' }],
    });
    const rejected = await verify(tender.id, beta, 'emd', {
      verification: 'Rejected',
      note: 'Udyam certificate expired.',
    });
    expect(supplierOf(rejected, beta)).toMatchObject({
      securities: [
        {
          kind: 'emd',
          mode: 'exempt',
          exemption: 'mse',
          udyamNumber: 'UDYAM-KR-03-0012345',
          verification: 'Rejected',
          verificationNote: 'Udyam certificate expired.',
        },
      ],
    });
    const events = await kit.ctx.auditFor(tender.id, 'bid-security.verify');
    expect(events.map((event) => event.changes)).toEqual([
      { supplierId: alpha, kind: 'emd', verification: 'Verified' },
      { supplierId: beta, kind: 'emd', verification: 'Rejected' },
    ]);
  });
});

describe('completing the technical evaluation', () => {
  it('needs every bidder’s result, then tells each and freezes the decisions', async () => {
    const { tender, alpha, beta } = await bidders();
    await decide(kit, tender.id, alpha, { qualified: true });
    expect(errorOf(await complete(kit, tender.id))).toEqual({
      status: 409,
      body: { message: text.evaluationIncomplete(1) },
    });
    await decide(kit, tender.id, beta, failAll(tender));
    const done = await complete(kit, tender.id, kit.openers[1]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: text.evaluationComplete,
      data: { stage: 'financialOpening', technicalEvaluatedAt: expect.any(String) },
    });
    expect((await kit.ctx.auditFor(tender.id, 'technical.complete')).map((event) => event.changes)).toEqual([
      { qualified: 1, disqualified: 1 },
    ]);

    const told = await kit.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'technical.result'));
    const to = (id: string) =>
      told.filter((row) => row.recipientId === id && row.link === `/rfq/${tender.id}`);
    expect(to(alpha)).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Technically qualified') }),
    ]);
    expect(to(beta)).toEqual([
      expect.objectContaining({
        title: expect.stringContaining('Technically disqualified'),
        body: expect.stringContaining(
          'ISO 9001 certified: Not ISO 9001 certified.; Annual turnover (lakh): Turnover below 50 lakh.',
        ),
      }),
    ]);
    const emails = await kit.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'notification:technical.result'));
    expect(emails.filter((email) => email.textBody.includes(tender.id)).length).toBe(2);

    const frozen = [
      await decide(kit, tender.id, alpha, { qualified: true }),
      await verify(tender.id, alpha, 'emd', { verification: 'Verified' }),
      await complete(kit, tender.id),
    ];
    for (const response of frozen)
      expect(errorOf(response)).toEqual({ status: 409, body: { message: text.evaluationClosed } });
  });
});

describe('the prices of a two-envelope tender', () => {
  /** Bidders evaluated (Alpha qualified, Beta disqualified) and the evaluation completed. */
  async function evaluated() {
    const bid = await bidders();
    await decide(kit, bid.tender.id, bid.alpha, { qualified: true });
    await decide(kit, bid.tender.id, bid.beta, failAll(bid.tender));
    expect((await complete(kit, bid.tender.id)).statusCode).toBe(200);
    return bid;
  }
  const get = (url: string) => kit.ctx.call('GET', url, undefined, kit.buyer.headers);
  const lineOf = async (tenderId: string, supplierId: string) => {
    const [row] = await kit.ctx.db
      .select({ lineId: quotationLines.id, itemId: quotationLines.tenderItemId, quotationId: quotations.id })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(and(eq(quotations.tenderId, tenderId), eq(quotations.supplierId, supplierId)));
    if (!row) throw new Error('no line');
    return row;
  };

  it('stay sealed until the committee opens the financial envelope, and cannot be awarded', async () => {
    const { tender, alpha } = await evaluated();
    const comparison = await get(`/api/tenders/${tender.id}/comparison`);
    expect(comparison.json().data).toMatchObject({ sealed: true, opensOn: null, suppliers: [] });
    expect(comparison.json().data.quotedBy).toHaveLength(2);
    const list = await get(`/api/tenders/${tender.id}/quotations`);
    for (const row of list.json().data)
      expect(row).toMatchObject({ sealed: true, opensOn: null, disqualified: false });
    expect(list.body).not.toContain(ALPHA_PRICE);
    const line = await lineOf(tender.id, alpha);
    const refusals = [
      await kit.ctx.call(
        'PUT',
        `/api/tenders/${tender.id}/quotation/${line.quotationId}/select`,
        {},
        kit.buyer.headers,
      ),
      await kit.ctx.call(
        'PUT',
        `/api/tenders/${tender.id}/line-awards`,
        { lines: [{ tenderItemId: line.itemId, quotationLineId: line.lineId }] },
        kit.buyer.headers,
      ),
      await get(`/api/tenders/${tender.id}/comparative-statement.xlsx`),
    ];
    for (const response of refusals)
      expect(errorOf(response)).toEqual({ status: 409, body: { message: text.financialSealed } });
    const history = await get(`/api/tenders/${tender.id}/history`);
    const submit = history
      .json()
      .data.find((event: { action: string }) => event.action === 'quotation.submit');
    expect(submit).toMatchObject({
      sealedUntil: null,
      sealedReason: 'committee',
      changes: { total: 'sealed' },
    });
  });

  it('open for the qualified suppliers only: a disqualified supplier is never priced nor awarded', async () => {
    const { tender, alpha, beta } = await evaluated();
    await openEnvelope(kit, tender.id, 'financial', [kit.openers[1], kit.openers[0]]);
    const [row] = await kit.ctx.db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect(row).toMatchObject({ financialOpenedAt: expect.any(Date), quotationsOpenedAt: expect.any(Date) });
    expect((await kit.ctx.auditFor(tender.id, 'envelope.open')).map((event) => event.changes)).toEqual([
      { envelope: 'technical', openers: ['Opener Anand', 'Opener Bela'] },
      { envelope: 'financial', openers: ['Opener Bela', 'Opener Anand'] },
    ]);
    expect(await kit.ctx.auditFor(tender.id, 'tender.quotations.open')).toHaveLength(1);

    const comparison = await get(`/api/tenders/${tender.id}/comparison`);
    const view = comparison.json().data;
    expect(view).toMatchObject({ sealed: false, opensOn: null });
    expect(view.suppliers.map((s: { supplierId: string }) => s.supplierId)).toEqual([alpha]);
    expect(view.quotedBy.find((s: { supplierId: string }) => s.supplierId === beta)).toMatchObject({
      disqualified: true,
    });
    expect(comparison.body).toContain(ALPHA_PRICE);

    const list = await get(`/api/tenders/${tender.id}/quotations`);
    expect(
      list.json().data.map((r: { supplierId: string; sealed: boolean; disqualified: boolean }) => r),
    ).toEqual([
      expect.objectContaining({ supplierId: alpha, sealed: false, disqualified: false }),
      expect.objectContaining({ supplierId: beta, sealed: true, opensOn: null, disqualified: true }),
    ]);
    const one = await get(`/api/tenders/${tender.id}/supplier/${beta}/quotation`);
    expect(one.json().data).toMatchObject({ sealed: true, disqualified: true });
    expect(JSON.parse(one.json().data.quotation)).toMatchObject({
      sealed: true,
      disqualified: true,
      items: [],
    });
    const lineAwards = await get(`/api/tenders/${tender.id}/line-awards`);
    const alphaLine = await lineOf(tender.id, alpha);
    expect(lineAwards.json().data.items[0].lowestLineId).toBe(alphaLine.lineId);
    const history = await get(`/api/tenders/${tender.id}/history`);
    const submits = history
      .json()
      .data.filter((event: { action: string }) => event.action === 'quotation.submit');
    expect(submits.find((event: { actorId: string }) => event.actorId === beta)).toMatchObject({
      sealedReason: 'disqualified',
      changes: { total: 'sealed', totalWithGst: 'sealed', salt: 'sealed' },
    });
    expect(submits.find((event: { actorId: string }) => event.actorId === alpha)).toMatchObject({
      sealedReason: null,
      changes: { total: ALPHA_PRICE },
    });
    const statement = await get(`/api/tenders/${tender.id}/comparative-statement.xlsx`);
    expect(statement.statusCode).toBe(200);
    const sheets = [...zipTexts(statement.rawPayload).values()].join('\n');
    for (const body of [comparison.body, list.body, one.body, lineAwards.body, history.body, sheets])
      expect(leaksOfBeta(body)).toEqual([]);

    const betaLine = await lineOf(tender.id, beta);
    const select = (quotationId: string) =>
      kit.ctx.call('PUT', `/api/tenders/${tender.id}/quotation/${quotationId}/select`, {}, kit.buyer.headers);
    expect(errorOf(await select(betaLine.quotationId))).toEqual({
      status: 409,
      body: { message: text.disqualified },
    });
    const byLine = await kit.ctx.call(
      'PUT',
      `/api/tenders/${tender.id}/line-awards`,
      { lines: [{ tenderItemId: betaLine.itemId, quotationLineId: betaLine.lineId }] },
      kit.buyer.headers,
    );
    expect(errorOf(byLine)).toEqual({ status: 409, body: { message: text.disqualified } });
    const selected = await select(alphaLine.quotationId);
    expect(selected.statusCode, selected.body).toBe(200);
    expect(await kit.ctx.auditFor(tender.id, 'award.select')).toHaveLength(1);
    const items = await kit.ctx.db.select().from(tenderItems).where(eq(tenderItems.tenderId, tender.id));
    expect(items).toHaveLength(1);
  });
});
