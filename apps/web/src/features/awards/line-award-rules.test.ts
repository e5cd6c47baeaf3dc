import type { ComparisonView } from '@tenderdesk/domain/comparison';
import { inLocale, installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { lineAwardText } from '@tenderdesk/domain/ui/line-award';
import { describe, expect, it } from 'vitest';
import {
  choicesChanged,
  lineAwardsBody,
  lineOptions,
  preselectLowest,
  savePlan,
  storedChoices,
} from './line-award-rules';

const cell = (lineId: string, unitPrice: number, lowest = false) => ({
  quoted: true as const,
  lineId,
  qty: 1,
  unitPrice,
  gstRate: 18,
  lineTotal: unitPrice,
  gstAmount: 0,
  lowest,
});

const view = {
  items: [{ tenderItemId: 'i1' }, { tenderItemId: 'i2' }],
  suppliers: [
    { supplierName: 'Asha', cells: [cell('a1', 48500), cell('a2', 3000, true)] },
    { supplierName: 'Bharat', cells: [cell('b1', 46900, true), { quoted: false }] },
  ],
} as unknown as ComparisonView;

const awards = (over: Partial<LineAwardsView> = {}) =>
  ({
    mode: null,
    draftOrders: 0,
    items: [
      { tenderItemId: 'i1', lowestLineId: 'b1', awarded: null },
      { tenderItemId: 'i2', lowestLineId: 'a2', awarded: null },
    ],
    ...over,
  }) as unknown as LineAwardsView;

describe('award by line', () => {
  it("offers each item the suppliers' quoted lines, the lowest marked", () => {
    const options = lineOptions(view);
    expect(options.get('i1')?.map((option) => [option.value, option.lowest])).toEqual([
      ['a1', false],
      ['b1', true],
    ]);
    expect(options.get('i2')?.map((option) => option.value)).toEqual(['a2']);
    expect(options.get('i1')?.[1]?.label).toBe('Bharat · ₹46,900.00 / unit');
  });

  it('preselects the lowest line of each item and sends only chosen items', () => {
    const start = storedChoices(awards());
    expect(start).toEqual({ i1: '', i2: '' });
    const lowest = preselectLowest(awards(), start);
    expect(lowest).toEqual({ i1: 'b1', i2: 'a2' });
    expect(choicesChanged(awards(), lowest)).toBe(true);
    expect(lineAwardsBody({ i1: 'b1', i2: '' }, false)).toEqual({
      lines: [{ tenderItemId: 'i1', quotationLineId: 'b1' }],
    });
  });

  it('asks to replace a whole award or discard drafts, and plainly otherwise', () => {
    expect(savePlan(awards(), null)).toEqual({
      confirm: purchaseOrderMessages.confirmLineAwards,
      replace: false,
    });
    expect(savePlan(awards({ mode: 'quotation' }), 'Asha')).toEqual({
      confirm: purchaseOrderMessages.wholeAwardExists('Asha'),
      replace: true,
    });
    expect(savePlan(awards({ mode: 'lines', draftOrders: 2 }), null).replace).toBe(true);
  });
});

describe('award by line in Hindi (issue 26)', () => {
  installTranslations('hi', hindi, compileIcu);
  it('words the options and the question with the texts given', () => {
    const t = inLocale(lineAwardText, 'hi');
    expect(lineOptions(view, t).get('i1')?.[1]?.label).toBe('Bharat · ₹46,900.00 / इकाई');
    const orders = inLocale(purchaseOrderMessages, 'hi');
    const ui = inLocale(awardsText, 'hi');
    expect(savePlan(awards({ mode: 'quotation' }), null, orders, ui).confirm).toBe(
      orders.wholeAwardExists('कोई अन्य आपूर्तिकर्ता'),
    );
    expect(savePlan(awards(), null, orders, ui).confirm).toBe('ये पंक्तिवार अवार्ड सहेजें?');
  });
});
