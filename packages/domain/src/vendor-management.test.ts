import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyReceipt, checkReceipt, fullyReceived, type LineProgress, outstanding } from './goods-receipts';
import { defaultScorecardPeriod, percentText, periodDays, priceRatioText, scorecardOf } from './scorecard';
import { scorecardPeriodSchema } from './scorecard-schemas';
import { restrictionOn, restrictionRefuses } from './supplier-standing';
import {
  blockingDocumentTypes,
  documentCompliance,
  documentDatesProblem,
  documentState,
  type ExpiryReminder,
  missingDocumentTypes,
  reminderDue,
  type SupplierDocumentFacts,
} from './vendor-documents';

const doc = (over: Partial<SupplierDocumentFacts>): SupplierDocumentFacts => ({
  documentTypeId: 't1',
  status: 'Verified',
  expiryDate: '2026-12-31',
  uploadedAt: '2026-01-01T00:00:00Z',
  ...over,
});
const licence = { id: 't1', name: 'Trade licence', expires: true };
const pan = { id: 't2', name: 'PAN card', expires: false };

describe('supplier documents', () => {
  it('is valid through its expiry day, expiring within 30 days, expired the day after', () => {
    expect(documentState(doc({}), '2026-11-30')).toBe('valid');
    expect(documentState(doc({}), '2026-12-01')).toBe('expiring');
    expect(documentState(doc({}), '2026-12-31')).toBe('expiring');
    expect(documentState(doc({}), '2027-01-01')).toBe('expired');
    expect(documentState(doc({ status: 'Rejected' }), '2026-06-01')).toBe('rejected');
    expect(documentState(doc({ status: 'Pending' }), '2026-06-01')).toBe('pending');
  });

  it('blocks only on an expired current document of a required, expiring type; a newer upload replaces it', () => {
    const old = doc({ expiryDate: '2026-11-25' });
    expect(blockingDocumentTypes([licence, pan], [old], '2026-11-26')).toEqual([licence]);
    expect(blockingDocumentTypes([licence], [], '2026-11-26')).toEqual([]);
    const renewed = doc({ expiryDate: '2027-11-25', status: 'Pending', uploadedAt: '2026-11-26T05:00:00Z' });
    expect(blockingDocumentTypes([licence], [old, renewed], '2026-11-26')).toEqual([]);
    // A rejected newer upload does not replace the one that counted.
    const rejected = { ...renewed, status: 'Rejected' as const };
    expect(blockingDocumentTypes([licence], [old, rejected], '2026-11-26')).toEqual([licence]);
  });

  it('sends each reminder once: 30 and 7 days before and on the day, a missed one late but once', () => {
    expect(reminderDue('2026-12-31', '2026-11-30', [])).toBeNull();
    expect(reminderDue('2026-12-31', '2026-12-01', [])).toBe(30);
    expect(reminderDue('2026-12-31', '2026-12-02', [30])).toBeNull();
    expect(reminderDue('2026-12-31', '2026-12-24', [30])).toBe(7);
    expect(reminderDue('2026-12-31', '2026-12-24', [])).toBe(7);
    expect(reminderDue('2026-12-31', '2026-12-31', [30, 7])).toBe(0);
    expect(reminderDue('2026-12-31', '2027-01-01', [])).toBeNull();
    expect(reminderDue(null, '2026-12-31', [])).toBeNull();
  });

  it('property: day by day, every milestone reached is sent at most once and the day itself always', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (startBefore) => {
        const expiry = '2027-03-01';
        const sent: ExpiryReminder[] = [];
        for (let before = startBefore; before >= 0; before -= 1) {
          const day = new Date(Date.UTC(2027, 2, 1 - before)).toISOString().slice(0, 10);
          const due = reminderDue(expiry, day, sent);
          if (due !== null) sent.push(due);
        }
        expect(new Set(sent).size).toBe(sent.length);
        expect(sent.at(-1)).toBe(0);
      }),
    );
  });

  it('counts compliance as verified and in-date required documents', () => {
    expect(documentCompliance([licence, pan], [doc({})], '2026-11-26')).toEqual({ met: 1, required: 2 });
    expect(documentCompliance([licence], [doc({ status: 'Pending' })], '2026-11-26')).toEqual({
      met: 0,
      required: 1,
    });
  });
});

describe('document upload days', () => {
  const today = '2026-11-26';
  it('needs an issue day not after today', () => {
    expect(documentDatesProblem(false, '', null, today)).toBe('issueDateInvalid');
    expect(documentDatesProblem(false, '2026-02-30', null, today)).toBe('issueDateInvalid');
    expect(documentDatesProblem(false, '2026-11-27', null, today)).toBe('issueDateFuture');
    expect(documentDatesProblem(false, '2026-11-26', null, today)).toBeNull();
  });
  it('needs an expiry day if and only if the type expires', () => {
    expect(documentDatesProblem(true, '2026-01-01', null, today)).toBe('expiryRequired');
    expect(documentDatesProblem(false, '2026-01-01', '2027-01-01', today)).toBe('expiryNotExpected');
    expect(documentDatesProblem(true, '2026-01-01', '31/12/2027', today)).toBe('expiryDateInvalid');
    expect(documentDatesProblem(true, '2026-01-01', '2027-01-01', today)).toBeNull();
  });
  it('needs the expiry after the issue day and not already passed (today still valid)', () => {
    expect(documentDatesProblem(true, '2026-01-01', '2026-01-01', today)).toBe('expiryBeforeIssue');
    expect(documentDatesProblem(true, '2026-01-01', '2025-12-31', today)).toBe('expiryBeforeIssue');
    expect(documentDatesProblem(true, '2026-01-01', '2026-11-25', today)).toBe('expiryPast');
    expect(documentDatesProblem(true, '2026-01-01', '2026-11-26', today)).toBeNull();
  });
  it('lists the required types without a current document, or whose current one is rejected', () => {
    expect(missingDocumentTypes([licence, pan], [])).toEqual([licence, pan]);
    expect(missingDocumentTypes([licence, pan], [doc({})])).toEqual([pan]);
    expect(missingDocumentTypes([licence], [doc({ status: 'Rejected' })])).toEqual([licence]);
    expect(
      missingDocumentTypes(
        [licence],
        [doc({ status: 'Rejected', uploadedAt: '2026-02-01T00:00:00Z' }), doc({ status: 'Pending' })],
      ),
    ).toEqual([]);
  });
});

describe('goods receipts', () => {
  const progress: LineProgress[] = [
    { lineId: 'a', ordered: 1000, accepted: 0, rejected: 0 },
    { lineId: 'b', ordered: 550, accepted: 0, rejected: 0 },
  ];

  it('receives in two parts with one rejection, then closes', () => {
    const first = checkReceipt(progress, [
      { lineId: 'a', received: '6', accepted: '5', rejectedReason: 'Broken seal' },
      { lineId: 'b', received: 0, accepted: 0 },
    ]);
    expect(first).toEqual({
      ok: true,
      lines: [{ lineId: 'a', received: 600, accepted: 500, rejected: 100 }],
    });
    if (!first.ok) return;
    const after = applyReceipt(progress, first.lines);
    expect(after.map(outstanding)).toEqual([500, 550]);
    expect(fullyReceived(after)).toBe(false);
    const second = checkReceipt(after, [
      { lineId: 'a', received: '5', accepted: '5' },
      { lineId: 'b', received: '5.5', accepted: '5.50' },
    ]);
    expect(second.ok).toBe(true);
    if (second.ok) expect(fullyReceived(applyReceipt(after, second.lines))).toBe(true);
  });

  it('refuses over-receipt, accepted above received, a rejection without a reason, bad numbers, nothing', () => {
    const problem = (lines: Parameters<typeof checkReceipt>[1]) => {
      const result = checkReceipt(progress, lines);
      return result.ok ? null : result.problems.map((p) => p.problem);
    };
    expect(problem([{ lineId: 'a', received: '10.01', accepted: '10.01' }])).toEqual(['overReceipt']);
    expect(problem([{ lineId: 'a', received: '2', accepted: '3' }])).toEqual(['acceptedAboveReceived']);
    expect(problem([{ lineId: 'a', received: '2', accepted: '1', rejectedReason: ' ' }])).toEqual([
      'reasonRequired',
    ]);
    expect(problem([{ lineId: 'a', received: '-1', accepted: '0' }])).toEqual(['quantityInvalid']);
    expect(problem([{ lineId: 'a', received: '1.005', accepted: '1' }])).toEqual(['quantityInvalid']);
    expect(problem([{ lineId: 'z', received: '1', accepted: '1' }])).toEqual(['unknownLine']);
    expect(problem([{ lineId: 'a', received: '0', accepted: '0' }])).toEqual(['nothingReceived']);
  });

  it('property: whatever is accepted, a line never exceeds what was ordered', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 700 }), { maxLength: 8 }), (parts) => {
        let state: LineProgress[] = [{ lineId: 'a', ordered: 1000, accepted: 0, rejected: 0 }];
        for (const part of parts) {
          const result = checkReceipt(state, [{ lineId: 'a', received: part / 100, accepted: part / 100 }]);
          if (result.ok) state = applyReceipt(state, result.lines);
        }
        expect(state[0]?.accepted).toBeLessThanOrEqual(1000);
      }),
    );
  });
});

describe('scorecard', () => {
  it('computes each measure as a hand-computed example says', () => {
    const card = scorecardOf({
      categoryTenders: 8,
      interests: 6,
      quotations: 4,
      wins: 1,
      winValuePaise: 1_18_000_00,
      pricedTenders: 4,
      priceRatioSum: 1 + 1.1 + 1.3 + 50_000 / 40_000,
      receiptsOnTime: 2,
      receiptsDated: 3,
      acceptedQty: 1500,
      receivedQty: 1600,
      documentsMet: 2,
      documentsRequired: 3,
    });
    expect(card).toEqual({
      responseRate: 0.75,
      quotationRate: 0.5,
      winRate: 0.25,
      winValuePaise: 1_18_000_00,
      // (1 + 1.1 + 1.3 + 1.25) / 4 = 1.1625
      priceCompetitiveness: 1.1625,
      onTimeDelivery: 0.6667,
      acceptanceRate: 0.9375,
      documentCompliance: 0.6667,
    });
    expect(percentText(card.onTimeDelivery)).toBe('66.7 %');
  });

  it('says "no data" rather than 0 % when nothing can be measured', () => {
    const card = scorecardOf({
      categoryTenders: 0,
      interests: 0,
      quotations: 0,
      wins: 0,
      winValuePaise: 0,
      pricedTenders: 0,
      priceRatioSum: 0,
      receiptsOnTime: 0,
      receiptsDated: 0,
      acceptedQty: 0,
      receivedQty: 0,
      documentsMet: 0,
      documentsRequired: 0,
    });
    expect(Object.values(card).filter((value) => value === null)).toHaveLength(7);
    expect(percentText(card.winRate)).toBe('No data');
  });

  it('defaults to the last 12 months of portal days, today included', () => {
    expect(defaultScorecardPeriod('2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    expect(defaultScorecardPeriod('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(defaultScorecardPeriod('2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' });
    expect(periodDays('2025-11-27', '2026-11-26')).toBe(365);
  });

  it('reads a period: both ends or none, in order, at most five years', () => {
    expect(scorecardPeriodSchema.safeParse({}).success).toBe(true);
    expect(scorecardPeriodSchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(scorecardPeriodSchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(scorecardPeriodSchema.safeParse({ from: '2026-01-01' }).success).toBe(false);
    expect(scorecardPeriodSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(scorecardPeriodSchema.safeParse({ from: '2016-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(priceRatioText(1)).toBe('Lowest');
    expect(priceRatioText(1.1625)).toBe('16.3 % above lowest');
  });
});

describe('supplier standing', () => {
  const none = {
    holdUntil: null,
    holdReason: null,
    blacklistedAt: null,
    blacklistReason: null,
    blacklistOrderRef: null,
  };
  it('holds through its last day and lapses by itself; a blacklist wins', () => {
    const held = { ...none, holdUntil: '2026-12-10', holdReason: 'Late deliveries' };
    expect(restrictionOn(held, '2026-12-10').kind).toBe('hold');
    expect(restrictionOn(held, '2026-12-11').kind).toBe('none');
    const black = {
      ...held,
      blacklistedAt: '2026-11-26T10:00:00Z',
      blacklistReason: 'Fraud',
      blacklistOrderRef: 'O/12',
    };
    expect(restrictionOn(black, '2026-12-01')).toMatchObject({ kind: 'blacklisted', orderReference: 'O/12' });
    expect(restrictionRefuses(restrictionOn(black, '2026-12-01'), 'award')).toBe(true);
    expect(restrictionRefuses(restrictionOn(none, '2026-12-01'), 'interest')).toBe(false);
  });
});
