import {
  type PurchaseRequest,
  type PurchaseRequestValues,
  purchaseRequestSchema,
} from '@tenderdesk/domain/purchase-requests';
import { MAX_TENDER_ITEMS } from '@tenderdesk/domain/tender-rules';
import {
  type FormErrors,
  ITEM_FIELDS,
  type ItemCellField,
  type ItemRow,
  itemErrorKey,
} from '../../lib/item-rows';

export { type FormErrors, ITEM_FIELDS, type ItemRow, itemErrorKey };

/** The purchase request form's state and its pure rules: the domain schema the server runs. */

export type RequestFormState = {
  title: string;
  categoryId: string;
  neededBy: string;
  justification: string;
  items: ItemRow[];
};
export type RequestField = Exclude<keyof RequestFormState, 'items'>;

let counter = 0;
const nextKey = () => `pr-row-${++counter}`;

export const emptyItem = (): ItemRow => ({
  key: nextKey(),
  itemCode: '',
  itemName: '',
  partNo: '',
  manufacturer: '',
  uom: '',
  qty: '',
});

export function emptyRequestForm(): RequestFormState {
  return { title: '', categoryId: '', neededBy: '', justification: '', items: [emptyItem()] };
}

export function requestFormFrom(request: PurchaseRequest): RequestFormState {
  return {
    title: request.title,
    categoryId: request.categoryId,
    neededBy: request.neededBy.slice(0, 10),
    justification: request.justification,
    items: request.items.map((item) => ({
      key: nextKey(),
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      qty: String(item.qty),
    })),
  };
}

export const addItem = (state: RequestFormState): RequestFormState =>
  state.items.length >= MAX_TENDER_ITEMS ? state : { ...state, items: [...state.items, emptyItem()] };

export const removeItem = (state: RequestFormState, key: string): RequestFormState =>
  state.items.length <= 1 ? state : { ...state, items: state.items.filter((row) => row.key !== key) };

export const updateItem = (
  state: RequestFormState,
  key: string,
  field: ItemCellField,
  value: string,
): RequestFormState => ({
  ...state,
  items: state.items.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
});

/** The error key of one item cell, e.g. `items.1.qty`. */

/** Checks the form with the domain schema: one message per field and per item cell. */
export function validateRequestForm(
  state: RequestFormState,
): { ok: true; value: PurchaseRequestValues } | { ok: false; errors: FormErrors } {
  const parsed = purchaseRequestSchema.safeParse({
    ...state,
    items: state.items.map(({ key: _key, ...item }) => item),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, errors };
}

export function isRequestFormDirty(state: RequestFormState, initial: RequestFormState): boolean {
  const strip = (form: RequestFormState) =>
    JSON.stringify({ ...form, items: form.items.map(({ key: _key, ...item }) => item) });
  return strip(state) !== strip(initial);
}
