import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';

/** What differs between the three supplier lists of spec section 2 (texts by key, in the language on screen). */
export type SupplierListConfig = {
  status: SupplierStatus;
  /** The list's heading and description in `supplierListText` (domain ui/supplier-lists.ts). */
  text: 'pending' | 'active' | 'inactive';
  /** Keys of `messages.suppliers`. */
  empty: 'noPending' | 'noActive' | 'noInactive';
  fetchFailed: 'fetchRequestsFailed' | 'fetchActiveFailed' | 'fetchInactiveFailed';
  /** The inactive list shows why each supplier was inactivated. */
  showReason: boolean;
};

export const NEW_REQUESTS: SupplierListConfig = {
  status: 'Pending',
  text: 'pending',
  empty: 'noPending',
  fetchFailed: 'fetchRequestsFailed',
  showReason: false,
};

export const ACTIVE_SUPPLIERS: SupplierListConfig = {
  status: 'Active',
  text: 'active',
  empty: 'noActive',
  fetchFailed: 'fetchActiveFailed',
  showReason: false,
};

export const INACTIVE_SUPPLIERS: SupplierListConfig = {
  status: 'Inactive',
  text: 'inactive',
  empty: 'noInactive',
  fetchFailed: 'fetchInactiveFailed',
  showReason: true,
};
