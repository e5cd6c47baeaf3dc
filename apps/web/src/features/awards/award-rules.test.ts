import { awardMessages } from '@tenderdesk/domain/award-messages';
import { inLocale, installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { describe, expect, it } from 'vitest';
import {
  asksToReplace,
  checkMargin,
  closedOnText,
  gstSplitText,
  marginInputText,
  marginPreview,
  matchesReceived,
  quantity,
  quotedItemsText,
  readQuotationText,
  readTenderParam,
  receivedSummary,
  rupees,
  selectPlan,
  tenderOptionLabel,
  writeTenderParam,
} from './award-rules';

const view = {
  items: [
    {
      itemCode: 'PMP-100',
      itemName: 'Pump',
      partNo: 'CP-5',
      manufacturer: 'Kirloskar',
      uom: 'Nos',
      qty: 4,
      unitPrice: 1234567.89,
      gstRate: 18,
      totalPrice: 4938271.56,
      total: 4938271.56,
      gstAmount: 888888.88,
    },
  ],
  total: 4938271.56,
  gstTotal: 888888.88,
  totalWithGst: 5827160.44,
  notes: '',
  reference: null,
  deliveryDays: null,
  validUntil: null,
  submittedAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-04T11:30:00.000Z',
  revision: 2,
};

const row = (overrides: Partial<ReceivedQuotationRow> = {}): ReceivedQuotationRow => ({
  _id: 'q1',
  tenderId: 't1',
  addendumPending: false,
  latestAddendum: 0,
  projectName: 'Hebbal Pumping Station',
  organisation: 'Bengaluru Water Supply Board',
  supplierId: 's1',
  supplierName: 'Shakti Pumps Ltd',
  submittedAt: '2026-03-02T10:00:00.000Z',
  status: 'Approved',
  revision: 1,
  quotation: JSON.stringify(view),
  sealed: false,
  opensOn: null,
  selected: false,
  ...overrides,
});

describe('money and quantities as the server sent them', () => {
  it('formats rupees with Indian grouping and exactly 2 decimals', () => {
    expect(rupees(5827160.44)).toBe('₹58,27,160.44');
    expect(rupees(0.1 + 0.2)).toBe('₹0.30');
    expect(rupees(90071992547409.91)).toBe('₹9,00,71,99,25,47,409.91');
    expect(rupees(null)).toBe('-');
  });

  it('shows quantities with 2 decimals', () => {
    expect(quantity(12.5)).toBe('12.50');
    expect(quantity(1250)).toBe('1,250.00');
  });
});

describe('the quotation text', () => {
  it('reads priced lines, the sealed placeholder and free text', () => {
    expect(readQuotationText(JSON.stringify(view)).kind).toBe('priced');
    expect(readQuotationText('{"sealed":true,"opensOn":"2026-04-01","submittedAt":"x","items":[]}')).toEqual({
      kind: 'sealed',
      opensOn: '2026-04-01',
    });
    expect(readQuotationText('Please call us for the price')).toEqual({
      kind: 'raw',
      text: 'Please call us for the price',
    });
    expect(readQuotationText('{"items":[],"notes":"x"}').kind).toBe('raw');
  });

  it('summarises a row: total with GST, revised and when, selected, sealed', () => {
    expect(receivedSummary(row())).toMatchObject({ sealed: false, totalWithGst: 5827160.44, revised: false });
    expect(receivedSummary(row({ revision: 2, selected: true }))).toMatchObject({
      revised: true,
      revisedAt: '2026-03-04T11:30:00.000Z',
      selected: true,
    });
    const sealed = receivedSummary(
      row({
        sealed: true,
        opensOn: '2026-04-01',
        quotation: '{"sealed":true,"opensOn":"2026-04-01","items":[]}',
      }),
    );
    expect(sealed).toMatchObject({ sealed: true, opensOn: '2026-04-01', totalWithGst: null });
  });

  it('searches project, organisation and supplier in any case', () => {
    expect(matchesReceived(row(), 'hebbal')).toBe(true);
    expect(matchesReceived(row(), 'SHAKTI')).toBe(true);
    expect(matchesReceived(row(), 'water supply')).toBe(true);
    expect(matchesReceived(row(), 'valves')).toBe(false);
    expect(matchesReceived(row(), '  ')).toBe(true);
  });
});

describe('the tender in the address', () => {
  it('reads a plain id and ignores anything else', () => {
    expect(readTenderParam(new URLSearchParams('tender=3f2c-11aa'))).toBe('3f2c-11aa');
    expect(readTenderParam(new URLSearchParams('tender=../x'))).toBe('');
    expect(readTenderParam(new URLSearchParams(''))).toBe('');
  });

  it('writes it and keeps other parameters', () => {
    const next = writeTenderParam(new URLSearchParams('page=2'), 'abc');
    expect(next.toString()).toBe('page=2&tender=abc');
    expect(writeTenderParam(next, null).toString()).toBe('page=2');
  });

  it('labels a tender by project code and title', () => {
    expect(tenderOptionLabel({ projectCode: 'RFQ-14', projectTitle: 'Pumps' })).toBe('RFQ-14 – Pumps');
    expect(quotedItemsText(3, 4)).toBe('3 of 4 items quoted');
  });
});

describe('the Select buttons', () => {
  const shakti = { quotationId: 'a', supplierName: 'Shakti' };
  const kirloskar = { quotationId: 'b', supplierName: 'Kirloskar' };
  const suppliers = [shakti, kirloskar];

  it('selects when nothing is awarded', () => {
    expect(selectPlan(shakti, suppliers, null)).toEqual({
      label: 'Select',
      current: false,
      confirm: awardMessages.confirmSelect('Shakti'),
      replace: false,
    });
  });

  it('reads Selected on the award and Change award (with replace) on the others', () => {
    expect(selectPlan(shakti, suppliers, 'a')).toMatchObject({ label: 'Selected', current: true });
    expect(selectPlan(kirloskar, suppliers, 'a')).toEqual({
      label: 'Change award',
      current: false,
      confirm: awardMessages.confirmChange('Shakti', 'Kirloskar'),
      replace: true,
    });
  });
});

describe('margins', () => {
  it('checks the value with the domain rule before sending', () => {
    expect(checkMargin('12.5')).toEqual({ ok: true, value: '12.50' });
    expect(checkMargin('-1')).toEqual({ ok: false, message: awardMessages.marginValueInvalid });
    expect(checkMargin('1.234')).toEqual({ ok: false, message: awardMessages.marginValueInvalid });
    expect(checkMargin('')).toEqual({ ok: false, message: awardMessages.marginValueInvalid });
  });

  it('previews a percentage and a fixed margin exactly, rounding half up', () => {
    expect(marginPreview(4938271.56, 'Percentage', '12.5')).toEqual({
      marginAmount: 617283.95,
      priceWithMargin: 5555555.51,
    });
    expect(marginPreview(1000, 'Fixed Amount', '250.75')).toEqual({
      marginAmount: 250.75,
      priceWithMargin: 1250.75,
    });
    expect(marginPreview(1000, 'Percentage', 'ten')).toBeNull();
  });

  it('shows a saved value as typed text', () => {
    expect(marginInputText(0)).toBe('0');
    expect(marginInputText(12.5)).toBe('12.50');
  });
});

describe('asksToReplace', () => {
  it('takes the 409s a confirmation lifts: awarded by line, draft orders to discard', () => {
    expect(asksToReplace(409, purchaseOrderMessages.lineAwardsExist)).toBe(true);
    expect(asksToReplace(409, purchaseOrderMessages.draftsExist(1))).toBe(true);
    expect(asksToReplace(409, purchaseOrderMessages.draftsExist(12))).toBe(true);
  });

  it('leaves the final refusals and other statuses alone', () => {
    expect(asksToReplace(409, purchaseOrderMessages.ordersIssued)).toBe(false);
    expect(asksToReplace(409, awardMessages.notApproved)).toBe(false);
    expect(asksToReplace(400, purchaseOrderMessages.lineAwardsExist)).toBe(false);
    expect(asksToReplace(409, '3 draft purchase orders were kept.')).toBe(false);
  });
});

describe('selectPlan on a tender awarded by line', () => {
  it('asks to replace the line awards on every supplier', () => {
    const suppliers = [
      { quotationId: 'q1', supplierName: 'Asha' },
      { quotationId: 'q2', supplierName: 'Bharat' },
    ];
    expect(selectPlan(suppliers[0] as (typeof suppliers)[0], suppliers, null, 'lines')).toEqual({
      label: 'Change award',
      current: false,
      confirm: purchaseOrderMessages.lineAwardsExist,
      replace: true,
    });
    expect(selectPlan(suppliers[1] as (typeof suppliers)[0], suppliers, null, null).label).toBe('Select');
  });
});

describe('gstSplitText', () => {
  const totals = { taxable: 100, cgst: 9, sgst: 9, igst: 0, tax: 18, total: 118 };
  it('names CGST + SGST within the state, IGST between states, none for a non-registrant', () => {
    expect(gstSplitText({ ...totals, supplyKind: 'intra' })).toBe('CGST ₹9.00 + SGST ₹9.00');
    expect(gstSplitText({ ...totals, cgst: 0, sgst: 0, igst: 18, supplyKind: 'inter' })).toBe('IGST ₹18.00');
    expect(gstSplitText({ ...totals, supplyKind: 'untaxed' })).toBe('No GST: not a regular GST registrant');
  });
});

describe('closedOnText', () => {
  it('says the day the tender really closed, an early close included, in the portal’s zone', () => {
    expect(closedOnText({ closingDate: '2026-11-30', closed: false })).toBe('');
    expect(closedOnText({ closingDate: '2026-11-30', closed: true })).toBe('Closed on 30 Nov 2026');
    // 19:00 UTC on the 20th is already the 21st in India.
    expect(
      closedOnText({ closingDate: '2026-11-30', closed: true, closedEarlyAt: '2026-11-20T19:00:00.000Z' }),
    ).toBe('Closed early on 21 Nov 2026');
  });
});

describe('in Hindi (issue 26)', () => {
  installTranslations('hi', hindi, compileIcu);
  const ui = inLocale(awardsText, 'hi');
  const award = inLocale(awardMessages, 'hi');
  const orders = inLocale(purchaseOrderMessages, 'hi');

  it('words the rules with the texts given, English by default', () => {
    expect(quotedItemsText(1, 4, ui)).toBe('4 में से 1 मद कोट की गई');
    expect(quotedItemsText(3, 4, ui)).toBe('4 में से 3 मदें कोट की गईं');
    expect(closedOnText({ closingDate: '2026-11-30', closed: true }, ui)).toBe('30 Nov 2026 को बंद हुई');
    const totals = { taxable: 100, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 100 };
    expect(gstSplitText({ ...totals, supplyKind: 'untaxed' }, ui)).toBe(
      'GST नहीं: आपूर्तिकर्ता नियमित GST पंजीकृत नहीं है',
    );
    const shakti = { quotationId: 'a', supplierName: 'Shakti' };
    const plan = selectPlan(shakti, [shakti], 'gone', 'quotation', { award, orders, ui });
    expect(plan.confirm).toBe(award.confirmChange('कोई अन्य आपूर्तिकर्ता', 'Shakti'));
    expect(plan.confirm).toContain('क्या आप वाकई');
    expect(checkMargin('x', award)).toEqual({ ok: false, message: award.marginValueInvalid });
  });

  it("takes the server's Hindi questions as it takes the English ones", () => {
    expect(orders.draftsExist(2)).not.toBe(purchaseOrderMessages.draftsExist(2));
    expect(asksToReplace(409, orders.draftsExist(2), orders)).toBe(true);
    expect(asksToReplace(409, orders.lineAwardsExist, orders)).toBe(true);
    expect(asksToReplace(409, purchaseOrderMessages.draftsExist(2), orders)).toBe(true);
    expect(asksToReplace(409, orders.ordersIssued, orders)).toBe(false);
    expect(asksToReplace(409, orders.draftsExist(2))).toBe(false);
  });
});
