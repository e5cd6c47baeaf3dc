import { randomUUID } from 'node:crypto';
import { evaluationMessages as m } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { envelopeKit, markedPdf, SAMPLE_CRITERIA, twoEnvelopeSettings } from '../../test/envelope-kit';
import { closeTenderRow, createTenderRow, insertInterests } from '../../test/tenders';

/*
 * Contract section A: a tender's evaluation settings (envelope mode, criteria, EMD and fee,
 * exemptions, openers), who may read and change them, every refusal with nothing changed, the lock
 * once bids arrive or the tender closes, the opener candidates, and the tender view's new fields.
 */

let ctx: TestContext;
let kit: ReturnType<typeof envelopeKit>;
let award: ReturnType<typeof awardKit>;
let categoryId: string;
let pair: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let manager: TestCaller;
let reportsOnly: TestCaller;
let openerA: TestCaller;
let openerB: TestCaller;
let alpha: TestCaller;
let beta: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  ({ categoryId } = pair);
  kit = envelopeKit(ctx);
  award = awardKit(ctx, categoryId);
  admin = await ctx.as.admin({ username: 'Chief Buyer' });
  manager = await ctx.as.subAdmin(['manageTenders'], { username: 'Tender Manager' });
  reportsOnly = await ctx.as.subAdmin(['reports']);
  openerA = await ctx.as.subAdmin([], { username: 'Opener Anand' });
  openerB = await ctx.as.subAdmin(['reports'], { username: 'Opener Bela' });
  alpha = await ctx.as.supplier({ ...pair, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...pair, companyName: 'Beta Supplies' });
});
afterAll(() => ctx.close());

const openers = () => [openerA.id, openerB.id];
const valid = () => twoEnvelopeSettings(openers());

/** The settings as stored, read as the admin (to prove a refusal changed nothing). */
const stored = (tender: string) => kit.settingsOf(admin, tender);

describe('reading and saving the settings', () => {
  it('a new tender is single-envelope with nothing asked, and unlocked', async () => {
    const tender = await createTenderRow(ctx.db, { categoryId, status: 'Draft' });
    for (const caller of [admin, manager]) {
      expect(await kit.settingsOf(caller, tender)).toEqual({
        envelopes: 'single',
        criteria: [],
        emdAmount: null,
        tenderFee: null,
        exemptions: { mse: false, startup: false },
        openers: [],
        openersRequired: null,
        locked: false,
      });
    }
  });

  it('the admin sets a draft to two envelopes; a manager of tenders a published tender', async () => {
    for (const [caller, status] of [
      [admin, 'Draft'],
      [manager, 'Published'],
    ] as const) {
      const tender = await createTenderRow(ctx.db, { categoryId, status });
      const response = await kit.putSettings(caller, tender, valid());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(m.settingsSaved);
      const data = response.json().data;
      expect(data).toMatchObject({
        envelopes: 'two',
        emdAmount: '5000.00',
        tenderFee: '500.00',
        exemptions: { mse: true, startup: false },
        openersRequired: 2,
        locked: false,
      });
      expect(data.criteria.map((c: { kind: string; label: string }) => [c.kind, c.label])).toEqual(
        SAMPLE_CRITERIA.map((c) => [c.kind, c.label]),
      );
      expect(data.criteria[1]).toMatchObject({ mandatory: true, minimum: '10.00' });
      expect(data.criteria[0].minimum).toBeNull();
      expect(data.criteria[3].mandatory).toBe(false);
      expect(data.openers).toEqual([
        { _id: openerA.id, name: 'Opener Anand', email: openerA.email, role: 'subadmin' },
        { _id: openerB.id, name: 'Opener Bela', email: openerB.email, role: 'subadmin' },
      ]);
      expect(await stored(tender)).toEqual(data);
      // Audited with the mode, counts and amounts; never a criterion's text.
      const [event] = await ctx.auditFor(tender, 'tender.evaluation-settings');
      expect(event?.actorId).toBe(caller.id);
      expect(event?.changes).toEqual({
        envelopes: 'two',
        criteria: 4,
        openers: 2,
        openersRequired: 2,
        emdAmount: '5000.00',
        tenderFee: '500.00',
        exemptions: { mse: true, startup: false },
      });
      expect(JSON.stringify(event?.changes)).not.toContain('ISO 9001');
    }
  });

  it('replaces the criteria wholesale (new ids) and goes back to a single envelope with EMD only', async () => {
    const tender = await createTenderRow(ctx.db, { categoryId });
    const first = await kit.configure(admin, tender, valid());
    const second = await kit.configure(
      admin,
      tender,
      twoEnvelopeSettings(openers(), {
        criteria: [{ kind: 'document', label: 'PAN card', mandatory: true }],
      }),
    );
    expect(second.criteria).toHaveLength(1);
    expect(first.criteria.map((c) => c._id)).not.toContain(second.criteria[0]?._id);
    const single = await kit.configure(admin, tender, {
      envelopes: 'single',
      criteria: [],
      emdAmount: '2500.5',
      tenderFee: null,
      exemptions: { mse: false, startup: true },
    });
    expect(single).toEqual({
      envelopes: 'single',
      criteria: [],
      emdAmount: '2500.50',
      tenderFee: null,
      exemptions: { mse: false, startup: true },
      openers: [],
      openersRequired: null,
      locked: false,
    });
    expect(await ctx.auditCount({ action: 'tender.evaluation-settings', entityId: tender })).toBe(3);
  });

  it('names any admin or sub-admin as an opener; the candidates list them all, and no supplier', async () => {
    for (const caller of [admin, manager]) {
      const response = await ctx.call('GET', '/api/tenders/opener-candidates', undefined, caller.headers);
      expect(response.statusCode, response.body).toBe(200);
      const ids = response.json().data.map((row: { _id: string }) => row._id);
      for (const account of [admin, manager, reportsOnly, openerA, openerB])
        expect(ids).toContain(account.id);
      expect(ids).not.toContain(alpha.id);
      expect(response.json().data.find((row: { _id: string }) => row._id === admin.id)).toEqual({
        _id: admin.id,
        name: 'Chief Buyer',
        email: admin.email,
        role: 'admin',
      });
    }
    const tender = await createTenderRow(ctx.db, { categoryId });
    const data = await kit.configure(
      manager,
      tender,
      twoEnvelopeSettings([admin.id, manager.id, openerA.id], { openersRequired: 3 }),
    );
    expect(data.openers.map((o) => o._id).sort()).toEqual([admin.id, manager.id, openerA.id].sort());
  });

  it('keeps a sub-admin named as an opener: its deletion answers 409 until another opener replaces it', async () => {
    const named = await ctx.as.subAdmin([]);
    const tender = await createTenderRow(ctx.db, { categoryId });
    await kit.configure(admin, tender, twoEnvelopeSettings([named.id, openerA.id]));
    const refused = await ctx.call(
      'DELETE',
      `/api/admin/deletesubadmin/${named.id}`,
      undefined,
      admin.headers,
    );
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.openerStillNamed]);
    expect((await stored(tender)).openers.map((o) => o._id)).toContain(named.id);
    await kit.configure(admin, tender, valid());
    const deleted = await ctx.call(
      'DELETE',
      `/api/admin/deletesubadmin/${named.id}`,
      undefined,
      admin.headers,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses anonymous (401), suppliers and sub-admins without manageTenders (403), changing nothing', async () => {
    const tender = await createTenderRow(ctx.db, { categoryId });
    const before = await stored(tender);
    const audits = await ctx.auditCount();
    for (const [who, caller, status, message] of [
      ['anonymous', null, 401, messages.auth.missingToken],
      ['a supplier', alpha, 403, messages.auth.forbidden],
      ['a sub-admin with reports only', reportsOnly, 403, messages.auth.forbidden],
      ['a named opener without manageTenders', openerA, 403, messages.auth.forbidden],
    ] as const) {
      const h = caller?.headers ?? {};
      for (const response of [
        await ctx.call('GET', kit.settingsUrl(tender), undefined, h),
        await ctx.call('PUT', kit.settingsUrl(tender), valid(), h),
        await ctx.call('GET', '/api/tenders/opener-candidates', undefined, h),
      ]) {
        expect(response.statusCode, who).toBe(status);
        expect(response.json().message, who).toBe(message);
      }
    }
    expect(await stored(tender)).toEqual(before);
    expect(await ctx.auditCount()).toBe(audits);
  });

  it('answers 404 for an unknown tender', async () => {
    for (const id of [randomUUID(), 'not-a-tender']) {
      for (const response of [
        await ctx.call('GET', kit.settingsUrl(id), undefined, admin.headers),
        await kit.putSettings(admin, id, valid()),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(messages.tender.notFound);
      }
    }
  });

  it('answers 400 with the message and field for each rule broken, changing nothing', async () => {
    const tender = await createTenderRow(ctx.db, { categoryId });
    await kit.configure(admin, tender, valid());
    const before = await stored(tender);
    const audits = await ctx.auditCount();
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    const bad = (overrides: Record<string, unknown>) => twoEnvelopeSettings(openers(), overrides);
    const crit = (criterion: Record<string, unknown>) => bad({ criteria: [criterion] });
    const cases: [string, object, string, string | undefined][] = [
      ['mode', bad({ envelopes: 'three' }), m.envelopesInvalid, 'envelopes'],
      ['no criteria', bad({ criteria: [] }), m.criteriaRequired, 'criteria'],
      [
        'too many criteria',
        bad({
          criteria: Array.from({ length: 51 }, (_, n) => ({
            kind: 'yesNo',
            label: `Q${n}`,
            mandatory: true,
          })),
        }),
        m.criteriaTooMany(50),
        'criteria',
      ],
      [
        'criterion kind',
        crit({ kind: 'essay', label: 'Why', mandatory: true }),
        m.criterionKindInvalid(1),
        'criteria.0.kind',
      ],
      [
        'criterion label',
        crit({ kind: 'yesNo', label: '   ', mandatory: true }),
        m.criterionLabelRequired(1),
        'criteria.0.label',
      ],
      [
        'criterion label length',
        crit({ kind: 'yesNo', label: 'x'.repeat(301), mandatory: true }),
        m.criterionLabelTooLong(1, 300),
        'criteria.0.label',
      ],
      [
        'criterion label characters',
        crit({ kind: 'yesNo', label: 'a\u0007b', mandatory: true }),
        messages.text.invalidCharacters('Criterion 1'),
        'criteria.0.label',
      ],
      [
        'minimum',
        crit({ kind: 'number', label: 'Turnover', mandatory: true, minimum: '-1' }),
        m.criterionMinimumInvalid(1),
        'criteria.0.minimum',
      ],
      [
        'minimum decimals',
        bad({
          criteria: [
            SAMPLE_CRITERIA[0],
            { kind: 'number', label: 'Turnover', mandatory: true, minimum: '1.234' },
          ],
        }),
        m.criterionMinimumInvalid(2),
        'criteria.1.minimum',
      ],
      [
        'mandatory type',
        crit({ kind: 'yesNo', label: 'Q', mandatory: 'yes' }),
        m.settingsInvalid,
        'criteria.0.mandatory',
      ],
      ['EMD', bad({ emdAmount: '12,000' }), m.amountInvalid('The bid security (EMD)'), 'emdAmount'],
      ['fee', bad({ tenderFee: '-5' }), m.amountInvalid('The tender fee'), 'tenderFee'],
      ['exemptions', bad({ emdAmount: null, tenderFee: null }), m.exemptionsWithoutEmd, 'exemptions'],
      ['one opener', bad({ openerIds: [openerA.id] }), m.openersTooFew, 'openerIds'],
      [
        'the same opener twice',
        bad({ openerIds: [openerA.id, openerA.id.toUpperCase()] }),
        m.openersTooFew,
        'openerIds',
      ],
      ['eleven openers', bad({ openerIds: eleven }), m.openersTooMany, 'openerIds'],
      ['needed 1', bad({ openersRequired: 1 }), m.openersRequiredInvalid, 'openersRequired'],
      ['needed 3 of 2', bad({ openersRequired: 3 }), m.openersRequiredInvalid, 'openersRequired'],
      ['needed absent', bad({ openersRequired: null }), m.openersRequiredInvalid, 'openersRequired'],
      ['needed 2.5', bad({ openersRequired: 2.5 }), m.openersRequiredInvalid, 'openersRequired'],
      ['unknown opener', bad({ openerIds: [openerA.id, randomUUID()] }), m.openerUnknown, 'openerIds'],
      ['a supplier as opener', bad({ openerIds: [openerA.id, alpha.id] }), m.openerUnknown, 'openerIds'],
      ['not an id', bad({ openerIds: [openerA.id, 'bob'] }), m.openerUnknown, 'openerIds'],
      [
        'single with criteria',
        bad({ envelopes: 'single', openerIds: [], openersRequired: null }),
        m.singleWithEvaluation,
        'envelopes',
      ],
      [
        'single with openers',
        bad({ envelopes: 'single', criteria: [], openersRequired: null }),
        m.singleWithEvaluation,
        'envelopes',
      ],
      ['no body', {}, m.envelopesInvalid, 'envelopes'],
    ];
    for (const [name, body, message, field] of cases) {
      const response = await kit.putSettings(manager, tender, body);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual(field ? { message, field } : { message });
    }
    expect(await stored(tender)).toEqual(before);
    expect(await ctx.auditCount()).toBe(audits);
  });
});

describe('the lock', () => {
  it('locks once a technical part, a bid security or a quotation exists, or the tender has closed', async () => {
    const locks: [string, (tender: string) => Promise<void>][] = [
      [
        'a technical part',
        async (tender) => {
          const settings = await stored(tender);
          const [yes, years, doc] = settings.criteria;
          const response = await kit.sendTechnical(
            alpha,
            alpha.id,
            tender,
            [
              { criterionId: yes?._id, yes: true },
              { criterionId: years?._id, number: '12' },
            ],
            { [doc?._id ?? '']: markedPdf('balance.pdf') },
          );
          expect(response.statusCode, response.body).toBe(200);
        },
      ],
      [
        'a bid security',
        async (tender) => {
          const response = await kit.sendSecurity(alpha, alpha.id, tender, 'emd', {
            mode: 'exempt',
            exemption: 'mse',
            udyamNumber: 'UDYAM-MH-19-0012345',
          });
          expect(response.statusCode, response.body).toBe(200);
        },
      ],
      ['closing', (tender) => closeTenderRow(ctx.db, tender)],
    ];
    for (const [name, lock] of locks) {
      const tender = await createTenderRow(ctx.db, { categoryId });
      await insertInterests(ctx.db, tender, { approved: [alpha] });
      await kit.configure(admin, tender, valid());
      await lock(tender);
      const before = await stored(tender);
      expect(before.locked, name).toBe(true);
      const audits = await ctx.auditCount({ action: 'tender.evaluation-settings' });
      for (const caller of [admin, manager]) {
        const response = await kit.putSettings(caller, tender, { envelopes: 'single', criteria: [] });
        expect(response.statusCode, name).toBe(409);
        expect(response.json().message, name).toBe(m.settingsLocked);
      }
      expect(await stored(tender)).toEqual(before);
      expect(await ctx.auditCount({ action: 'tender.evaluation-settings' })).toBe(audits);
    }
  });

  it('locks a single-envelope tender once a quotation arrives', async () => {
    const tender = await award.tenderFor([beta]);
    await kit.configure(admin, tender, { envelopes: 'single', criteria: [], emdAmount: '100' });
    await award.quote(tender, beta, [{ itemCode: 'IT-1', unitPrice: 10 }]);
    expect((await stored(tender)).locked).toBe(true);
    const response = await kit.putSettings(admin, tender, { envelopes: 'single', criteria: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.settingsLocked);
    const [row] = await ctx.db.select({ emd: tenders.emdAmount }).from(tenders).where(eq(tenders.id, tender));
    expect(row?.emd).toBe('100.00');
  });
});

describe('the tender view', () => {
  it('shows the envelope mode, EMD and fee to buyers and suppliers; a new tender says single and none', async () => {
    const tender = await createTenderRow(ctx.db, { categoryId });
    const view = async (caller: TestCaller) => {
      const response = await ctx.call('GET', `/api/tenders/view/${tender}`, undefined, caller.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await view(alpha)).toMatchObject({ envelopes: 'single', emdAmount: null, tenderFee: null });
    await kit.configure(admin, tender, valid());
    for (const caller of [alpha, admin, manager]) {
      expect(await view(caller)).toMatchObject({
        envelopes: 'two',
        emdAmount: '5000.00',
        tenderFee: '500.00',
      });
    }
  });
});
