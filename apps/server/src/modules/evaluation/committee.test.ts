import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLimits } from '../../db/schema/accounts';
import { envelopeConfirmations } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import { PAIR_LIMIT } from '../../shared/login-limits';
import {
  approveAll,
  closeTender,
  complete,
  confirm,
  decide,
  declareSecurity,
  openEnvelope,
  readEvaluation,
  sendTechnical,
  twoEnvelopeTender,
  useEvaluationKit,
} from '../../test/evaluation-kit';
import { createTenderRow, daysFrom } from '../../test/tenders';

/*
 * The committee of a two-envelope tender (issue 21 contract section C): who may read the
 * evaluation, who may confirm an opening, the password, the order of the openings, and that an
 * envelope opens exactly once at the required count, also when openers confirm at the same time.
 */

const kit = useEvaluationKit();

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

/** A closed two-envelope tender whose first supplier sent its technical part and an EMD. */
async function closedTender(input: Parameters<typeof twoEnvelopeTender>[1] = {}) {
  const tender = await twoEnvelopeTender(kit, input);
  const [alpha] = kit.suppliers;
  await approveAll(kit, tender.id, [alpha]);
  await sendTechnical(kit, tender, alpha);
  await declareSecurity(kit, tender.id, alpha, { reference: 'BG-EVAL-1' });
  await closeTender(kit, tender.id);
  return tender;
}

const openEvents = async (tenderId: string) =>
  (await kit.ctx.auditFor(tenderId, 'envelope.open')).map((event) => event.changes);

describe('the evaluation of a two-envelope tender', () => {
  it('answers the buyers who manage tenders and the named openers, with no envelope contents before opening', async () => {
    const tender = await twoEnvelopeTender(kit);
    const [alpha] = kit.suppliers;
    await approveAll(kit, tender.id, [alpha]);
    await sendTechnical(kit, tender, alpha);
    await declareSecurity(kit, tender.id, alpha, { reference: 'BG-SEALED-9' });
    for (const caller of [kit.admin, kit.buyer, kit.openers[0], kit.openers[1]]) {
      const response = await readEvaluation(kit, tender.id, caller);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('BG-SEALED-9');
      const data = response.json().data;
      expect(data).toMatchObject({
        tenderId: tender.id,
        envelopes: 'two',
        stage: 'bidding',
        openersRequired: 2,
        callerIsOpener: kit.openers.slice(0, 2).includes(caller),
        technicalOpenedAt: null,
        emdAmount: '25000.00',
        exemptions: { mse: true, startup: false },
        rounds: [],
      });
      expect(data.criteria.map((c: { kind: string }) => c.kind)).toEqual(['yesNo', 'number', 'document']);
      expect(data.openers.map((o: { name: string }) => o.name)).toEqual(['Opener Anand', 'Opener Bela']);
      expect(data.suppliers).toEqual([
        expect.objectContaining({
          supplierId: alpha.id,
          companyName: 'Alpha Pumps',
          technicalSubmittedAt: expect.any(String),
          quotationSubmittedAt: null,
          answers: null,
          securities: null,
          suggestedFailures: null,
          result: null,
          emdReleasedAt: null,
        }),
      ]);
    }
    await closeTender(kit, tender.id);
    const closed = await readEvaluation(kit, tender.id, kit.buyer);
    expect(closed.json().data.stage).toBe('technicalOpening');
  });

  it('refuses a sub-admin neither named nor managing tenders, a supplier, a single envelope and an unknown tender', async () => {
    const tender = await twoEnvelopeTender(kit);
    expect(errorOf(await readEvaluation(kit, tender.id, kit.plain))).toEqual({
      status: 403,
      body: { message: text.evaluationForbidden },
    });
    expect(errorOf(await readEvaluation(kit, tender.id, kit.suppliers[0]))).toEqual({
      status: 403,
      body: { message: messages.auth.forbidden },
    });
    const single = await createTenderRow(kit.ctx.db, { categoryId: kit.categoryId });
    expect(errorOf(await readEvaluation(kit, single, kit.buyer))).toEqual({
      status: 409,
      body: { message: text.notTwoEnvelope },
    });
    for (const id of ['not-an-id', '6f1c1e9e-1111-4111-8111-111111111111']) {
      expect(errorOf(await readEvaluation(kit, id, kit.admin))).toEqual({
        status: 404,
        body: { message: messages.tender.notFound },
      });
    }
  });
});

describe('confirming an opening', () => {
  it('refuses every caller but a named opener, a wrong password and an open tender, changing nothing', async () => {
    const tender = await twoEnvelopeTender(kit);
    const before = await kit.ctx.auditCount();
    for (const caller of [kit.admin, kit.buyer, kit.plain]) {
      expect(errorOf(await confirm(kit, tender.id, 'technical', caller))).toEqual({
        status: 403,
        body: { message: text.notAnOpener },
      });
    }
    expect(errorOf(await confirm(kit, tender.id, 'technical', kit.suppliers[0]))).toEqual({
      status: 403,
      body: { message: messages.auth.forbidden },
    });
    const opener = kit.openers[1];
    expect(errorOf(await confirm(kit, tender.id, 'technical', opener, 'not-my-password'))).toEqual({
      status: 400,
      body: { message: text.passwordWrong, field: 'password' },
    });
    expect(errorOf(await confirm(kit, tender.id, 'technical', opener, ''))).toEqual({
      status: 400,
      body: { message: text.passwordRequired, field: 'password' },
    });
    expect(errorOf(await confirm(kit, tender.id, 'technical', opener))).toEqual({
      status: 409,
      body: { message: text.notClosedYet(formatPortalDay(daysFrom(10))) },
    });
    const prices = await kit.ctx.call(
      'POST',
      `/api/tenders/${tender.id}/envelopes/prices/confirm`,
      { password: opener.password },
      opener.headers,
    );
    expect(prices.statusCode).toBe(400);
    const single = await createTenderRow(kit.ctx.db, {
      categoryId: kit.categoryId,
      closingDate: daysFrom(-1),
    });
    expect(errorOf(await confirm(kit, single, 'technical', opener))).toEqual({
      status: 409,
      body: { message: text.notTwoEnvelope },
    });
    expect(await kit.ctx.auditCount()).toBe(before);
    const stored = await kit.ctx.db
      .select()
      .from(envelopeConfirmations)
      .where(eq(envelopeConfirmations.tenderId, tender.id));
    expect(stored).toEqual([]);
  });

  it('counts wrong opening passwords with the account’s logins: past the limit even the right one is refused', async () => {
    const tender = await twoEnvelopeTender(kit);
    const opener = kit.openers[1];
    for (let attempt = 0; attempt < PAIR_LIMIT.max; attempt++) {
      expect((await confirm(kit, tender.id, 'technical', opener, `wrong-${attempt}`)).statusCode).toBe(400);
    }
    expect(errorOf(await confirm(kit, tender.id, 'technical', opener))).toEqual({
      status: 429,
      body: { message: messages.login.tooManyAttempts },
    });
    const login = await kit.ctx.call('POST', '/api/admin/login', {
      email: opener.email,
      password: opener.password,
    });
    expect(login.statusCode).toBe(429);
    const stored = await kit.ctx.db
      .select()
      .from(envelopeConfirmations)
      .where(eq(envelopeConfirmations.tenderId, tender.id));
    expect(stored).toEqual([]);
    await kit.ctx.db.delete(loginLimits).where(eq(loginLimits.email, opener.email.toLowerCase()));
  });

  it('opens the technical envelope only at the required count, audited with the openers names', async () => {
    const tender = await closedTender({ openers: kit.openers, openersRequired: 2 });
    const [first, second, third] = kit.openers;
    const once = await confirm(kit, tender.id, 'technical', first);
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json().message).toBe(text.confirmed(1));
    expect(once.json().data).toMatchObject({ technicalOpenedAt: null, stage: 'technicalOpening' });
    expect(once.json().data.suppliers[0]).toMatchObject({ answers: null, securities: null });
    expect(once.body).not.toContain('BG-EVAL-1');
    expect(
      once.json().data.openers.find((o: { _id: string }) => o._id === first.id).technicalConfirmedAt,
    ).toEqual(expect.any(String));

    expect(errorOf(await confirm(kit, tender.id, 'technical', first))).toEqual({
      status: 409,
      body: { message: text.alreadyConfirmed },
    });
    expect(errorOf(await confirm(kit, tender.id, 'financial', first))).toEqual({
      status: 409,
      body: { message: text.technicalFirst },
    });
    expect(await openEvents(tender.id)).toEqual([]);

    const opened = await confirm(kit, tender.id, 'technical', second);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().message).toBe(text.confirmed(0));
    const data = opened.json().data;
    expect(data).toMatchObject({ stage: 'technicalEvaluation', technicalOpenedAt: expect.any(String) });
    expect(data.suppliers[0]).toMatchObject({
      answers: [
        { criterionId: tender.criteria[0], yes: true, number: null, file: null },
        { criterionId: tender.criteria[1], yes: null, number: '75.00', file: null },
        {
          criterionId: tender.criteria[2],
          file: {
            _id: expect.any(String),
            name: 'experience.pdf',
            fileName: expect.stringMatching(/\.pdf$/),
          },
        },
      ],
      securities: [{ kind: 'emd', mode: 'paid', reference: 'BG-EVAL-1', verification: 'Pending' }],
      suggestedFailures: [],
    });
    expect(errorOf(await confirm(kit, tender.id, 'technical', third))).toEqual({
      status: 409,
      body: { message: text.alreadyOpen('technical envelope') },
    });
    expect(await kit.ctx.auditFor(tender.id, 'envelope.confirm')).toHaveLength(2);
    expect(await openEvents(tender.id)).toEqual([
      { envelope: 'technical', openers: ['Opener Anand', 'Opener Bela'] },
    ]);
  });

  it('opens exactly once when the two openers needed confirm at the same time', async () => {
    const tender = await closedTender();
    const [first, second] = kit.openers;
    const answers = await Promise.all([
      confirm(kit, tender.id, 'technical', first),
      confirm(kit, tender.id, 'technical', second),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().message).sort()).toEqual(
      [text.confirmed(0), text.confirmed(1)].sort(),
    );
    expect(await openEvents(tender.id)).toHaveLength(1);
    const [row] = await kit.ctx.db
      .select({ at: tenders.technicalOpenedAt })
      .from(tenders)
      .where(eq(tenders.id, tender.id));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('opens exactly once when three openers, two needed, confirm at the same time', async () => {
    const tender = await closedTender({ openers: kit.openers, openersRequired: 2 });
    const answers = await Promise.all(
      kit.openers.map((opener) => confirm(kit, tender.id, 'technical', opener)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: text.alreadyOpen('technical envelope'),
    });
    expect(await openEvents(tender.id)).toHaveLength(1);
    expect(await kit.ctx.auditFor(tender.id, 'envelope.confirm')).toHaveLength(2);
  });

  it('refuses the financial opening while no supplier is qualified', async () => {
    const tender = await closedTender();
    await openEnvelope(kit, tender.id, 'technical');
    const [alpha] = kit.suppliers;
    const refused = await decide(kit, tender.id, alpha.id, {
      qualified: false,
      reasons: [{ criterionId: tender.criteria[0] ?? '', reason: 'No ISO certificate.' }],
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await complete(kit, tender.id)).statusCode).toBe(200);
    for (const opener of kit.openers.slice(0, 2)) {
      expect(errorOf(await confirm(kit, tender.id, 'financial', opener))).toEqual({
        status: 409,
        body: { message: text.noneQualified },
      });
    }
    expect(await kit.ctx.auditFor(tender.id, 'envelope.confirm')).toHaveLength(2);
  });
});
