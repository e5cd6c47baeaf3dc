import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { paiseToDecimal } from './money';
import { GST_RATES, gstPaise, parseQuotationText, priceQuotation, readQuotation } from './quotations';

const line = (fields: Record<string, unknown> = {}) => ({
  itemCode: 'IT-1',
  itemName: 'Cable',
  partNo: 'P-1',
  manufacturer: 'Acme',
  uom: 'm',
  qty: 1,
  unitPrice: 1,
  ...fields,
});

describe('readQuotation', () => {
  it('reads the lines and extras, ignoring the totals a client sends', () => {
    const parsed = readQuotation({
      items: [line({ qty: '2.5', unitPrice: 19.99, totalPrice: 1, total: 1, gstRate: 18 })],
      total: 999,
      totalWithGst: 999,
      notes: '  Delivery in a week ',
      submittedAt: '2020-01-01T00:00:00Z',
      reference: 'Q-17',
      deliveryDays: 7,
      validUntil: '2026-12-31',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        items: [{ ...line(), qty: '2.50', unitPrice: '19.99', gstRate: 18 }],
        notes: 'Delivery in a week',
        reference: 'Q-17',
        deliveryDays: 7,
        validUntil: '2026-12-31',
      },
    });
  });

  it('names the line and field of the first problem', () => {
    const cases: [unknown, string, string][] = [
      [{ items: [] }, 'items', messages.quotation.empty],
      [{}, 'items', messages.quotation.empty],
      [[], 'quotation', messages.quotation.unreadable],
      [{ items: [line(), line(), line({ unitPrice: -1 })] }, 'items[2].unitPrice', 'line 3'],
      [{ items: [line({ unitPrice: '1.999' })] }, 'items[0].unitPrice', 'line 1'],
      [{ items: [line({ unitPrice: 'abc' })] }, 'items[0].unitPrice', 'line 1'],
      [{ items: [line(), line({ qty: 0.5 })] }, 'items[1].qty', 'line 2'],
      [{ items: [line({ qty: '1.005' })] }, 'items[0].qty', 'line 1'],
      [{ items: [line({ gstRate: 7 })] }, 'items[0].gstRate', 'line 1'],
      [{ items: [line({ itemName: 5 })] }, 'items[0].itemName', 'line 1'],
      [{ items: ['x'] }, 'items[0]', 'Line 1'],
      [{ items: [line()], deliveryDays: 1.5 }, 'deliveryDays', 'whole number'],
      [{ items: [line()], deliveryDays: -1 }, 'deliveryDays', 'whole number'],
      [{ items: [line()], validUntil: '2026-02-30' }, 'validUntil', 'YYYY-MM-DD'],
      [{ items: [line()], notes: 5 }, 'notes', 'Notes'],
      [{ items: [line({ unitPrice: '1000000000000' })] }, 'items[0].unitPrice', 'line 1'],
      [
        { items: [line({ qty: '999999999999.99', unitPrice: '999999999999.99' })] },
        'items',
        messages.quotation.totalTooLarge,
      ],
    ];
    for (const [payload, field, text] of cases) {
      const parsed = readQuotation(payload);
      expect(parsed.ok, field).toBe(false);
      if (!parsed.ok) {
        expect(parsed.problem.field).toBe(field);
        expect(parsed.problem.message).toContain(text);
      }
    }
  });

  it('calls unreadable JSON unreadable, naming quotation', () => {
    expect(parseQuotationText('{items:')).toEqual({
      ok: false,
      problem: { field: 'quotation', message: messages.quotation.unreadable },
    });
  });
});

describe('priceQuotation', () => {
  it('computes line totals, the total and GST exactly', () => {
    const priced = priceQuotation([
      { qty: '2.5', unitPrice: '19.99', gstRate: 18 },
      { qty: '3', unitPrice: '0.10', gstRate: 0 },
    ]);
    expect(priced.lines.map((l) => paiseToDecimal(l.lineTotal))).toEqual(['49.98', '0.30']);
    expect(paiseToDecimal(priced.total)).toBe('50.28');
    // 49.98 x 18% = 8.9964 -> 9.00
    expect(paiseToDecimal(priced.gstTotal)).toBe('9.00');
    expect(paiseToDecimal(priced.totalWithGst)).toBe('59.28');
    expect(gstPaise(250, 5)).toBe(13); // 2.50 x 5% = 0.125 -> 0.13 (half up)
  });

  it('equals an independent BigInt computation (property)', () => {
    const cents = (max: number) => fc.bigInt({ min: 0n, max: BigInt(max) });
    const lineArb = fc.record({
      qty: fc.bigInt({ min: 100n, max: 100_000_000n }),
      price: cents(1_000_000_000),
      rate: fc.constantFrom(...GST_RATES),
    });
    const text = (hundredths: bigint) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), (lines) => {
        const priced = priceQuotation(
          lines.map((l) => ({ qty: text(l.qty), unitPrice: text(l.price), gstRate: l.rate })),
        );
        let total = 0n;
        let gst = 0n;
        lines.forEach((l, index) => {
          // qty and price in hundredths: product in ten-thousandths, half up to hundredths.
          const lineTotal = (l.qty * l.price + 50n) / 100n;
          const lineGst = (lineTotal * BigInt(l.rate) + 50n) / 100n;
          expect(BigInt(priced.lines[index]?.lineTotal ?? -1)).toBe(lineTotal);
          total += lineTotal;
          gst += lineGst;
        });
        expect(BigInt(priced.total)).toBe(total);
        expect(BigInt(priced.gstTotal)).toBe(gst);
        expect(BigInt(priced.totalWithGst)).toBe(total + gst);
      }),
    );
  });
});
