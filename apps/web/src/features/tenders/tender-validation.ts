import { messages } from '@tenderdesk/domain/messages';
import {
  MAX_TENDER_FILES_PER_KIND,
  MAX_TENDER_ITEMS,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  type TenderItemField,
} from '@tenderdesk/domain/tender-rules';
import {
  type TenderItemValues,
  tenderFieldsSchema,
  tenderItemSchema,
  tenderItemsSchema,
} from '@tenderdesk/domain/tenders';
import {
  type FormErrors,
  fileCount,
  fileErrorKey,
  fileProblem,
  itemErrorKey,
  type TenderFormState,
  type ValidTender,
} from './tender-form-state';

/*
 * The tender form's check with the domain schemas, in its own module: the form page loads it (and
 * with it the validation library) when the person starts typing or submits, so the form paints
 * without it (decision 031).
 */

/**
 * Checks the whole form with the domain schemas: one message per field, per item cell
 * (`items.n.field`) and per file row (`kind.n`); `items` holds a message about the table as a whole.
 * Creating needs a Scope of Work and an RFQ file (spec section 5); editing needs no new file, but
 * must not remove the last file of a kind (decision 022).
 */
export function validateTenderForm(
  state: TenderFormState,
  mode: 'create' | 'edit',
): { ok: true; value: ValidTender } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const fields = tenderFieldsSchema.safeParse(state.fields);
  if (!fields.success) {
    for (const issue of fields.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  const items: TenderItemValues[] = [];
  state.items.forEach((row, index) => {
    const parsed = tenderItemSchema.safeParse(row);
    if (parsed.success) items.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        errors[itemErrorKey(index, issue.path[0] as TenderItemField)] ??= issue.message;
      }
  });
  const list = tenderItemsSchema.safeParse(state.items);
  if (!list.success && state.items.length > MAX_TENDER_ITEMS) errors.items = list.error.issues[0]?.message;
  for (const kind of TENDER_FILE_KINDS) {
    state.files[kind].forEach((row, index) => {
      const problem = row.file && fileProblem(kind, row.file);
      if (problem) errors[fileErrorKey(kind, index)] = problem;
    });
    if (fileCount(state, kind) > MAX_TENDER_FILES_PER_KIND) {
      errors[fileErrorKey(kind, 0)] ??= messages.tender.tooManyFiles(
        TENDER_FILE_LABELS[kind],
        MAX_TENDER_FILES_PER_KIND,
      );
    }
  }
  // Files are optional on an edit, but each kind keeps at least one (decision 022).
  const fileRequired = { scopeOfWork: messages.tender.scopeOfWorkRequired, rfq: messages.tender.rfqRequired };
  if (mode === 'edit') {
    for (const kind of TENDER_FILE_KINDS) {
      if (fileCount(state, kind) === 0) errors[fileErrorKey(kind, 0)] ??= fileRequired[kind];
    }
  }
  if (mode === 'create') {
    if (!state.files.scopeOfWork[0]?.file)
      errors[fileErrorKey('scopeOfWork', 0)] ??= messages.tender.scopeOfWorkRequired;
    if (!state.files.rfq[0]?.file) errors[fileErrorKey('rfq', 0)] ??= messages.tender.rfqRequired;
  }
  const clean = Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
  if (Object.keys(clean).length > 0 || !fields.success) return { ok: false, errors: clean };
  return { ok: true, value: { fields: fields.data, items } };
}
