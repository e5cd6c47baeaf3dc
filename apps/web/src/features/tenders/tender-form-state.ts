import { documentTypeFromFileName, MAX_DOCUMENT_BYTES } from '@tenderdesk/domain/documents';
import { messages } from '@tenderdesk/domain/messages';
import { TENDER_REMOVE_FIELDS } from '@tenderdesk/domain/tender-list';
import {
  MAX_TENDER_FILES_PER_KIND,
  MAX_TENDER_ITEMS,
  TENDER_FIELD_LABELS,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  type Tender,
  type TenderField,
  type TenderFile,
  type TenderFileKind,
} from '@tenderdesk/domain/tender-rules';
import type { TenderFields, TenderItemValues } from '@tenderdesk/domain/tenders';
import {
  type FormErrors,
  ITEM_FIELDS,
  type ItemCellField,
  type ItemRow,
  itemErrorKey,
} from '../../lib/item-rows';

export { type FormErrors, ITEM_FIELDS, type ItemRow, itemErrorKey };

/**
 * The tender form's state and the pure rules over it (spec sections 2, 5 and 9): one item row and
 * one file row to start with, rows added and removed, the same domain schemas the server runs, and
 * the multipart body of POST /api/tenders/add and the two edits.
 */

export const TENDER_FIELDS = Object.keys(TENDER_FIELD_LABELS) as TenderField[];
/** One file row: a file picked for upload, or none yet. */
export type FileRow = { key: string; file: File | null };

export type TenderFormState = {
  fields: Record<TenderField, string>;
  items: ItemRow[];
  /** New files to upload, per kind. */
  files: Record<TenderFileKind, FileRow[]>;
  /** Files the tender already has and keeps (editing). */
  existing: Record<TenderFileKind, TenderFile[]>;
  /** Stored names of files the form removes (editing): sent as removeScopeOfWork / removeRfq. */
  removed: Record<TenderFileKind, string[]>;
  /** Sealed bids: prices hidden from buyers until the tender closes (decision 026). */
  sealed: boolean;
  /** When questions close: the stored ISO time, or `YYYY-MM-DDTHH:mm` as typed (the portal's time zone); empty: the default (decision 028). */
  questionsCloseAt: string;
  /** The addendum note (required when editing a published tender, decision 028). */
  addendumNote: string;
  /** The buying unit the tender names (issue 20): its id, or empty for the organisation's default unit. */
  buyingUnitId: string;
};

/** The multipart field that lists the stored files an edit removes (decision 022). */
export const REMOVE_FIELDS = TENDER_REMOVE_FIELDS;

/** The questions-close and addendum-note fields (domain clarifications.ts; not imported, to keep the form lean). */
const QUESTIONS_CLOSE_FIELD = 'questionsCloseAt';
const ADDENDUM_NOTE_FIELD = 'addendumNote';
/** The purchase request a new tender comes from (decision 032; domain purchase-requests.ts). */
const PURCHASE_REQUEST_ID_FIELD = 'purchaseRequestId';
/** The buying unit's field (issue 20; empty: the default unit). */
export const BUYING_UNIT_FIELD = 'buyingUnitId';

let counter = 0;
const nextKey = () => `row-${++counter}`;

export function emptyItem(): ItemRow {
  return {
    key: nextKey(),
    itemCode: '',
    itemName: '',
    partNo: '',
    manufacturer: '',
    uom: '',
    qty: '',
    hsnSac: '',
  };
}

export function emptyFileRow(): FileRow {
  return { key: nextKey(), file: null };
}

/** A new tender: empty fields, one item row and one file row of each kind (spec section 9). */
export function emptyTenderForm(): TenderFormState {
  return {
    fields: {
      projectCode: '',
      projectName: '',
      organisation: '',
      projectTitle: '',
      supplyCategory: '',
      projectScope: '',
      publishingDate: '',
      closingDate: '',
    },
    items: [emptyItem()],
    files: { scopeOfWork: [emptyFileRow()], rfq: [emptyFileRow()] },
    existing: { scopeOfWork: [], rfq: [] },
    removed: { scopeOfWork: [], rfq: [] },
    sealed: false,
    questionsCloseAt: '',
    addendumNote: '',
    buyingUnitId: '',
  };
}

/** What a new tender takes from the purchase request it is made from (decision 032). */
export type TenderSource = {
  title: string;
  categoryId: string;
  justification: string;
  items: readonly {
    itemCode: string;
    itemName: string;
    partNo: string;
    manufacturer: string;
    uom: string;
    qty: number;
  }[];
};

/** A new tender prefilled from an Approved purchase request: title, category, scope and items. */
export function tenderFormFromRequest(source: TenderSource): TenderFormState {
  const form = emptyTenderForm();
  return {
    ...form,
    fields: {
      ...form.fields,
      projectName: source.title,
      projectTitle: source.title,
      supplyCategory: source.categoryId,
      projectScope: source.justification,
    },
    items:
      source.items.length > 0
        ? source.items.map((item) => ({
            ...emptyItem(),
            itemCode: item.itemCode,
            itemName: item.itemName,
            partNo: item.partNo,
            manufacturer: item.manufacturer,
            uom: item.uom,
            qty: String(item.qty),
          }))
        : form.items,
  };
}

/** The file details of a stored tender, falling back to its bare stored names. */
function storedFiles(tender: Tender, kind: TenderFileKind): TenderFile[] {
  const details = (kind === 'scopeOfWork' ? tender.scopeOfWorkFiles : tender.rfqFiles) ?? [];
  return (tender[kind] ?? []).map(
    (fileName, index) =>
      details[index] ?? {
        fileName,
        originalName: fileName,
        size: 0,
        contentType: 'application/octet-stream',
      },
  );
}

/** The form seeded from a tender being edited: its values, its items, its files (kept until removed). */
export function tenderFormFrom(tender: Tender): TenderFormState {
  return {
    fields: {
      projectCode: tender.projectCode,
      projectName: tender.projectName,
      organisation: tender.organisation,
      projectTitle: tender.projectTitle,
      supplyCategory: tender.supplyCategoryId,
      projectScope: tender.projectScope,
      publishingDate: tender.publishingDate.slice(0, 10),
      closingDate: tender.closingDate.slice(0, 10),
    },
    items:
      tender.items.length > 0
        ? tender.items.map((item) => ({
            key: nextKey(),
            itemCode: item.itemCode,
            itemName: item.itemName,
            partNo: item.partNo,
            manufacturer: item.manufacturer,
            uom: item.uom,
            qty: String(item.qty),
            hsnSac: item.hsnSac ?? '',
          }))
        : [emptyItem()],
    files: { scopeOfWork: [emptyFileRow()], rfq: [emptyFileRow()] },
    existing: { scopeOfWork: storedFiles(tender, 'scopeOfWork'), rfq: storedFiles(tender, 'rfq') },
    removed: { scopeOfWork: [], rfq: [] },
    sealed: tender.sealed === true,
    // The stored ISO time until edited (the field shows it in the portal's time zone); both are sent as they are.
    questionsCloseAt: tender.questionsCloseAt ?? '',
    addendumNote: '',
    buyingUnitId: tender.buyingUnitId ?? '',
  };
}

const isBlankItem = (row: ItemRow) =>
  ITEM_FIELDS.every((field) => (row[field] ?? '').trim() === '') && (row.hsnSac ?? '').trim() === '';

/** The rows the form holds that are not blank (what an import would add to). */
export const filledItemCount = (state: TenderFormState) =>
  state.items.filter((row) => !isBlankItem(row)).length;

/**
 * Items from a spreadsheet (issue 23): added after the form's rows (blank rows dropped) or in
 * place of them. The form then checks and saves them as typed rows.
 */
export function importItems(
  state: TenderFormState,
  items: readonly TenderItemValues[],
  mode: 'append' | 'replace',
): TenderFormState {
  const rows = items.map(
    (item): ItemRow => ({
      ...emptyItem(),
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      qty: item.qty,
      hsnSac: item.hsnSac ?? '',
    }),
  );
  const kept = mode === 'replace' ? [] : state.items.filter((row) => !isBlankItem(row));
  const next = [...kept, ...rows];
  return { ...state, items: next.length > 0 ? next : [emptyItem()] };
}

export function addItem(state: TenderFormState): TenderFormState {
  if (state.items.length >= MAX_TENDER_ITEMS) return state;
  return { ...state, items: [...state.items, emptyItem()] };
}

/** Removes an item row; the table always keeps one. */
export function removeItem(state: TenderFormState, key: string): TenderFormState {
  if (state.items.length <= 1) return state;
  return { ...state, items: state.items.filter((row) => row.key !== key) };
}

export function updateItem(
  state: TenderFormState,
  key: string,
  field: ItemCellField,
  value: string,
): TenderFormState {
  return {
    ...state,
    items: state.items.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
  };
}

/** How many files of a kind the tender would hold: kept ones plus picked ones. */
export function fileCount(state: TenderFormState, kind: TenderFileKind): number {
  return state.existing[kind].length + state.files[kind].filter((row) => row.file).length;
}

/** Another file row may be added while the kind stays under its limit (rows already shown count). */
export function canAddFileRow(state: TenderFormState, kind: TenderFileKind): boolean {
  return state.existing[kind].length + state.files[kind].length < MAX_TENDER_FILES_PER_KIND;
}

export function addFileRow(state: TenderFormState, kind: TenderFileKind): TenderFormState {
  if (!canAddFileRow(state, kind)) return state;
  return { ...state, files: { ...state.files, [kind]: [...state.files[kind], emptyFileRow()] } };
}

/** Removes a file row; the last row stays (emptied) so there is always one to pick into. */
export function removeFileRow(state: TenderFormState, kind: TenderFileKind, key: string): TenderFormState {
  const rows = state.files[kind];
  const next =
    rows.length <= 1
      ? [{ ...rows[0], key: rows[0]?.key ?? nextKey(), file: null }]
      : rows.filter((row) => row.key !== key);
  return { ...state, files: { ...state.files, [kind]: next } };
}

export function setFile(
  state: TenderFormState,
  kind: TenderFileKind,
  key: string,
  file: File | null,
): TenderFormState {
  return {
    ...state,
    files: {
      ...state.files,
      [kind]: state.files[kind].map((row) => (row.key === key ? { ...row, file } : row)),
    },
  };
}

/** Removes a stored file (editing): it leaves the list and its name goes into the removal field. */
export function removeExisting(
  state: TenderFormState,
  kind: TenderFileKind,
  fileName: string,
): TenderFormState {
  return {
    ...state,
    existing: {
      ...state.existing,
      [kind]: state.existing[kind].filter((file) => file.fileName !== fileName),
    },
    removed: { ...state.removed, [kind]: [...state.removed[kind], fileName] },
  };
}

/** The error key of one file row, e.g. `rfq.0`. */
export const fileErrorKey = (kind: TenderFileKind, index: number) => `${kind}.${index}`;

/** The message a picked file earns before it is sent (the server checks the bytes again). */
export function fileProblem(kind: TenderFileKind, file: File): string | null {
  const label = TENDER_FILE_LABELS[kind];
  if (!documentTypeFromFileName(file.name)) return messages.tender.fileType(label);
  if (file.size > MAX_DOCUMENT_BYTES) return messages.tender.fileTooLarge(label);
  return null;
}

export type ValidTender = { fields: TenderFields; items: TenderItemValues[] };

/**
 * The multipart body: the checked fields, `sealed` ('true' / 'false'), `items` as a JSON string,
 * each picked file under its kind (repeatable), and on an edit the stored names removed, as JSON
 * arrays. A published tender's `sealed` is fixed (decision 026), so its edit leaves it out.
 */
export function tenderFormData(
  state: TenderFormState,
  value: ValidTender,
  options: { sendSealed?: boolean; addendum?: boolean; purchaseRequestId?: string } = {},
): FormData {
  const form = new FormData();
  for (const field of TENDER_FIELDS) form.append(field, value.fields[field]);
  if (options.purchaseRequestId) form.append(PURCHASE_REQUEST_ID_FIELD, options.purchaseRequestId);
  if (options.sendSealed ?? true) form.append('sealed', state.sealed ? 'true' : 'false');
  form.append(QUESTIONS_CLOSE_FIELD, state.questionsCloseAt);
  if (options.addendum) form.append(ADDENDUM_NOTE_FIELD, state.addendumNote.trim());
  // Empty names the default unit; the field is always sent, so an edit keeps what the form shows.
  form.append(BUYING_UNIT_FIELD, state.buyingUnitId);
  form.append(
    'items',
    JSON.stringify(
      value.items.map(({ itemCode, itemName, partNo, manufacturer, uom, qty, hsnSac }) => ({
        itemCode,
        itemName,
        partNo,
        manufacturer,
        uom,
        qty: Number(qty),
        hsnSac: hsnSac ?? null,
      })),
    ),
  );
  for (const kind of TENDER_FILE_KINDS) {
    if (state.removed[kind].length > 0) form.append(REMOVE_FIELDS[kind], JSON.stringify(state.removed[kind]));
  }
  for (const kind of TENDER_FILE_KINDS) {
    for (const row of state.files[kind]) if (row.file) form.append(kind, row.file, row.file.name);
  }
  return form;
}

/** True when the form holds input that leaving would lose. */
export function isTenderFormDirty(state: TenderFormState, initial: TenderFormState): boolean {
  if (TENDER_FIELDS.some((field) => state.fields[field] !== initial.fields[field])) return true;
  if (state.sealed !== initial.sealed || state.buyingUnitId !== initial.buyingUnitId) return true;
  if (state.questionsCloseAt !== initial.questionsCloseAt || state.addendumNote.trim() !== '') return true;
  const rows = (items: ItemRow[]) => JSON.stringify(items.map(({ key: _key, ...row }) => row));
  if (rows(state.items) !== rows(initial.items)) return true;
  return TENDER_FILE_KINDS.some(
    (kind) => state.removed[kind].length > 0 || state.files[kind].some((row) => row.file !== null),
  );
}

/**
 * Each picked file's share of the upload, from the request's overall progress: the files go out
 * in the body's order after the (small) text fields, so a file is done once the bytes before it
 * and its own have gone. Keyed by file row.
 */
export function fileProgress(state: TenderFormState, percent: number): Record<string, number> {
  const rows = TENDER_FILE_KINDS.flatMap((kind) => state.files[kind].filter((row) => row.file));
  const total = rows.reduce((sum, row) => sum + (row.file?.size ?? 0), 0);
  const result: Record<string, number> = {};
  if (total === 0) {
    for (const row of rows) result[row.key] = percent;
    return result;
  }
  const sent = (percent / 100) * total;
  let before = 0;
  for (const row of rows) {
    const size = row.file?.size ?? 0;
    const done = size === 0 ? (sent >= before ? 1 : 0) : (sent - before) / size;
    result[row.key] = Math.round(Math.min(1, Math.max(0, done)) * 100);
    before += size;
  }
  return result;
}

/** Where a server error naming `field` belongs on this form, if it can be shown there. */
export function serverErrorKey(field: string | undefined): string | null {
  if (!field) return null;
  if ((TENDER_FIELDS as string[]).includes(field)) return field;
  if (
    field === 'sealed' ||
    field === QUESTIONS_CLOSE_FIELD ||
    field === ADDENDUM_NOTE_FIELD ||
    field === BUYING_UNIT_FIELD
  )
    return field;
  if (field === 'items' || /^items\.\d+\.\w+$/.test(field)) return field;
  if ((TENDER_FILE_KINDS as readonly string[]).includes(field))
    return fileErrorKey(field as TenderFileKind, 0);
  return null;
}
