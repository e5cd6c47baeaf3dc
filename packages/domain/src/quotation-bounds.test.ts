import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  applyMarginPaise,
  MAX_PAISE,
  MAX_QUOTATION_TOTAL_PAISE,
  MAX_QUOTATION_TOTAL_WITH_GST_PAISE,
  sumPaise,
} from './money';
import { GST_RATES, priceQuotation, readQuotation } from './quotations';
import { QTY_MAX } from './tender-rules';

/*
 * Issue 18 item 4 (decision 041): every quotation the domain accepts can be priced, stored
 * (numeric(14,2) for quantities and prices, numeric(16,2) for totals) and summed exactly; every
 * other is refused with the catalogue's 400 on `items`, never left to fail later (a 500).
 */

/** numeric(p,2) holds below 10^(p-2) rupees: 10^p paise. */
const fits = (paise: number, precision: number) => BigInt(paise) < 10n ** BigInt(precision);
const text = (hundredths: bigint) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

/** Hundredths from small to the largest the text accepts (12 whole digits), every magnitude. */
const hundredths = (min: bigint) =>
  fc.oneof(
    fc.bigInt({ min, max: 10_000n }),
    fc.bigInt({ min, max: 10n ** 9n }),
    fc.bigInt({ min, max: 10n ** 12n }),
    fc.bigInt({ min, max: 10n ** 14n - 1n }),
  );
const lineArb = fc.record({
  qty: hundredths(100n),
  price: hundredths(0n),
  rate: fc.constantFrom(...GST_RATES),
});

describe('quotation bounds (property)', () => {
  it('accepts only quotations whose every figure is stored and summed exactly; refuses the rest on items', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), (lines) => {
        const parsed = readQuotation({
          items: lines.map((l) => ({
            itemName: 'x',
            qty: text(l.qty),
            unitPrice: text(l.price),
            gstRate: l.rate,
          })),
        });
        const exactTotal = lines.reduce((sum, l) => sum + (l.qty * l.price + 50n) / 100n, 0n);
        if (!parsed.ok) {
          expect(parsed.problem).toEqual({ field: 'items', message: messages.quotation.totalTooLarge });
          expect(exactTotal > BigInt(MAX_QUOTATION_TOTAL_PAISE)).toBe(true);
          return;
        }
        const priced = priceQuotation(parsed.value.items);
        expect(BigInt(priced.total)).toBe(exactTotal);
        expect(priced.total).toBeLessThanOrEqual(MAX_QUOTATION_TOTAL_PAISE);
        expect(priced.totalWithGst).toBeLessThanOrEqual(MAX_QUOTATION_TOTAL_WITH_GST_PAISE);
        for (const line of parsed.value.items) {
          expect(Number(line.qty)).toBeLessThanOrEqual(QTY_MAX);
          expect(fits(Math.round(Number(line.unitPrice) * 100), 14)).toBe(true);
        }
        for (const line of priced.lines) expect(fits(line.lineTotal + line.gst, 16)).toBe(true);
        for (const figure of [priced.total, priced.gstTotal, priced.totalWithGst]) {
          expect(Number.isSafeInteger(figure) && fits(figure, 16)).toBe(true);
        }
        // A margin either prices exactly or throws the RangeError the server answers as a 400.
        try {
          expect(Number.isSafeInteger(applyMarginPaise(priced.total, 'Percentage', '100'))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the largest totals within the safe integer and the column, and 70 of them summable', () => {
    expect(MAX_QUOTATION_TOTAL_WITH_GST_PAISE).toBe(127_999_999_999_999);
    expect(fits(MAX_QUOTATION_TOTAL_WITH_GST_PAISE, 16)).toBe(true);
    expect(sumPaise(Array(70).fill(MAX_QUOTATION_TOTAL_WITH_GST_PAISE))).toBeLessThanOrEqual(MAX_PAISE);
  });

  it('refuses the reported case (1,000,000 at ₹95,000,000) with 400 on items, and accepts the bound itself', () => {
    const reported = readQuotation({ items: [{ itemName: 'x', qty: 1_000_000, unitPrice: 95_000_000 }] });
    expect(reported).toEqual({
      ok: false,
      problem: { field: 'items', message: messages.quotation.totalTooLarge },
    });
    const atBound = readQuotation({
      items: [
        { itemName: 'a', qty: 1, unitPrice: '999999999999.98', gstRate: 28 },
        { itemName: 'b', qty: 1, unitPrice: '0.01' },
      ],
    });
    expect(atBound.ok).toBe(true);
    if (atBound.ok) expect(priceQuotation(atBound.value.items).total).toBe(MAX_QUOTATION_TOTAL_PAISE);
    const over = readQuotation({
      items: [
        { itemName: 'a', qty: 1, unitPrice: '999999999999.99' },
        { itemName: 'b', qty: 1, unitPrice: '0.01' },
      ],
    });
    expect(over.ok).toBe(false);
  });
});
