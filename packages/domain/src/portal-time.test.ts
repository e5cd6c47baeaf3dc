import { describe, expect, it } from 'vitest';
import {
  addPortalDays,
  closingInstant,
  formatInstant,
  formatInstantDay,
  formatInstantNumeric,
  formatPortalDay,
  isClosed,
  isDayPast,
  portalDay,
  portalDayOf,
  portalToday,
  startOfPortalDay,
  tenderClosesAt,
  zonedInstant,
  zonedLocal,
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

  it('answers a remembered closing instant as a new Date each time, per zone (decision 059)', () => {
    const first = closingInstant('2026-12-31', IST);
    first.setTime(0);
    expect(closingInstant('2026-12-31', IST).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(startOfPortalDay('2027-01-01', IST).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(closingInstant('2026-12-31', 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(closingInstant('2026-12-31', 'America/New_York').toISOString()).toBe('2027-01-01T05:00:00.000Z');
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

  it('formats days and instants in Hindi with hi-IN month names, in the portal zone, English unchanged', () => {
    expect(formatPortalDay('2026-11-26', 'short', 'hi')).toBe('26 नव॰ 2026');
    expect(formatPortalDay('2026-03-05', 'short', 'hi')).toBe('05 मार्च 2026');
    expect(formatPortalDay('2026-11-26', 'dayMonth', 'hi')).toBe('26 नव॰');
    expect(formatPortalDay('2026-11-26', 'numeric', 'hi')).toBe('26/11/2026');
    expect(formatPortalDay('2026-11-26', 'short', 'en')).toBe('26 Nov 2026');
    expect(formatPortalDay(undefined, 'short', 'hi')).toBe('-');
    expect(formatPortalDay('2026-02-30', 'short', 'hi')).toBe('-');
    // 05:24 IST on 26 Nov is 23:54 UTC on 25 Nov: the portal's day, not UTC's or the device's.
    expect(formatInstantDay('2026-11-25T23:54:00.000Z', IST, 'short', 'hi')).toBe('26 नव॰ 2026');
    expect(formatInstantDay('2026-11-25T23:54:00.000Z', IST, 'dayMonth', 'hi')).toBe('26 नव॰');
    expect(formatInstant('2026-11-25T23:54:00.000Z', IST, {}, 'hi')).toBe('26 नव॰ 2026, 5:24 am IST');
    expect(formatInstant('2026-11-25T23:54:07.000Z', IST, { seconds: true }, 'hi')).toBe(
      '26 नव॰ 2026, 5:24:07 am IST',
    );
    expect(formatInstant('2026-11-25T23:54:07.000Z', IST, { seconds: true })).toBe(
      '26 Nov 2026, 5:24:07 am IST',
    );
    expect(formatInstant(null, IST, {}, 'hi')).toBe('-');
    expect(formatInstantNumeric('2026-11-25T23:54:07.000Z', IST, 'hi')).toBe('26/11/2026 05:24 IST');
    expect(formatInstantNumeric('2026-11-25T23:54:07.000Z', IST)).toBe('26/11/2026 05:24 IST');
  });

  it('names every month in Hindi', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatPortalDay(`2026-${String(index + 1).padStart(2, '0')}-05`, 'dayMonth', 'hi'),
    );
    expect(months).toEqual([
      '05 जन॰',
      '05 फ़र॰',
      '05 मार्च',
      '05 अप्रैल',
      '05 मई',
      '05 जून',
      '05 जुल॰',
      '05 अग॰',
      '05 सित॰',
      '05 अक्टू॰',
      '05 नव॰',
      '05 दिस॰',
    ]);
  });

  it('checks and moves calendar days', () => {
    expect(portalDay('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
    expect(() => portalDay('2026-02-30')).toThrow();
    expect(addPortalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addPortalDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

/**
 * Every helper at the four instants around the two edges that matter in India: midnight in the
 * portal (23:59 / 00:01 IST) and midnight in UTC (05:29 / 05:31 IST, where a UTC day is one behind).
 */
describe('the portal calendar at fixed instants', () => {
  const moments = [
    {
      local: '2026-11-25T23:59',
      day: '2026-11-25',
      label: '25 Nov 2026, 11:59 pm IST',
      hindi: '25 नव॰ 2026, 11:59 pm IST',
    },
    {
      local: '2026-11-26T00:01',
      day: '2026-11-26',
      label: '26 Nov 2026, 12:01 am IST',
      hindi: '26 नव॰ 2026, 12:01 am IST',
    },
    {
      local: '2026-11-26T05:29',
      day: '2026-11-26',
      label: '26 Nov 2026, 5:29 am IST',
      hindi: '26 नव॰ 2026, 5:29 am IST',
    },
    {
      local: '2026-11-26T05:31',
      day: '2026-11-26',
      label: '26 Nov 2026, 5:31 am IST',
      hindi: '26 नव॰ 2026, 5:31 am IST',
    },
  ].map((moment) => ({ ...moment, at: ist(`${moment.local}:00`) }));

  it.each(moments)(
    '$local IST: the day, today, and each format are the portal’s',
    ({ local, at, day, label, hindi }) => {
      expect(portalDayOf(at, IST)).toBe(day);
      expect(portalDayOf(at.toISOString(), IST)).toBe(day);
      expect(portalToday(IST, at)).toBe(day);
      expect(formatInstantDay(at, IST)).toBe(formatPortalDay(day));
      expect(formatInstantDay(at.toISOString(), IST, 'numeric')).toBe(formatPortalDay(day, 'numeric'));
      expect(formatInstantDay(at, IST, 'dayMonth')).toBe(formatPortalDay(day, 'dayMonth'));
      expect(formatInstant(at, IST)).toBe(label);
      expect(formatInstant(at, IST, {}, 'hi')).toBe(hindi);
      expect(startOfPortalDay(day, IST).getTime()).toBeLessThanOrEqual(at.getTime());
      expect(startOfPortalDay(addPortalDays(day, 1), IST).getTime()).toBeGreaterThan(at.getTime());
      expect(zonedLocal(at, IST)).toBe(local);
      expect(zonedInstant(local.slice(0, 10), local.slice(11), IST).getTime()).toBe(at.getTime());
    },
  );

  it('is past midnight in UTC and the portal alike at 05:31 but not at 05:29 (the UTC day changes at 05:30)', () => {
    expect(moments[2]?.at.toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(moments[3]?.at.toISOString().slice(0, 10)).toBe('2026-11-26');
  });

  it.each(moments)(
    '$local IST: whether a day is past, and whether a tender closing that day is closed',
    ({ at, day }) => {
      expect(isDayPast(day, IST, at)).toBe(false);
      expect(isDayPast(addPortalDays(day, -1), IST, at)).toBe(true);
      expect(isClosed({ closingDate: day }, IST, at)).toBe(false);
      expect(isClosed({ closingDate: addPortalDays(day, -1) }, IST, at)).toBe(true);
      expect(closingInstant(day, IST).getTime()).toBeGreaterThan(at.getTime());
    },
  );

  it('reads and writes the wall clock of the portal (forms) around both edges', () => {
    expect(zonedInstant('2026-11-25', '23:59', IST).toISOString()).toBe('2026-11-25T18:29:00.000Z');
    expect(zonedInstant('2026-11-26', '00:01', IST).toISOString()).toBe('2026-11-25T18:31:00.000Z');
    expect(zonedInstant('2026-11-26', '05:29', IST).toISOString()).toBe('2026-11-25T23:59:00.000Z');
    expect(zonedInstant('2026-11-26', '05:31', IST).toISOString()).toBe('2026-11-26T00:01:00.000Z');
    expect(startOfPortalDay('2026-11-26', IST).toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('shows the seconds when asked (the audit log)', () => {
    expect(formatInstant(new Date('2026-11-25T23:59:07Z'), IST, { seconds: true })).toBe(
      '26 Nov 2026, 5:29:07 am IST',
    );
    expect(formatInstant('not a date', IST)).toBe('-');
    expect(formatInstantDay(undefined, IST)).toBe('-');
  });

  it('follows another portal zone when configured (New York: 05:24 IST is the evening before)', () => {
    expect(portalDayOf(ist('2026-11-26T05:24:00'), 'America/New_York')).toBe('2026-11-25');
    expect(formatInstant(ist('2026-11-26T05:24:00'), 'America/New_York')).toBe('25 Nov 2026, 6:54 pm GMT-5');
  });
});
