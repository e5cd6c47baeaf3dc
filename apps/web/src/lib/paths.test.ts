import { RESET_PASSWORD_PATH } from '@tenderdesk/domain/password-reset';
import { HOME_PATHS } from '@tenderdesk/domain/permissions';
import { describe, expect, it } from 'vitest';
import { PATHS, pathTo } from './paths';

describe('paths', () => {
  it('names every path once', () => {
    const values = Object.values(PATHS).map((path) => path.toLowerCase());
    expect(new Set(values).size).toBe(values.length);
  });

  it("holds every role's landing page", () => {
    for (const home of Object.values(HOME_PATHS)) expect(Object.values(PATHS)).toContain(home);
  });

  it('opens the reset page where the emailed link points', () => {
    expect(PATHS.resetPassword).toBe(RESET_PASSWORD_PATH);
  });

  it('fills in an id, encoded', () => {
    expect(pathTo(PATHS.supplierDetails, 'abc')).toBe('/suppliers/abc');
    expect(pathTo(PATHS.supplierDetails, 'a/b?c')).toBe('/suppliers/a%2Fb%3Fc');
  });
});
