import { describe, expect, it } from 'vitest';
import { nextSupplierStatus } from './supplier-status';

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
