import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardMessages } from './award-messages';
import { marginDecimal, marginLine, priceSelection, readMargin } from './awards';
import { paiseToDecimal } from './money';

/** Independent reference: a margin on a line total, in BigInt hundredths, half up. */
function referenceMargin(total: bigint, type: 'Percentage' | 'Fixed Amount', value: bigint): bigint {
  if (type === 'Fixed Amount') return value;
  return (total * value + 5000n) / 10000n;
}

const decimal = (hundredths: bigint) => paiseToDecimal(Number(hundredths));

describe('readMargin', () => {
  it('reads a valid body, defaulting the type to Percentage', () => {
    expect(readMargin({ itemCode: ' IT-1 ', marginValue: 12.5 })).toEqual({
      ok: true,
      value: { itemCode: 'IT-1', marginType: 'Percentage', marginValue: '12.50', lineId: null },
    });
    expect(
      readMargin({ itemCode: 'A', marginType: 'Fixed Amount', marginValue: '0', lineId: 'ABC' }),
    ).toMatchObject({
      ok: true,
      value: { marginType: 'Fixed Amount', marginValue: '0.00', lineId: 'abc' },
    });
  });

  it('names the field of the first problem', () => {
    const text = awardMessages;
    expect(readMargin(undefined)).toEqual({ ok: false, field: 'itemCode', message: text.itemRequired });
    expect(readMargin({ itemCode: '  ', marginValue: 1 })).toMatchObject({ field: 'itemCode' });
    expect(readMargin({ itemCode: 'A', marginType: 'percent', marginValue: 1 })).toMatchObject({
      field: 'marginType',
    });
    for (const value of [-1, '1.234', 10.005, 'ten', null, true, Number.NaN, 1e15, '1e3', '9999999999999']) {
      expect(readMargin({ itemCode: 'A', marginValue: value }), String(value)).toMatchObject({
        ok: false,
        field: 'marginValue',
        message: text.marginValueInvalid,
      });
    }
    expect(readMargin({ itemCode: 'A', marginValue: 1, lineId: 7 })).toMatchObject({ field: 'lineId' });
  });

  it('accepts the largest value and refuses anything longer without throwing', () => {
    expect(marginDecimal('999999999999.99')).toBe('999999999999.99');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (value) => {
        const result = marginDecimal(value);
        expect(result === null || /^\d{1,12}\.\d{2}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('margins', () => {
  it('rounds a percentage half up and adds a fixed amount', () => {
    // 12.5 % of 49.98 = 6.2475 -> 6.25
    expect(marginLine(4998, { marginType: 'Percentage', marginValue: '12.50' })).toMatchObject({
      marginAmount: 625,
      priceWithMargin: 5623,
    });
    expect(marginLine(30, { marginType: 'Fixed Amount', marginValue: '10.01' })).toMatchObject({
      marginAmount: 1001,
      priceWithMargin: 1031,
    });
    expect(marginLine(4998)).toMatchObject({
      marginType: 'Percentage',
      marginValue: '0.00',
      marginAmount: 0,
    });
  });

  // Within the exact range (money.ts): 20 lines of up to ₹10^10 with margins up to 10,000 %.
  it('matches an independent BigInt computation for every line and the totals', () => {
    const line = fc.record({
      total: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      type: fc.constantFrom('Percentage' as const, 'Fixed Amount' as const),
      value: fc.bigInt({ min: 0n, max: 10n ** 6n }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const priced = priceSelection(
          lines.map((entry) => ({
            total: Number(entry.total),
            margin: { marginType: entry.type, marginValue: decimal(entry.value) },
          })),
        );
        let total = 0n;
        let marginTotal = 0n;
        lines.forEach((entry, index) => {
          const margin = referenceMargin(entry.total, entry.type, entry.value);
          expect(BigInt(priced.lines[index]?.marginAmount ?? -1)).toBe(margin);
          expect(BigInt(priced.lines[index]?.priceWithMargin ?? -1)).toBe(entry.total + margin);
          total += entry.total;
          marginTotal += margin;
        });
        expect(BigInt(priced.total)).toBe(total);
        expect(BigInt(priced.marginTotal)).toBe(marginTotal);
        expect(BigInt(priced.grandTotal)).toBe(total + marginTotal);
      }),
    );
  });

  it('throws rather than drift past the exact range', () => {
    expect(() => marginLine(10 ** 14, { marginType: 'Percentage', marginValue: '999999999999.99' })).toThrow(
      RangeError,
    );
  });
});
