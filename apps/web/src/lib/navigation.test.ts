import { describe, expect, it } from 'vitest';
import { isNavItemActive, isPathActive, SUPPLIER_RFQ_NAV } from './navigation';
import { PATHS } from './paths';

describe('the menu entry of the current screen', () => {
  it('matches its own path in any letter case', () => {
    expect(isPathActive('/listtender', PATHS.publishedTenders)).toBe(true);
    expect(isPathActive('/listTender/extra', PATHS.publishedTenders)).toBe(false);
  });

  it('also matches the screens that belong to it, patterns included', () => {
    const published = { to: PATHS.publishedTenders, also: [PATHS.tenderDetails] };
    expect(isNavItemActive('/tender-details/0b9c1f3e-1d2a-4c1e-9f00-1a2b3c4d5e6f', published)).toBe(true);
    expect(isNavItemActive('/draft-view/abc', published)).toBe(false);
    const allTenders = SUPPLIER_RFQ_NAV[0];
    expect(allTenders && isNavItemActive('/rfq/abc', allTenders)).toBe(true);
  });
});
