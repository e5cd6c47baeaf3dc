import { describe, expect, it } from 'vitest';
import {
  fixedInactivationReason,
  nextSupplierStatus,
  SUPPLIER_STATUSES,
  supplierActionsFrom,
  supplierStatusColor,
} from './supplier-status';

describe('supplier status transitions', () => {
  it('allows exactly the transitions of the spec', () => {
    expect(nextSupplierStatus('Pending', 'activate')).toBe('Active');
    expect(nextSupplierStatus('Pending', 'inactivate')).toBe('Inactive');
    expect(nextSupplierStatus('Active', 'inactivate')).toBe('Inactive');
    expect(nextSupplierStatus('Inactive', 'activate')).toBe('Active');
    expect(nextSupplierStatus('Active', 'activate')).toBeNull();
    expect(nextSupplierStatus('Inactive', 'inactivate')).toBeNull();
  });
});

describe('supplier rules shared by web and server', () => {
  it('offers each list the actions its status allows', () => {
    expect(supplierActionsFrom('Pending')).toEqual(['activate', 'inactivate']);
    expect(supplierActionsFrom('Active')).toEqual(['inactivate']);
    expect(supplierActionsFrom('Inactive')).toEqual(['activate']);
    for (const status of SUPPLIER_STATUSES) {
      for (const action of supplierActionsFrom(status))
        expect(nextSupplierStatus(status, action)).not.toBeNull();
    }
  });

  it('inactivates a request with the fixed reason and asks for one otherwise', () => {
    expect(fixedInactivationReason('Pending')).toBe('Inactivated from New Supplier Requests page');
    expect(fixedInactivationReason('Active')).toBeNull();
  });

  it('colours Active green, Inactive red and anything else in the pending style', () => {
    expect(supplierStatusColor('Active')).toBe('green');
    expect(supplierStatusColor('Inactive')).toBe('red');
    expect(supplierStatusColor('Pending')).toBe('yellow');
    expect(supplierStatusColor('Suspended')).toBe('yellow');
    expect(supplierStatusColor('constructor')).toBe('yellow');
  });
});
