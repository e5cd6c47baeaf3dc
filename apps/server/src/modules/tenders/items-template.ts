import { ITEM_IMPORT_COLUMNS, type ItemImportField } from '@tenderdesk/domain/item-import';
import { MAX_IMPORT_ROWS } from '@tenderdesk/domain/sheet-import';
import { MAX_TENDER_ITEMS } from '@tenderdesk/domain/tender-rules';
import type { DbOrTx } from '../../db/client';
import { type TemplateColumn, templateWorkbook } from '../../shared/sheet-template';
import { listUnitsOfMeasure } from '../../shared/units-of-measure';

/*
 * GET /api/tenders/items-template.xlsx (issue 23 item 1): the tender items' template, the item
 * table's columns with an example row and the portal's units of measure as the UOM column's list.
 */

export const ITEMS_TEMPLATE_FILE = 'tender-items-template.xlsx';

const LOOK: Record<ItemImportField, { width: number; example: string; text?: boolean }> = {
  itemCode: { width: 16, example: 'IT-001', text: true },
  itemName: { width: 34, example: 'Copper cable, 4 sq mm' },
  partNo: { width: 16, example: 'CC-4MM', text: true },
  manufacturer: { width: 22, example: 'Polycab' },
  hsnSac: { width: 12, example: '8544', text: true },
  uom: { width: 12, example: 'MTR' },
  qty: { width: 12, example: '250' },
};

export async function itemsTemplate(db: DbOrTx): Promise<Buffer> {
  const units = await listUnitsOfMeasure(db);
  const columns: TemplateColumn[] = ITEM_IMPORT_COLUMNS.map((column) => ({
    name: column.name,
    required: column.required,
    ...LOOK[column.field],
    ...(column.field === 'uom'
      ? {
          list: {
            title: 'UOM code',
            values: units.map((unit) => ({ value: unit.code, label: unit.name })),
          },
        }
      : {}),
  }));
  return templateWorkbook({
    sheetName: 'Items',
    columns,
    rows: MAX_IMPORT_ROWS,
    instructions: [
      'Fill one item per row on the Items sheet, below the header; replace or delete the example row.',
      'Columns marked * are required. Keep the header row as it is (the columns may be in any order).',
      'Item Code, Item Name, Part No. and Manufacturer: text, up to 200 characters each.',
      'HSN/SAC (optional): an HSN code of 4, 6 or 8 digits, or a SAC code of 6 digits starting 99.',
      'UOM: one of the units listed below, by code or name (the cell offers the list).',
      'Qty: a number of at least 1, with at most 2 decimals (no thousands separators).',
      `A tender holds at most ${MAX_TENDER_ITEMS} items. Save as .xlsx, or as .csv (UTF-8).`,
      'Upload the file with Import items on the tender form: every row is checked first, and each problem names its row and column.',
    ],
  });
}
