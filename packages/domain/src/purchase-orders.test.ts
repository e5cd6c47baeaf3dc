import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestLinePerItem } from './line-awards';
import {
  amountInWords,
  financialYearOf,
  formatPoNumber,
  mayTransition,
  numberInIndianWords,
  PO_STATUSES,
  purchaseOrderEditSchema,
} from './purchase-orders';

describe('financialYearOf', () => {
  it('starts the year on 1 April', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-01-15')).toBe('2026-27');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(() => financialYearOf('31/03/2027')).toThrow(RangeError);
  });

  it('numbers orders PO/<year>/0001', () => {
    expect(formatPoNumber('2026-27', 1)).toBe('PO/2026-27/0001');
    expect(formatPoNumber('2026-27', 12345)).toBe('PO/2026-27/12345');
  });

  it('follows the organisation’s first month and prefix (decision 046)', () => {
    expect(financialYearOf('2027-03-31', 4)).toBe('2026-27');
    expect(financialYearOf('2026-12-31', 1)).toBe('2026');
    expect(financialYearOf('2027-01-01', 1)).toBe('2027');
    expect(financialYearOf('2026-06-30', 7)).toBe('2025-26');
    expect(financialYearOf('2026-07-01', 7)).toBe('2026-27');
    expect(() => financialYearOf('2026-07-01', 13)).toThrow(RangeError);
    expect(formatPoNumber('2026-27', 7, 'SIP')).toBe('SIP/2026-27/0007');
  });
});

describe('amount in words (Indian style)', () => {
  it('reads lakh and crore', () => {
    expect(amountInWords(123456780)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Paise Only',
    );
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(1_000_000_000_000)).toBe('Rupees One Thousand Crore Only');
    expect(amountInWords(100_000_000_000_000)).toBe('Rupees One Lakh Crore Only');
    expect(amountInWords(1_10_01_011_00)).toBe('Rupees One Crore Ten Lakh One Thousand Eleven Only');
    expect(amountInWords(99_999_99)).toBe(
      'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    );
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });

  /** Words back to a number, independently: the round trip proves no group is lost or doubled. */
  function parseIndianWords(words: string): bigint {
    const small: Record<string, number> = {};
    [
      'Zero',
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
      'Six',
      'Seven',
      'Eight',
      'Nine',
      'Ten',
      'Eleven',
      'Twelve',
      'Thirteen',
      'Fourteen',
      'Fifteen',
      'Sixteen',
      'Seventeen',
      'Eighteen',
      'Nineteen',
    ].forEach((word, index) => {
      small[word] = index;
    });
    ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].forEach((word, index) => {
      small[word] = (index + 2) * 10;
    });
    const scales: Record<string, bigint> = { Thousand: 1000n, Lakh: 100_000n };
    const tokens = words.split(' ');
    const crore = tokens.lastIndexOf('Crore');
    if (crore >= 0)
      return (
        parseIndianWords(tokens.slice(0, crore).join(' ')) * 10_000_000n +
        (crore + 1 < tokens.length ? parseIndianWords(tokens.slice(crore + 1).join(' ')) : 0n)
      );
    let total = 0n;
    let group = 0n;
    for (const token of tokens) {
      if (token === 'Hundred') group *= 100n;
      else if (scales[token]) {
        total += group * (scales[token] as bigint);
        group = 0n;
      } else group += BigInt(small[token] ?? Number.NaN);
    }
    return total + group;
  }

  it('round-trips any whole number of rupees up to 10^15', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => {
        expect(parseIndianWords(numberInIndianWords(n))).toBe(n);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the order state machine', () => {
  it('allows exactly the documented transitions', () => {
    const allowed = PO_STATUSES.flatMap((status) =>
      (['edit', 'issue', 'acknowledge', 'cancel', 'reissue'] as const)
        .filter((action) => mayTransition(action, status))
        .map((action) => `${status}:${action}`),
    );
    expect(allowed).toEqual([
      'Draft:edit',
      'Draft:issue',
      'Draft:cancel',
      'Issued:acknowledge',
      'Issued:cancel',
      'Acknowledged:cancel',
      'Cancelled:reissue',
    ]);
  });

  it('reads a draft edit with trimmed text and a date or none', () => {
    expect(purchaseOrderEditSchema.parse({ paymentTerms: '  30 days ', deliveryDate: '2026-12-01' })).toEqual(
      {
        paymentTerms: '30 days',
        deliveryDate: '2026-12-01',
      },
    );
    expect(purchaseOrderEditSchema.safeParse({ deliveryDate: '01/12/2026' }).success).toBe(false);
    expect(purchaseOrderEditSchema.safeParse({ notes: 'x'.repeat(5000) }).success).toBe(false);
  });
});

describe('lowestLinePerItem', () => {
  it('takes the lowest unit price per item, the earliest on a tie', () => {
    const lowest = lowestLinePerItem([
      { tenderItemId: 'a', lineId: 'l1', unitPricePaise: 500 },
      { tenderItemId: 'a', lineId: 'l2', unitPricePaise: 400 },
      { tenderItemId: 'a', lineId: 'l3', unitPricePaise: 400 },
      { tenderItemId: 'b', lineId: 'l4', unitPricePaise: 900 },
      { tenderItemId: null, lineId: 'l5', unitPricePaise: 1 },
    ]);
    expect(Object.fromEntries(lowest)).toEqual({ a: 'l2', b: 'l4' });
  });
});
