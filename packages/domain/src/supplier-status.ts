/** Supplier account statuses and the transitions of spec section 4. */
export const SUPPLIER_STATUSES = ['Pending', 'Active', 'Inactive'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export type SupplierAction = 'activate' | 'inactivate';

const ALLOWED: Record<SupplierStatus, Partial<Record<SupplierAction, SupplierStatus>>> = {
  Pending: { activate: 'Active', inactivate: 'Inactive' },
  Active: { inactivate: 'Inactive' },
  Inactive: { activate: 'Active' },
};

/** The status an action leads to from `from`, or null when the spec does not allow it. */
export function nextSupplierStatus(from: SupplierStatus, action: SupplierAction): SupplierStatus | null {
  return ALLOWED[from][action] ?? null;
}

export const NEW_REQUEST_INACTIVATION_REASON = 'Inactivated from New Supplier Requests page';
