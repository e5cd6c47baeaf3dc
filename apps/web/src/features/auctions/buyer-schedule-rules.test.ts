import type { AuctionCandidate } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { describe, expect, it } from 'vitest';
import {
  defaultDraft,
  pickedInvitees,
  readScheduleDraft,
  type ScheduleDraft,
  scheduleFieldOf,
  startInstant,
  withoutError,
} from './buyer-schedule-rules';

const ZONE = 'Asia/Kolkata';
// 10 Mar 2027, 15:30 in Kolkata.
const NOW = new Date('2027-03-10T10:00:00Z');

const candidates: AuctionCandidate[] = [
  { supplierId: 's1', companyName: 'Asha Pumps', quotationId: 'q1', totalWithGst: '118000.00' },
  { supplierId: 's2', companyName: 'Bharat Motors', quotationId: 'q2', totalWithGst: '120360.00' },
  { supplierId: 's3', companyName: 'Chetan Works', quotationId: 'q3', totalWithGst: '99999.99' },
];

const draft = (changes: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  ...defaultDraft(ZONE, NOW),
  ...changes,
});

describe('the schedule form', () => {
  it('starts tomorrow in the portal at 11:00, 30 minutes, every candidate invited', () => {
    const start = defaultDraft(ZONE, NOW);
    expect(start.startDay).toBe('2027-03-11');
    expect(start.startTime).toBe('11:00');
    expect(pickedInvitees(start, candidates)).toEqual(['s1', 's2', 's3']);
    expect(pickedInvitees({ supplierIds: ['s2'] }, candidates)).toEqual(['s2']);
  });

  it('sends the start as the instant of that wall clock in the portal, and the settings as numbers', () => {
    const read = readScheduleDraft(
      draft({ decrementKind: 'amount', decrement: '500', supplierIds: ['s1', 's3'] }),
      candidates,
      ZONE,
      NOW,
    );
    expect(read).toEqual({
      ok: true,
      body: {
        startsAt: '2027-03-11T05:30:00.000Z',
        durationMinutes: 30,
        supplierIds: ['s1', 's3'],
        bidOn: 'total',
        decrementKind: 'amount',
        decrement: '500.00',
        extensionMinutes: 5,
        extensionLimit: 10,
        visibility: 'rank',
      },
    });
  });

  it('names every field that is wrong at once, with the server’s texts', () => {
    const read = readScheduleDraft(
      draft({
        startDay: '2027-03-10',
        startTime: '15:00',
        durationMinutes: '0',
        supplierIds: ['s1'],
        decrement: '51',
        extensionMinutes: '61',
        extensionLimit: '1.5',
      }),
      candidates,
      ZONE,
      NOW,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        startsAt: text.startPast,
        durationMinutes: text.durationInvalid,
        supplierIds: text.inviteesTooFew,
        decrement: text.decrementPercentInvalid,
        extensionMinutes: text.extensionInvalid,
        extensionLimit: text.extensionLimitInvalid,
      },
    });
  });

  it('reads an amount decrement by the amount rule', () => {
    const read = readScheduleDraft(draft({ decrementKind: 'amount', decrement: '0' }), candidates, ZONE, NOW);
    expect(read.ok ? null : read.errors.decrement).toBe(text.decrementAmountInvalid);
    const fine = readScheduleDraft(
      draft({ decrementKind: 'percent', decrement: '0.25' }),
      candidates,
      ZONE,
      NOW,
    );
    expect(fine.ok && fine.body.decrement).toBe('0.25');
  });

  it('takes a start within 90 days, and refuses one that is not a day and time', () => {
    expect(startInstant('2027-06-08', '15:00', ZONE, NOW)).toEqual({
      ok: true,
      iso: '2027-06-08T09:30:00.000Z',
    });
    expect(startInstant('2027-06-09', '16:00', ZONE, NOW)).toEqual({ ok: false, message: text.startTooFar });
    expect(startInstant('', '11:00', ZONE, NOW)).toEqual({ ok: false, message: text.startInvalid });
    expect(startInstant('2027-03-11', '25:00', ZONE, NOW)).toEqual({ ok: false, message: text.startInvalid });
  });

  it('puts a refusal of the server on its field: named, or known by its text', () => {
    expect(scheduleFieldOf({ field: 'supplierIds.1', message: text.inviteeNotEligible })).toBe('supplierIds');
    expect(scheduleFieldOf({ message: text.startPast })).toBe('startsAt');
    expect(scheduleFieldOf({ message: text.decrementAmountInvalid })).toBe('decrement');
    expect(scheduleFieldOf({ field: 'nothing', message: text.alreadyScheduled })).toBeNull();
  });

  it('clears one field’s error and keeps the others', () => {
    const errors = { startsAt: text.startPast, decrement: text.decrementAmountInvalid };
    expect(withoutError(errors, 'startsAt')).toEqual({ decrement: text.decrementAmountInvalid });
    expect(withoutError(errors, 'visibility')).toBe(errors);
  });
});
