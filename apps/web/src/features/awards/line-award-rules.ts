import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { LineAwardsBody, LineAwardsView } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { lineAwardText } from '@tenderdesk/domain/ui/line-award';
import { rupees } from './award-rules';

/*
 * The pure rules of "Award by line" on /compareQuotation (issue 12, decision 033): each item's
 * choices (the approved suppliers' quoted lines of the comparison), the lowest preselected, the
 * set sent to the server and what the save asks first.
 */

/** Item id → the chosen quotation line id ('' when the item is left unawarded). */
export type LineChoices = Record<string, string>;

export type LineOption = { value: string; label: string; supplierName: string; lowest: boolean };

/**
 * Each item's quoted lines, one per supplier that priced it, in the comparison's order (`t`: the
 * panel's texts in the language on screen; English by default).
 */
export function lineOptions(view: ComparisonView, t = lineAwardText): Map<string, LineOption[]> {
  const options = new Map<string, LineOption[]>();
  view.items.forEach((item, index) => {
    const lines: LineOption[] = [];
    for (const supplier of view.suppliers) {
      const cell = supplier.cells[index];
      if (!cell?.quoted) continue;
      lines.push({
        value: cell.lineId,
        label: t.option(supplier.supplierName, rupees(cell.unitPrice)),
        supplierName: supplier.supplierName,
        lowest: cell.lowest,
      });
    }
    options.set(item.tenderItemId, lines);
  });
  return options;
}

/** The stored award as choices: the line awarded for each item (either mode), else none. */
export function storedChoices(awards: LineAwardsView): LineChoices {
  return Object.fromEntries(
    awards.items.map((item) => [item.tenderItemId, item.awarded?.quotationLineId ?? '']),
  );
}

/** "Preselect lowest": every item that has a lowest line gets it; the others keep their choice. */
export function preselectLowest(awards: LineAwardsView, current: LineChoices): LineChoices {
  const next = { ...current };
  for (const item of awards.items) if (item.lowestLineId) next[item.tenderItemId] = item.lowestLineId;
  return next;
}

/** The PUT body: only the items with a chosen line. */
export function lineAwardsBody(choices: LineChoices, replace: boolean): LineAwardsBody {
  const lines = Object.entries(choices)
    .filter(([, lineId]) => lineId !== '')
    .map(([tenderItemId, quotationLineId]) => ({ tenderItemId, quotationLineId }));
  return replace ? { lines, replace: true } : { lines };
}

/** Whether the choices differ from the stored award. */
export function choicesChanged(awards: LineAwardsView, choices: LineChoices): boolean {
  const stored = storedChoices(awards);
  return awards.items.some((item) => (choices[item.tenderItemId] ?? '') !== stored[item.tenderItemId]);
}

/** What saving asks first, and whether it replaces an award (or discards draft orders). */
export function savePlan(
  awards: LineAwardsView,
  wholeAwardSupplier: string | null,
  orders: typeof purchaseOrderMessages = purchaseOrderMessages,
  ui: typeof awardsText = awardsText,
): { confirm: string; replace: boolean } {
  if (awards.mode === 'quotation') {
    return {
      confirm: orders.wholeAwardExists(wholeAwardSupplier ?? ui.anotherSupplier),
      replace: true,
    };
  }
  if (awards.draftOrders > 0) {
    return { confirm: orders.draftsExist(awards.draftOrders), replace: true };
  }
  return { confirm: orders.confirmLineAwards, replace: false };
}
