import { messages } from '@tenderdesk/domain/messages';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';

/** What differs between the three supplier lists of spec section 2. */
export type SupplierListConfig = {
  status: SupplierStatus;
  title: string;
  description: string;
  empty: string;
  fetchFailed: string;
  /** The inactive list shows why each supplier was inactivated. */
  showReason: boolean;
};

export const NEW_REQUESTS: SupplierListConfig = {
  status: 'Pending',
  title: 'New Supplier Requests',
  description: 'Registrations waiting for approval. Open a request to check its documents before activating.',
  empty: messages.suppliers.noPending,
  fetchFailed: messages.suppliers.fetchRequestsFailed,
  showReason: false,
};

export const ACTIVE_SUPPLIERS: SupplierListConfig = {
  status: 'Active',
  title: 'Active Suppliers',
  description: 'Suppliers who can log in and answer tenders.',
  empty: messages.suppliers.noActive,
  fetchFailed: messages.suppliers.fetchActiveFailed,
  showReason: false,
};

export const INACTIVE_SUPPLIERS: SupplierListConfig = {
  status: 'Inactive',
  title: 'Inactive Suppliers',
  description: 'Suppliers who cannot log in, with the reason they were given.',
  empty: messages.suppliers.noInactive,
  fetchFailed: messages.suppliers.fetchInactiveFailed,
  showReason: true,
};
