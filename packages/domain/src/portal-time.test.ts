import { describe, expect, it } from 'vitest';
import {
  addPortalDays,
  closingInstant,
  formatInstant,
  formatInstantDay,
  formatPortalDay,
  isClosed,
  portalDay,
  portalDayOf,
  portalToday,
  tenderClosesAt,
} from './portal-time';

const IST = 'Asia/Kolkata';
/** An instant given as the portal's wall clock (IST is UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('portal time', () => {
  it('takes the day of an instant in the portal, not in UTC', () => {
    // 05:24 IST on 26 Nov is 23:54 UTC on 25 Nov.
    expect(portalDayOf(ist('2026-11-26T05:24:00'), IST)).toBe('2026-11-26');
    expect(portalDayOf(ist('2026-11-26T05:29:00'), IST)).toBe('2026-11-26');
    expect(portalDayOf(ist('2026-11-26T05:31:00'), IST)).toBe('2026-11-26');
    expect(portalDayOf(ist('2026-11-25T23:59:00'), IST)).toBe('2026-11-25');
    expect(portalDayOf(ist('2026-11-26T00:01:00'), IST)).toBe('2026-11-26');
    expect(portalToday(IST, ist('2026-11-26T00:01:00'))).toBe('2026-11-26');
  });

  it('closes a tender at the end of its closing day in the portal, or earlier when closed early', () => {
    const tender = { closingDate: '2026-11-25' };
    expect(closingInstant('2026-11-25', IST).toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(isClosed(tender, IST, ist('2026-11-25T23:59:00'))).toBe(false);
    expect(isClosed(tender, IST, ist('2026-11-26T00:01:00'))).toBe(true);
    const early = { closingDate: '2026-11-30', closedEarlyAt: ist('2026-11-26T05:29:00') };
    expect(isClosed(early, IST, ist('2026-11-26T05:28:00'))).toBe(false);
    expect(isClosed(early, IST, ist('2026-11-26T05:31:00'))).toBe(true);
    expect(tenderClosesAt(early, IST).toISOString()).toBe('2026-11-25T23:59:00.000Z');
  });

  it('formats days as labels and instants in the portal', () => {
    expect(formatPortalDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatPortalDay('2026-11-26', 'numeric')).toBe('26/11/2026');
    expect(formatPortalDay('2026-11-26', 'dayMonth')).toBe('26 Nov');
    expect(formatPortalDay(null)).toBe('-');
    expect(formatInstantDay('2026-11-25T23:54:00.000Z', IST, 'dayMonth')).toBe('26 Nov');
    expect(formatInstant('2026-11-25T23:54:00.000Z', IST)).toBe('26 Nov 2026, 5:24 am IST');
  });

  it('checks and moves calendar days', () => {
    expect(portalDay('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
    expect(() => portalDay('2026-02-30')).toThrow();
    expect(addPortalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addPortalDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
