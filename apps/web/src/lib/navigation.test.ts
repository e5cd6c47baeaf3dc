import { installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { SCREENS } from '@tenderdesk/domain/screens';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, isNavItemActive, isPathActive, navText, SUPPLIER_RFQ_NAV } from './navigation';
import { titleIn } from './page-title';
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

describe('the menus and tab titles in the language on screen (issue 26)', () => {
  installTranslations('hi', hindi, compileIcu);

  it('keep the registry’s English for English', () => {
    const nav = navText('en');
    const [suppliers] = ADMIN_NAV;
    expect(suppliers && nav.group(suppliers.id)).toBe('Manage Suppliers');
    expect(nav.item({ label: 'Compare Quotations', screen: 'compareQuotation' })).toBe('Compare Quotations');
    expect(titleIn('Compare Supplier Quotations', 'en')).toBe('Compare Supplier Quotations');
  });

  it('give every group, entry and title in Hindi', () => {
    const nav = navText('hi');
    expect(ADMIN_NAV.map((group) => nav.group(group.id))).toEqual([
      'आपूर्तिकर्ता प्रबंधन',
      'निविदा प्रबंधन',
      'क्रय अनुरोध',
      'क्रय आदेश',
      'रिपोर्ट',
      'मास्टर तालिकाएँ',
      'उप-व्यवस्थापक',
      'सेटिंग्स',
    ]);
    expect(SUPPLIER_RFQ_NAV.map((item) => nav.item(item))).toEqual([
      'सभी RFQ/RFP देखें',
      'समीक्षा लंबित',
      'स्वीकृत RFQ/RFP',
      'अस्वीकृत RFQ/RFP',
    ]);
    // The tab's title is the screen's own, not its menu label.
    expect(titleIn(SCREENS.compareQuotation.title, 'hi')).toBe('आपूर्तिकर्ताओं के कोटेशन की तुलना');
    expect(titleIn(SCREENS.allTenders.title, 'hi')).toBe('RFQ/RFP की सूची');
  });

  it('translate a route title that is no screen’s by its catalogue text, and leave data alone', () => {
    expect(titleIn(frameText.notFound.title, 'hi')).toBe('पृष्ठ नहीं मिला');
    expect(titleIn('Cement Tender 42', 'hi')).toBe('Cement Tender 42');
  });
});
