import { importMessages } from './import-messages';
import { issueProblems, type PreviewRow, type SheetProblem } from './sheet-import';
import { HSN_SAC_LABEL, TENDER_ITEM_LABELS } from './tender-rules';
import { type TenderItemValues, tenderItemSchema } from './tenders';

/*
 * Tender items from a spreadsheet (issue 23 item 1): the template's columns (the item table's own
 * labels) and one row's check with the same schema as a typed item (tenderItemSchema), its zod
 * issues answered as {row, column, message}. The one rule typed items do not have: the unit must
 * be one of the portal's units of measure (the template offers them as a list), matched by code or
 * name in any case and kept as the code.
 */

export const ITEM_IMPORT_FIELDS = [
  'itemCode',
  'itemName',
  'partNo',
  'manufacturer',
  'hsnSac',
  'uom',
  'qty',
] as const;
export type ItemImportField = (typeof ITEM_IMPORT_FIELDS)[number];

export const ITEM_IMPORT_COLUMNS: readonly { field: ItemImportField; name: string; required: boolean }[] =
  ITEM_IMPORT_FIELDS.map((field) => ({
    field,
    name: field === 'hsnSac' ? HSN_SAC_LABEL : TENDER_ITEM_LABELS[field],
    required: field !== 'hsnSac',
  }));

const COLUMN_OF = new Map<string, string>(ITEM_IMPORT_COLUMNS.map((column) => [column.field, column.name]));

/** The portal's units by lower-cased code and name, each to its code. */
export type UnitLookup = ReadonlyMap<string, string>;

export function unitLookup(units: readonly { code: string; name: string }[]): UnitLookup {
  const lookup = new Map<string, string>();
  for (const unit of units) lookup.set(unit.name.trim().toLowerCase(), unit.code);
  // Codes win over a name that happens to read like another unit's code.
  for (const unit of units) lookup.set(unit.code.trim().toLowerCase(), unit.code);
  return lookup;
}

/** An item as the preview answers it: the typed form's values, the quantity as its 2-decimal text. */
export type ImportedItem = TenderItemValues;

/** Checks one row's cells (by field, as text) as a typed item: its values or its problems. */
export function checkItemRow(
  row: number,
  cells: Record<ItemImportField, string>,
  units: UnitLookup,
): PreviewRow<ImportedItem> {
  const parsed = tenderItemSchema.safeParse(cells);
  const problems: SheetProblem[] = parsed.success
    ? []
    : issueProblems(row, parsed.error.issues, (field) => COLUMN_OF.get(field), TENDER_ITEM_LABELS.itemCode);
  const uom = cells.uom.trim();
  const code = units.get(uom.toLowerCase());
  const uomColumn = TENDER_ITEM_LABELS.uom;
  if (uom !== '' && code === undefined && !problems.some((problem) => problem.column === uomColumn)) {
    problems.push({ row, column: uomColumn, message: importMessages.items.unknownUnit(uom) });
  }
  if (!parsed.success || problems.length > 0) {
    const order = ITEM_IMPORT_COLUMNS.map((column) => column.name);
    problems.sort((a, b) => order.indexOf(a.column) - order.indexOf(b.column));
    return { row, values: null, problems };
  }
  return { row, values: { ...parsed.data, uom: code ?? parsed.data.uom }, problems: [] };
}
