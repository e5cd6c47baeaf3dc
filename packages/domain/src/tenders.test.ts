import { describe, expect, it } from 'vitest';
import { isIsoDate, isTenderClosed, qtySchema, tenderFieldsSchema, todayIn } from './tenders';

describe('closing dates', () => {
  const zone = 'Asia/Kolkata';

  it("stay open until midnight at the end of the closing date in the portal's zone", () => {
    // 23:59:59 in Kolkata is 18:29:59 UTC.
    expect(isTenderClosed('2026-11-22', zone, new Date('2026-11-22T18:29:59Z'))).toBe(false);
    expect(isTenderClosed('2026-11-22', zone, new Date('2026-11-22T18:30:00Z'))).toBe(true);
    // Early on the closing day in Kolkata, while it is still the day before in UTC.
    expect(isTenderClosed('2026-11-22', zone, new Date('2026-11-21T19:00:00Z'))).toBe(false);
  });

  it('follow the configured zone, not the server clock', () => {
    const instant = new Date('2026-11-22T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-22');
    expect(isTenderClosed('2026-11-22', 'Asia/Kolkata', instant)).toBe(true);
    expect(isTenderClosed('2026-11-22', 'America/New_York', instant)).toBe(false);
  });
});

describe('tender fields', () => {
  const valid = {
    projectCode: 'RFQ-1',
    projectName: 'Pumps',
    organisation: 'Water Board',
    projectTitle: 'Supply of pumps',
    supplyCategory: 'Pumps',
    projectScope: 'Supply and install',
    publishingDate: '2026-11-22',
    closingDate: '2026-12-01',
  };

  it('accept a closing date on or after the publishing date, and only real dates', () => {
    expect(tenderFieldsSchema.safeParse(valid).success).toBe(true);
    expect(tenderFieldsSchema.safeParse({ ...valid, closingDate: '2026-11-22' }).success).toBe(true);
    const before = tenderFieldsSchema.safeParse({ ...valid, closingDate: '2026-11-21' });
    expect(before.error?.issues[0]?.path).toEqual(['closingDate']);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('keep quantities exact with two decimals, at least 1', () => {
    expect(qtySchema.parse('12.5')).toBe('12.50');
    expect(qtySchema.parse(3)).toBe('3.00');
    expect(qtySchema.safeParse('0.99').success).toBe(false);
    expect(qtySchema.safeParse('1.001').success).toBe(false);
    expect(qtySchema.safeParse('').success).toBe(false);
    expect(qtySchema.safeParse('1e3').success).toBe(false);
  });
});
