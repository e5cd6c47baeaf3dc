import { describe, expect, it } from 'vitest';
import { type ComparisonLineInput, type ComparisonQuotationInput, compareQuotations } from './comparison';

const item = (id: string, itemCode: string) => ({
  id,
  itemCode,
  itemName: itemCode,
  partNo: '',
  manufacturer: '',
  uom: 'pcs',
  qty: '1.00',
});

const line = (
  id: string,
  tenderItemId: string | null,
  unitPrice: string,
  gstRate = 0,
): ComparisonLineInput => ({
  id,
  tenderItemId,
  itemCode: tenderItemId ?? 'EXTRA',
  itemName: '',
  partNo: '',
  manufacturer: '',
  uom: 'pcs',
  qty: '1.00',
  unitPrice,
  gstRate,
});

const quotation = (quotationId: string, lines: ComparisonLineInput[]): ComparisonQuotationInput => ({
  quotationId,
  supplierId: `s-${quotationId}`,
  supplierName: quotationId,
  submittedAt: '2030-01-01T00:00:00.000Z',
  revised: false,
  revisedAt: null,
  reference: null,
  deliveryDays: null,
  validUntil: null,
  notes: '',
  lines,
});

const ITEMS = [item('i1', 'A'), item('i2', 'B')];

describe('compareQuotations', () => {
  it('marks the lowest unit price per item (ties all) and the lowest total with GST among complete quotations', () => {
    const result = compareQuotations(
      ITEMS,
      [
        quotation('q1', [line('l1', 'i1', '10.00', 18), line('l2', 'i2', '5.00')]),
        quotation('q2', [line('l3', 'i1', '9.00', 28), line('l4', null, '1.00')]),
        quotation('q3', [line('l5', 'i1', '9.00'), line('l6', 'i2', '6.00')]),
      ],
      'q2',
    );
    const [q1, q2, q3] = result.suppliers;
    expect(q1?.cells.map((cell) => cell.quoted && cell.lowest)).toEqual([false, true]);
    expect(q2?.cells).toEqual([
      expect.objectContaining({ lowest: true, gstAmount: 2.52 }),
      { quoted: false },
    ]);
    expect(q3?.cells.map((cell) => cell.quoted && cell.lowest)).toEqual([true, false]);
    expect(q2?.extraLines.map((extra) => extra.lineId)).toEqual(['l4']);
    // Complete: q1 (16.80 with GST) and q3 (15.00): q3 is the lowest; q2 is cheaper but incomplete.
    expect(result.suppliers.map((s) => [s.complete, s.totalWithGst, s.lowestTotal, s.selected])).toEqual([
      [true, 16.8, false, false],
      [false, 12.52, false, true],
      [true, 15, true, false],
    ]);
  });

  it('marks nothing with a single quotation, and lists a second line of the same item apart', () => {
    const result = compareQuotations(
      ITEMS,
      [quotation('q1', [line('l1', 'i1', '1.00'), line('l2', 'i1', '2.00')])],
      null,
    );
    const [only] = result.suppliers;
    expect(only?.cells[0]).toMatchObject({ quoted: true, lineId: 'l1', lowest: false });
    expect(only?.extraLines.map((extra) => extra.lineId)).toEqual(['l2']);
    expect(only?.lowestTotal).toBe(false);
  });

  it('among incomplete quotations only, marks the lowest total of all', () => {
    const result = compareQuotations(
      ITEMS,
      [quotation('q1', [line('l1', 'i1', '3.00')]), quotation('q2', [line('l2', 'i2', '2.00')])],
      null,
    );
    expect(result.suppliers.map((s) => s.lowestTotal)).toEqual([false, true]);
  });
});
