import { TENDER_ITEM_LABELS, type TenderItemField } from '@tenderdesk/domain/tender-rules';

/*
 * The rows of an items table as typed, shared by the tender form and the purchase request form
 * (a request names its items with the tender item's fields, decision 032). Kept apart from either
 * form's state so the request form does not load the tender form's rules.
 */

export const ITEM_FIELDS = Object.keys(TENDER_ITEM_LABELS) as TenderItemField[];

/** A cell of the items table: the item fields, and a tender item's HSN/SAC code (issue 20). */
export type ItemCellField = TenderItemField | 'hsnSac';

/**
 * One row of the items table as typed; `key` only tells rows apart on screen. `hsnSac` only on a
 * tender's rows (a purchase request names no code).
 */
export type ItemRow = { key: string; hsnSac?: string } & Record<TenderItemField, string>;

/** The error key of one cell of the items table, e.g. `items.1.qty`. */
export const itemErrorKey = (index: number, field: ItemCellField) => `items.${index}.${field}`;

/** A form's messages by field key (`projectCode`, `items.1.qty`, ...). */
export type FormErrors = Partial<Record<string, string>>;
