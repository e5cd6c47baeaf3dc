import { messages } from '@tenderdesk/domain/messages';
import type { MyQuotationRow, QuotationView } from '@tenderdesk/domain/quotations';
import type { TenderItem } from '@tenderdesk/domain/tender-rules';
import { describe, expect, it } from 'vitest';
import {
  blankLine,
  checkQuotation,
  type EditorState,
  editBlockOf,
  editorTotals,
  editQuotationState,
  lineErrorKey,
  matchesQuotation,
  newQuotationState,
  notQuotedCount,
  readStoredQuotation,
  rupees,
  sameState,
  serverErrorKey,
  storedRupees,
} from './quotation-editor-state';

const item = (overrides: Partial<TenderItem> = {}): TenderItem => ({
  _id: 'i1',
  itemCode: 'PMP-100',
  itemName: 'Centrifugal pump',
  partNo: 'CP-5',
  manufacturer: 'Kirloskar',
  uom: 'Nos',
  qty: 4,
  ...overrides,
});

const ITEMS = [item(), item({ _id: 'i2', itemCode: 'VLV-050', itemName: 'Gate valve', qty: 2.5 })];

function priced(state: EditorState, prices: string[]): EditorState {
  return {
    ...state,
    lines: state.lines.map((line, index) => ({ ...line, unitPrice: prices[index] ?? line.unitPrice })),
  };
}

describe('a new quotation', () => {
  it('is prefilled from the tender’s items, prices blank', () => {
    const state = newQuotationState(ITEMS);
    expect(state.lines).toHaveLength(2);
    expect(state.lines[1]).toMatchObject({
      itemCode: 'VLV-050',
      itemName: 'Gate valve',
      uom: 'Nos',
      qty: '2.5',
      unitPrice: '',
      fromTender: true,
    });
    expect(notQuotedCount(state)).toBe(2);
  });
  it('starts with one blank line when the tender has none', () => {
    expect(newQuotationState([]).lines).toHaveLength(1);
    expect(blankLine()).toMatchObject({ qty: '1', unitPrice: '', fromTender: false });
  });
});

describe('totals, in exact paise', () => {
  it('2.5 x 19.99 is ₹49.98, with GST per line and the total with GST', () => {
    const state = priced(newQuotationState(ITEMS), ['100', '19.99']);
    state.lines[1] = { ...(state.lines[1] as EditorState['lines'][number]), gstRate: '5' };
    const totals = editorTotals(state);
    expect(rupees(totals?.lines[state.lines[1]?.key ?? ''])).toBe('₹49.98');
    // 400 at 18% = 72; 49.98 at 5% = 2.499 -> 2.50
    expect(totals?.total).toBe(44_998);
    expect(totals?.gstTotal).toBe(7_450);
    expect(rupees(totals?.totalWithGst)).toBe('₹524.48');
  });
  it('leaves unpriced lines out and groups amounts the Indian way', () => {
    const state = priced(newQuotationState(ITEMS), ['312500']);
    const totals = editorTotals(state);
    expect(totals?.lines[state.lines[1]?.key ?? '']).toBeNull();
    expect(rupees(totals?.total)).toBe('₹12,50,000.00');
  });
  it('is a dash beyond the exact range, never a drifted figure', () => {
    const state = priced(newQuotationState([item({ qty: 1 })]), ['9'.repeat(30)]);
    expect(editorTotals(state)).toBeNull();
    expect(rupees(null)).toBe('—');
  });
});

describe('checking before sending', () => {
  it('sends priced lines only, with exact strings and the extras', () => {
    const state = {
      ...priced(newQuotationState(ITEMS), ['', '19.99']),
      notes: ' Ex works ',
      deliveryDays: '21',
    };
    const checked = checkQuotation(state, new Date('2026-01-02T03:04:05Z'));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.payload.items).toHaveLength(1);
    expect(checked.payload.items[0]).toMatchObject({
      itemCode: 'VLV-050',
      qty: '2.5',
      unitPrice: '19.99',
      gstRate: 18,
      totalPrice: 49.98,
    });
    expect(checked.payload).toMatchObject({
      total: 49.98,
      deliveryDays: 21,
      reference: null,
      validUntil: null,
    });
    expect(checked.payload.submittedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(checked.sentKeys).toEqual([state.lines[1]?.key]);
  });
  it('needs at least one priced line', () => {
    const checked = checkQuotation(newQuotationState(ITEMS));
    expect(checked).toMatchObject({
      ok: false,
      first: 'items',
      errors: { items: messages.quotation.noPricedLines },
    });
  });
  it('puts a price with 3 decimals on its own input, numbered as the screen numbers it', () => {
    const state = priced(newQuotationState(ITEMS), ['', '19.999']);
    const checked = checkQuotation(state);
    const key = lineErrorKey(state.lines[1]?.key ?? '', 'unitPrice');
    expect(checked).toMatchObject({ ok: false, first: key });
    if (checked.ok) return;
    expect(checked.errors[key]).toBe(messages.quotation.unitPriceInvalid(2));
  });
  it('refuses a quantity below 1 and an added line without a price', () => {
    const base = newQuotationState([item()]);
    const added = { ...blankLine(), itemName: 'Spare seal kit' };
    const state: EditorState = {
      ...base,
      lines: [{ ...(base.lines[0] as EditorState['lines'][number]), qty: '0.5', unitPrice: '10' }, added],
    };
    const checked = checkQuotation(state);
    if (checked.ok) throw new Error('expected problems');
    expect(checked.errors[lineErrorKey(state.lines[0]?.key ?? '', 'qty')]).toBe(
      messages.quotation.qtyInvalid(1),
    );
    expect(checked.errors[lineErrorKey(added.key, 'unitPrice')]).toBe(messages.quotation.priceRequired(2));
  });
  it('drops an added line left blank', () => {
    const base = priced(newQuotationState([item()]), ['5']);
    const checked = checkQuotation({ ...base, lines: [...base.lines, blankLine()] });
    expect(checked.ok && checked.payload.items.length).toBe(1);
  });
  it('checks the extras even while a line is wrong', () => {
    const state = {
      ...priced(newQuotationState([item()]), ['abc']),
      deliveryDays: '2.5',
      validUntil: '2026-02-30',
    };
    const checked = checkQuotation(state);
    if (checked.ok) throw new Error('expected problems');
    expect(checked.errors.deliveryDays).toBe(messages.quotation.deliveryDaysInvalid);
    expect(checked.errors.validUntil).toBe(messages.quotation.validUntilInvalid);
    expect(checked.first).toBe(lineErrorKey(state.lines[0]?.key ?? '', 'unitPrice'));
  });
});

describe('a server 400 lands on its input', () => {
  it('maps items[i] over the lines sent', () => {
    expect(serverErrorKey('items[1].unitPrice', ['a', 'b'])).toBe(lineErrorKey('b', 'unitPrice'));
    expect(serverErrorKey('items[5].qty', ['a'])).toBe('items');
    expect(serverErrorKey('items', ['a'])).toBe('items');
    expect(serverErrorKey('quotation', [])).toBe('items');
    expect(serverErrorKey('notes', [])).toBe('notes');
    expect(serverErrorKey('tenderId', [])).toBeNull();
    expect(serverErrorKey(undefined, [])).toBeNull();
  });
});

const stored: QuotationView = {
  items: [
    {
      itemCode: 'EXTRA-1',
      itemName: 'Installation',
      partNo: '',
      manufacturer: '',
      uom: 'Lot',
      qty: 1,
      unitPrice: 5000,
      gstRate: 18,
      totalPrice: 5000,
      total: 5000,
      gstAmount: 900,
    },
    {
      itemCode: 'vlv-050',
      itemName: 'Gate valve',
      partNo: 'GV',
      manufacturer: 'L&T',
      uom: 'Nos',
      qty: 2.5,
      unitPrice: 19.99,
      gstRate: 5,
      totalPrice: 49.98,
      total: 49.98,
      gstAmount: 2.5,
    },
  ],
  total: 5049.98,
  gstTotal: 902.5,
  totalWithGst: 5952.48,
  notes: 'Ex works',
  reference: 'Q-17',
  deliveryDays: 30,
  validUntil: '2026-03-31',
  submittedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  revision: 1,
};

describe('editing a stored quotation', () => {
  it('puts the stored lines on the tender’s items (any case), then the added lines, with notes and extras', () => {
    const state = editQuotationState(stored, ITEMS);
    expect(state.lines.map((line) => [line.itemCode, line.unitPrice, line.gstRate, line.fromTender])).toEqual(
      [
        ['PMP-100', '', '18', true],
        ['vlv-050', '19.99', '5', true],
        ['EXTRA-1', '5000', '18', false],
      ],
    );
    expect(state).toMatchObject({
      notes: 'Ex works',
      reference: 'Q-17',
      deliveryDays: '30',
      validUntil: '2026-03-31',
    });
    expect(editorTotals(state)?.totalWithGst).toBe(595_248);
  });
  it('knows when nothing changed', () => {
    const state = editQuotationState(stored, ITEMS);
    expect(sameState(state, { ...state, lines: state.lines.map((line) => ({ ...line, key: 'x' })) })).toBe(
      true,
    );
    expect(sameState(state, { ...state, notes: 'changed' })).toBe(false);
  });
  it('reads the stored JSON text, or nothing', () => {
    expect(readStoredQuotation(JSON.stringify(stored))?.revision).toBe(1);
    expect(readStoredQuotation('plain notes')).toBeNull();
    expect(readStoredQuotation('{"notes":"x"}')).toBeNull();
    expect(storedRupees(5952.48)).toBe('₹5,952.48');
    expect(storedRupees(undefined)).toBe('—');
  });
});

const row = (overrides: Partial<MyQuotationRow> = {}): MyQuotationRow => ({
  _id: 'q1',
  tenderId: 't1',
  addendumPending: false,
  latestAddendum: 0,
  projectCode: 'RFQ-9',
  projectTitle: 'Supply of pumps',
  publishingDate: '2026-01-01',
  closingDate: '2026-01-31',
  isClosed: false,
  selected: false,
  awardedLines: false,
  status: 'Approved',
  quotation: JSON.stringify(stored),
  ...overrides,
});

describe('My Quotations', () => {
  it('offers Edit only while approved, open and not selected, else says why', () => {
    expect(editBlockOf(row())).toBeNull();
    expect(editBlockOf(row({ status: 'Rejected' }))).toBe(messages.quotation.notApproved);
    expect(editBlockOf(row({ selected: true }))).toBe(messages.quotation.selected);
    expect(editBlockOf(row({ isClosed: true }))).toBe(messages.quotation.closed('31 Jan 2026'));
  });
  it('says why Edit is off on a quotation awarded by line (issue 18)', () => {
    expect(editBlockOf(row({ awardedLines: true }))).toBe(messages.quotation.linesAwarded);
  });
  it('searches code, title and status', () => {
    expect(matchesQuotation(row(), 'rfq-9')).toBe(true);
    expect(matchesQuotation(row(), 'pumps')).toBe(true);
    expect(matchesQuotation(row(), 'valves')).toBe(false);
  });
});
