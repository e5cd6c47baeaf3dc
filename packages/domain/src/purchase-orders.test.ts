import { describe, expect, it } from 'vitest';
import { lowestLinePerItem } from './line-awards';
import {
  financialYearOf,
  formatPoNumber,
  mayTransition,
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
