import type { BoqPrefill } from '@tenderdesk/domain/boq';
import type { TenderItem } from '@tenderdesk/domain/tender-rules';
import { describe, expect, it } from 'vitest';
import { applyBoqPrefill, boqProblemLines } from './boq-prefill';
import { blankLine, editorTotals, newQuotationState, notQuotedCount } from './quotation-editor-state';

const item = (itemCode: string, qty: number): TenderItem => ({
  _id: itemCode,
  itemCode,
  itemName: `Item ${itemCode}`,
  partNo: '',
  manufacturer: '',
  uom: 'Nos',
  qty,
});

const prefill: BoqPrefill = {
  lines: [
    {
      position: 0,
      itemCode: 'A-1',
      qty: '2.50',
      unitPrice: '19.99',
      gstRate: 5,
      lineTotal: 49.98,
      gstAmount: 2.5,
    },
    {
      position: 1,
      itemCode: 'B-2',
      qty: '3.00',
      unitPrice: null,
      gstRate: null,
      lineTotal: null,
      gstAmount: null,
    },
  ],
  priced: 1,
  total: 49.98,
  gstTotal: 2.5,
  totalWithGst: 52.48,
};

describe('applyBoqPrefill', () => {
  it('puts the file’s prices on the tender’s lines, leaves empty ones unquoted and keeps added lines', () => {
    const start = newQuotationState([item('A-1', 2.5), item('B-2', 3)]);
    const added = { ...blankLine(), itemCode: 'X', unitPrice: '4' };
    const withTyped = {
      ...start,
      notes: 'kept',
      lines: [...start.lines.map((line) => ({ ...line, unitPrice: '1' })), added],
    };
    const next = applyBoqPrefill(withTyped, prefill);
    expect(next.lines.map((line) => [line.qty, line.unitPrice, line.gstRate])).toEqual([
      ['2.50', '19.99', '5'],
      ['3.00', '', '18'],
      ['1', '4', '18'],
    ]);
    expect(next.notes).toBe('kept');
    expect(notQuotedCount(next)).toBe(1);
    // The screen's totals (domain arithmetic) agree with the server's figures.
    const totals = editorTotals({ ...next, lines: next.lines.slice(0, 2) });
    expect(totals?.totalWithGst).toBe(5248);
  });
  it('leaves a line alone when the codes disagree', () => {
    const state = newQuotationState([item('Z-9', 1)]);
    expect(applyBoqPrefill(state, prefill).lines[0]?.unitPrice).toBe('');
  });
});

describe('boqProblemLines', () => {
  it('splits the refusal into its heading and its rows', () => {
    expect(boqProblemLines('2 problems:\nRow 5, Unit price (₹): bad\nRow 6, GST rate (%): bad')).toEqual({
      heading: '2 problems:',
      problems: ['Row 5, Unit price (₹): bad', 'Row 6, GST rate (%): bad'],
    });
  });
});
