import { catalogue } from '../i18n/catalogue';
import { ROLE_LABELS } from '../permissions';
import { SUPPLIER_STATUSES, type SupplierStatus } from '../supplier-status';

/**
 * Words many screens show (apps/web/src/components/: row actions, dialogs, fields, file buttons),
 * and the names of roles and supplier statuses, read from the domain where they are written.
 */
export const commonText = catalogue('ui.common', {
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  /** The leave guard's buttons. */
  leave: 'Leave',
  stay: 'Stay',
  /** An optional field's placeholder. */
  optional: 'Optional',
  chooseOne: 'Choose one',
  viewDocument: 'View Document',
  opening: 'Opening…',
  /** How a role is named on screen (`permissions.ts`). */
  role: { ...ROLE_LABELS },
  /** A supplier's status on its badge (`supplier-status.ts`). */
  supplierStatus: Object.fromEntries(SUPPLIER_STATUSES.map((status) => [status, status])) as Record<
    SupplierStatus,
    string
  >,
});
