import { catalogue } from '../i18n/catalogue';

/**
 * A tender, read-only (apps/web/src/components/tender-view.tsx), and the items editor of tenders and
 * purchase requests (components/items-editor.tsx). The field and column labels are the domain's
 * (`TENDER_FIELD_LABELS`, `TENDER_ITEM_LABELS`).
 */
export const tenderViewText = catalogue('ui.tenderView', {
  information: 'Tender Information',
  buyingUnit: 'Buying unit',
  bidding: 'Bidding',
  items: 'Items',
  noItems: 'No items',
  itemsScroll: 'Items table, scrolls sideways',
  attachments: 'Attachments',
  noFile: 'No file',
  /** A tender file's button: 'Download File 1' on a published tender, 'View File 1' on a draft. */
  downloadFile: (n: number) => `Download File ${n}`,
  viewFile: (n: number) => `View File ${n}`,
});

export const itemsEditorText = catalogue('ui.itemsEditor', {
  /** An item cell's name: its column and row ("Qty, item 2"). */
  cell: (column: string, n: number) => `${column}, item ${n}`,
  removeItem: (n: number) => `Remove item ${n}`,
  remove: 'Remove',
  items: 'Items',
  item: (n: number) => `Item ${n}`,
  addItem: 'Add item',
});
