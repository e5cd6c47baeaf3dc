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

/** The actions a supplier in `status` can take: the list of that status offers exactly these. */
export function supplierActionsFrom(status: SupplierStatus): SupplierAction[] {
  return (Object.keys(ALLOWED[status]) as SupplierAction[]).sort();
}

/** Spec section 9: the reason recorded when a request is inactivated from the new-requests page. */
export const NEW_REQUEST_INACTIVATION_REASON = 'Inactivated from New Supplier Requests page';

/**
 * The inactivation-reason rule of spec section 4: a Pending request is inactivated with the fixed
 * reason after a plain confirmation; an Active supplier needs a reason from the admin (null: ask).
 */
export function fixedInactivationReason(status: SupplierStatus): string | null {
  return status === 'Pending' ? NEW_REQUEST_INACTIVATION_REASON : null;
}

/** The badge colour of each status (spec: Active green, Inactive red, otherwise a pending style). */
export const SUPPLIER_STATUS_COLORS: Record<SupplierStatus, string> = {
  Pending: 'yellow',
  Active: 'green',
  Inactive: 'red',
};

/** The colour of a status as the API gave it; an unknown one gets the pending style. */
export function supplierStatusColor(status: string): string {
  return Object.hasOwn(SUPPLIER_STATUS_COLORS, status)
    ? SUPPLIER_STATUS_COLORS[status as SupplierStatus]
    : SUPPLIER_STATUS_COLORS.Pending;
}
