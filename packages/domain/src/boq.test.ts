import { describe, expect, it } from 'vitest';
import {
  type BoqItem,
  type BoqSheetRow,
  boqChecksumText,
  boqItemRow,
  boqPrefill,
  boqProblemsText,
  readBoqRows,
  readGstRate,
  readUnitPrice,
} from './boq';
import { priceQuotation } from './quotations';

const items: BoqItem[] = [
  {
    itemCode: 'CB-1',
    itemName: 'Cable',
    partNo: 'P1',
    manufacturer: 'Acme',
    uom: 'm',
    hsnSac: '8544',
    qty: '12.50',
  },
  { itemCode: 'CL-2', itemName: 'Clips', partNo: '', manufacturer: '', uom: 'pcs', hsnSac: null, qty: '3' },
  {
    itemCode: 'SW-3',
    itemName: 'Switch',
    partNo: 'S',
    manufacturer: 'Brand',
    uom: 'nos',
    hsnSac: null,
    qty: 7,
  },
];

const row = (
  position: number,
  unitPrice: string,
  gstRate: string,
  fields: Partial<BoqSheetRow> = {},
): BoqSheetRow => ({
  row: boqItemRow(position),
  slNo: String(position + 1),
  itemCode: items[position]?.itemCode ?? '',
  unitPrice,
  gstRate,
  ...fields,
});

describe('boqChecksumText', () => {
  const base = boqChecksumText(items);
  it('is stable for the same items, whatever the quantity is written as or the spaces around text', () => {
    const same = items.map((item) => ({ ...item, itemName: ` ${item.itemName} `, qty: Number(item.qty) }));
    expect(boqChecksumText(same)).toBe(base);
    expect(boqChecksumText(items.map((item) => ({ ...item })))).toBe(base);
  });
  it('changes when an item code, a quantity, a unit, the HSN/SAC, the order or the count changes', () => {
    const changed = (index: number, patch: Partial<BoqItem>) =>
      boqChecksumText(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
    expect(changed(0, { itemCode: 'CB-9' })).not.toBe(base);
    expect(changed(1, { qty: '3.01' })).not.toBe(base);
    expect(changed(2, { uom: 'set' })).not.toBe(base);
    expect(changed(1, { hsnSac: '9999' })).not.toBe(base);
    expect(changed(0, { itemName: 'Cable, armoured' })).not.toBe(base);
    expect(boqChecksumText([items[1], items[0], items[2]] as BoqItem[])).not.toBe(base);
    expect(boqChecksumText(items.slice(0, 2))).not.toBe(base);
  });
});

describe('readUnitPrice and readGstRate', () => {
  it('read prices above zero with at most 2 decimals', () => {
    expect(readUnitPrice('19.99')).toBe('19.99');
    expect(readUnitPrice('1,250.5')).toBe('1250.50');
    expect(readUnitPrice('₹ 40')).toBe('40.00');
    for (const bad of ['-5', '-0.01', '1.234', 'abc', '1e3']) expect(readUnitPrice(bad)).toBeNull();
    // A free item: 0, as the typed quotation allows.
    expect(readUnitPrice('0')).toBe('0.00');
    expect(readUnitPrice('₹ 0.00')).toBe('0.00');
  });
  it("read the portal's GST rates only", () => {
    expect(readGstRate('18')).toBe(18);
    expect(readGstRate('5%')).toBe(5);
    expect(readGstRate('0')).toBe(0);
    for (const bad of ['17', '0.18', 'x', '']) expect(readGstRate(bad)).toBeNull();
  });
});

describe('readBoqRows', () => {
  it('reads prices by serial number; empty prices are not quoted', () => {
    const read = readBoqRows(items, [row(0, '19.99', '18'), row(1, '', ''), row(2, '100', '5%')]);
    expect(read.problems).toEqual([]);
    expect(read.prices).toEqual([
      { unitPrice: '19.99', gstRate: 18 },
      null,
      { unitPrice: '100.00', gstRate: 5 },
    ]);
  });
  it('names the row and column of wrong numbers, missing and extra rows and a changed code', () => {
    const read = readBoqRows(items, [
      row(0, '-1', '18'),
      row(2, '12.345', '17', { itemCode: 'sw-3' }),
      { row: 9, slNo: '4', itemCode: 'NEW', unitPrice: '5', gstRate: '18' },
      { row: 10, slNo: '1', itemCode: 'CB-1', unitPrice: '5', gstRate: '18' },
    ]);
    expect(read.problems).toEqual([
      { row: 5, column: 'Unit price (₹)', message: expect.stringContaining('“-1” is not a price') },
      { row: 6, column: 'Item code', message: expect.stringContaining('Item CL-2 is missing') },
      { row: 7, column: 'Unit price (₹)', message: expect.stringContaining('“12.345” is not a price') },
      { row: 7, column: 'GST rate (%)', message: expect.stringContaining('“17” is not a GST rate') },
      { row: 9, column: 'Sl. No.', message: expect.stringContaining('not an item of the tender') },
      { row: 10, column: 'Sl. No.', message: expect.stringContaining('not an item of the tender') },
    ]);
    const changed = readBoqRows(items, [
      row(0, '1', '18', { itemCode: 'XX' }),
      row(1, '1', ''),
      row(2, '', ''),
    ]);
    expect(changed.problems).toEqual([
      { row: 5, column: 'Item code', message: expect.stringContaining('Expected item CB-1') },
      { row: 6, column: 'GST rate (%)', message: 'Choose the GST rate of this item.' },
    ]);
    expect(boqProblemsText(changed.problems).split('\n')).toEqual([
      'Your BoQ has 2 problems; correct them in the file and upload it again:',
      expect.stringMatching(/^Row 5, Item code: Expected item CB-1/),
      'Row 6, GST rate (%): Choose the GST rate of this item.',
    ]);
  });
});

describe('boqPrefill', () => {
  it('prices the lines exactly as a typed quotation of the same prices', () => {
    const prices = [
      { unitPrice: '19.99', gstRate: 18 as const },
      null,
      { unitPrice: '0.07', gstRate: 5 as const },
    ];
    const result = boqPrefill(items, prices);
    if (!result.ok) throw new Error(result.message);
    const typed = priceQuotation([
      { qty: '12.50', unitPrice: '19.99', gstRate: 18 },
      { qty: '7', unitPrice: '0.07', gstRate: 5 },
    ]);
    expect(result.value).toMatchObject({
      priced: 2,
      total: typed.total / 100,
      gstTotal: typed.gstTotal / 100,
      totalWithGst: typed.totalWithGst / 100,
    });
    expect(result.value.lines.map((line) => line.lineTotal)).toEqual([249.88, null, 0.49]);
    expect(result.value.lines[0]).toMatchObject({ gstAmount: 44.98, unitPrice: '19.99' });
  });
  it('refuses a file without prices', () => {
    expect(boqPrefill(items, [null, null, null])).toEqual({
      ok: false,
      message: expect.stringContaining('no unit prices'),
    });
  });
});
