import { describe, expect, it } from 'vitest';
import { redactChanges, SEALED_VALUE } from './sealing';

/*
 * The allow-list that redacts audit details of a sealed, open tender (decision 040); the reads that
 * apply it are walked by plugins/sealed-walk.test.ts.
 */

describe('redactChanges', () => {
  it("keeps a quotation event's ids and counts and seals its totals and salt", () => {
    const changes = {
      tenderId: 't',
      supplierId: 's',
      lines: 2,
      total: '10.00',
      totalWithGst: '11.80',
      salt: 'ab',
    };
    expect(redactChanges('quotation.submit', changes)).toEqual({
      redacted: true,
      changes: {
        tenderId: 't',
        supplierId: 's',
        lines: 2,
        total: SEALED_VALUE,
        totalWithGst: SEALED_VALUE,
        salt: SEALED_VALUE,
      },
    });
  });

  it('seals a field it does not know, and every field of an action it does not know', () => {
    expect(redactChanges('quotation.revise', { revision: { from: 1, to: 2 }, unitPrice: 5 })).toEqual({
      redacted: true,
      changes: { revision: { from: 1, to: 2 }, unitPrice: SEALED_VALUE },
    });
    expect(redactChanges('quotation.withdraw', { tenderId: 't' })).toEqual({
      redacted: true,
      changes: { tenderId: SEALED_VALUE },
    });
    expect(redactChanges('quotation.submit', ['10.00'])).toEqual({ redacted: true, changes: SEALED_VALUE });
  });

  it('leaves actions without prices, and empty details, as they are', () => {
    const changes = { status: { from: 'Draft', to: 'Published' } };
    expect(redactChanges('tender.publish', changes)).toEqual({ redacted: false, changes });
    expect(redactChanges('quotation.submit', null)).toEqual({ redacted: false, changes: null });
    expect(redactChanges('quotation.revise', { revision: { from: 1, to: 2 }, notes: 'replaced' })).toEqual({
      redacted: false,
      changes: { revision: { from: 1, to: 2 }, notes: 'replaced' },
    });
  });
});
