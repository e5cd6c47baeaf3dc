import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSplits, gstSplit, splitTax } from './order-tax';

describe('an order’s GST split', () => {
  const lines = [
    { lineTotal: 0.15, gstRate: 18 }, // 2.7 paise: IGST 3, each half 1.35 → 1
    { lineTotal: '1000.00', gstRate: 12 },
  ];

  it('within a state: equal CGST and SGST halves, no IGST, exact paise, amount in words', () => {
    const split = splitTax(lines, 'intra');
    expect(split.lines).toEqual([
      { cgst: 0.01, sgst: 0.01, igst: 0, tax: 0.02 },
      { cgst: 60, sgst: 60, igst: 0, tax: 120 },
    ]);
    expect(split.totals).toEqual({
      taxable: 1000.15,
      cgst: 60.01,
      sgst: 60.01,
      igst: 0,
      tax: 120.02,
      total: 1120.17,
    });
    expect(split.amountInWords).toBe('Rupees One Thousand One Hundred Twenty and Seventeen Paise Only');
  });

  it('between states: IGST only', () => {
    const split = splitTax(lines, 'inter');
    expect(split.lines[0]).toEqual({ cgst: 0, sgst: 0, igst: 0.03, tax: 0.03 });
    expect(split.totals).toEqual({
      taxable: 1000.15,
      cgst: 0,
      sgst: 0,
      igst: 120.03,
      tax: 120.03,
      total: 1120.18,
    });
  });

  it('an unregistered supplier charges none', () => {
    expect(gstSplit(lines, 'untaxed')).toEqual({
      supplyKind: 'untaxed',
      taxable: 1000.15,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      total: 1000.15,
    });
  });

  it('adds suppliers’ splits in exact paise', () => {
    const total = addSplits([gstSplit(lines, 'intra'), gstSplit(lines, 'inter')]);
    expect(total).toEqual({
      taxable: 2000.3,
      cgst: 60.01,
      sgst: 60.01,
      igst: 120.03,
      tax: 240.05,
      total: 2240.35,
    });
  });

  /** Independent: each line's halves half up by BigInt, the sums in BigInt, back to 2-decimal strings. */
  const rates = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28);
  const line = fc.record({ paise: fc.integer({ min: 0, max: 10 ** 12 }), rate: rates });

  it('totals are the sums of the lines, computed again with big integers (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), fc.boolean(), (items, intra) => {
        const halfUp = (n: bigint, d: bigint) => ((n % d) * 2n >= d ? n / d + 1n : n / d);
        let taxable = 0n;
        let tax = 0n;
        for (const item of items) {
          const hundredths = BigInt(Math.round(item.rate * 100));
          taxable += BigInt(item.paise);
          tax += intra
            ? 2n * halfUp(BigInt(item.paise) * hundredths, 20_000n)
            : halfUp(BigInt(item.paise) * hundredths, 10_000n);
        }
        const toText = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
        const split = splitTax(
          items.map((item) => ({ lineTotal: toText(BigInt(item.paise)), gstRate: item.rate })),
          intra ? 'intra' : 'inter',
        );
        expect(split.totals.taxable.toFixed(2)).toBe(toText(taxable));
        expect(split.totals.tax.toFixed(2)).toBe(toText(tax));
        expect(split.totals.total.toFixed(2)).toBe(toText(taxable + tax));
        expect(split.totals.cgst).toBe(split.totals.sgst);
        expect(intra ? split.totals.igst : split.totals.cgst).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
