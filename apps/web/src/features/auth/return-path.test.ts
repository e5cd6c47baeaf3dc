import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it('returns to the screen a protected route redirected from', () => {
    expect(returnPathAfterLogin({ from: '/activeSuppliers?page=3' }, 'admin')).toBe(
      '/activeSuppliers?page=3',
    );
  });

  it("returns to the screen an expired session left, named in the address's from", () => {
    expect(returnPathAfterLogin(null, 'supplier', '/approvedTender?q=pump')).toBe('/approvedTender?q=pump');
  });

  it('prefers the router state over the address', () => {
    expect(returnPathAfterLogin({ from: '/listTender' }, 'admin', '/DraftTender')).toBe('/listTender');
  });

  it("goes to the role's home page for no path, the login page itself, or another site", () => {
    expect(returnPathAfterLogin(null, 'admin')).toBe('/dashboard');
    expect(returnPathAfterLogin(null, 'supplier', '/')).toBe('/listalltenders');
    expect(returnPathAfterLogin(null, 'admin', '//evil.example/x')).toBe('/dashboard');
    expect(returnPathAfterLogin(null, 'admin', '/\\evil.example')).toBe('/dashboard');
    expect(returnPathAfterLogin(null, 'admin', 'https://evil.example')).toBe('/dashboard');
  });
});
