import { describe, expect, it } from 'vitest';
import {
  closedFields,
  isIsoDate,
  isTenderClosed,
  qtySchema,
  sealState,
  tenderFieldsSchema,
  todayIn,
} from './tenders';

describe('closing dates', () => {
  const zone = 'Asia/Kolkata';

  it("stay open until midnight at the end of the closing date in the portal's zone", () => {
    // 23:59:59 in Kolkata is 18:29:59 UTC.
    expect(isTenderClosed({ closingDate: '2026-11-22' }, zone, new Date('2026-11-22T18:29:59Z'))).toBe(false);
    expect(isTenderClosed({ closingDate: '2026-11-22' }, zone, new Date('2026-11-22T18:30:00Z'))).toBe(true);
    // Early on the closing day in Kolkata, while it is still the day before in UTC.
    expect(isTenderClosed({ closingDate: '2026-11-22' }, zone, new Date('2026-11-21T19:00:00Z'))).toBe(false);
  });

  it('follow the configured zone, not the server clock', () => {
    const instant = new Date('2026-11-22T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-22');
    expect(isTenderClosed({ closingDate: '2026-11-22' }, 'Asia/Kolkata', instant)).toBe(true);
    expect(isTenderClosed({ closingDate: '2026-11-22' }, 'America/New_York', instant)).toBe(false);
  });
});

describe('an early close (decision 039)', () => {
  const zone = 'Asia/Kolkata';
  const tender = { closingDate: '2026-11-30', closedEarlyAt: '2026-11-26T04:00:00.000Z' };

  it('closes the tender from that instant', () => {
    expect(isTenderClosed(tender, zone, new Date('2026-11-26T03:59:59Z'))).toBe(false);
    expect(isTenderClosed(tender, zone, new Date('2026-11-26T04:00:00Z'))).toBe(true);
  });

  it('opens a sealed tender at once', () => {
    const now = new Date('2026-11-26T05:00:00Z');
    expect(sealState({ sealed: true, closingDate: '2026-11-30' }, zone, now)).toEqual({
      sealed: true,
      opensOn: '2026-12-01',
    });
    expect(sealState({ sealed: true, ...tender }, zone, now)).toEqual({ sealed: false, opensOn: null });
  });

  it('is answered with its reason, and not named when there was none', () => {
    const now = new Date('2026-11-26T05:00:00Z');
    expect(closedFields({ ...tender, closedEarlyReason: 'Budget' }, zone, now)).toEqual({
      isClosed: true,
      closedEarlyAt: '2026-11-26T04:00:00.000Z',
      closedEarlyReason: 'Budget',
    });
    expect(closedFields({ closingDate: '2026-11-30', closedEarlyAt: null }, zone, now)).toEqual({
      isClosed: false,
    });
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
