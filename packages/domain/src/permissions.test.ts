import { describe, expect, it } from 'vitest';
import {
  effectivePermissions,
  homePathForRole,
  normalisePermissions,
  PERMISSION_KEYS,
  roleLabel,
} from './permissions';

describe('permissions', () => {
  it('has the eight keys of the spec', () => {
    expect(PERMISSION_KEYS).toHaveLength(8);
  });

  it('gives the admin every permission whatever is stored', () => {
    expect(Object.values(effectivePermissions('admin', null)).every(Boolean)).toBe(true);
  });

  it('normalises stored sub-admin permissions to exactly the eight keys', () => {
    const result = normalisePermissions({ masterTables: true, bogus: true, reports: 'yes' });
    expect(Object.keys(result).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(result.masterTables).toBe(true);
    expect(result.reports).toBe(false);
    expect(result).not.toHaveProperty('bogus');
  });

  it('gives a supplier no admin permission', () => {
    expect(Object.values(effectivePermissions('supplier', { masterTables: true })).some(Boolean)).toBe(false);
  });

  it('routes each role to its landing page', () => {
    expect(homePathForRole('admin')).toBe('/dashboard');
    expect(homePathForRole('subadmin')).toBe('/dashboard');
    expect(homePathForRole('supplier')).toBe('/listalltenders');
    expect(homePathForRole('other')).toBe('/');
    expect(homePathForRole('toString')).toBe('/');
    expect(homePathForRole(null)).toBe('/');
  });

  it('names each role the same way everywhere', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('subadmin')).toBe('Sub-admin');
    expect(roleLabel('supplier')).toBe('Supplier');
    expect(roleLabel('auditor')).toBe('auditor');
  });
});
