import { describe, expect, it } from 'vitest';
import { checkReceiptDay } from './goods-receipts';
import { vendorMessages as text } from './vendor-messages';
import { readReceiptForm, shortCloseBodySchema } from './vendor-schemas';

describe('the receipt day', () => {
  it('is a real calendar day, not after today and not before the order was issued', () => {
    expect(checkReceiptDay('2026-11-26', '2026-11-26', '2026-11-20')).toBeNull();
    expect(checkReceiptDay('2026-11-20', '2026-11-26', '2026-11-20')).toBeNull();
    expect(checkReceiptDay('2026-11-27', '2026-11-26', '2026-11-20')).toBe('future');
    expect(checkReceiptDay('2026-11-19', '2026-11-26', '2026-11-20')).toBe('beforeIssue');
    expect(checkReceiptDay('2026-02-30', '2026-11-26', null)).toBe('invalid');
    expect(checkReceiptDay('26/11/2026', '2026-11-26', null)).toBe('invalid');
    expect(checkReceiptDay('', '2026-11-26', null)).toBe('invalid');
  });
});

describe('the receipt form', () => {
  const line = { lineId: 'a', received: '2', accepted: '1.5', rejectedReason: 'Dented' };
  it('reads the day, the notes and the lines (JSON text)', () => {
    expect(
      readReceiptForm({ receivedOn: '2026-11-26', notes: ' Lorry ', lines: JSON.stringify([line]) }),
    ).toEqual({
      ok: true,
      value: { receivedOn: '2026-11-26', notes: 'Lorry', lines: [line] },
    });
  });

  it('refuses a missing day, long or unstorable notes, unreadable or repeated lines, a long reason', () => {
    const lines = JSON.stringify([line]);
    expect(readReceiptForm({ lines })).toMatchObject({
      ok: false,
      field: 'receivedOn',
      message: text.receiptDateInvalid,
    });
    expect(readReceiptForm({ receivedOn: '2026-11-26', notes: 'x'.repeat(1001), lines })).toMatchObject({
      ok: false,
      message: text.receiptNotesTooLong,
    });
    expect(readReceiptForm({ receivedOn: '2026-11-26', notes: 'a\u0000b', lines })).toMatchObject({
      ok: false,
      field: 'notes',
    });
    for (const bad of ['', '[{', '{}', JSON.stringify([{ lineId: 'a' }]), JSON.stringify([line, line])])
      expect(readReceiptForm({ receivedOn: '2026-11-26', lines: bad })).toMatchObject({
        ok: false,
        field: 'lines',
        message: text.receiptLinesInvalid,
      });
    expect(
      readReceiptForm({
        receivedOn: '2026-11-26',
        lines: JSON.stringify([{ ...line, rejectedReason: 'r'.repeat(501) }]),
      }),
    ).toMatchObject({ ok: false, message: text.rejectedReasonTooLong });
  });

  it('a short close needs a reason', () => {
    expect(shortCloseBodySchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      text.shortCloseReasonRequired,
    );
    expect(shortCloseBodySchema.parse({ reason: ' Discontinued ' })).toEqual({ reason: 'Discontinued' });
  });
});
